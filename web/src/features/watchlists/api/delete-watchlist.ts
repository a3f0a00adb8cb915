import { apiRequest } from '@/lib/api-client';
import { WATCHLISTS_KEY } from './get-watchlists';

/** Deletes a watchlist: no more alerts come from it. */
export function deleteWatchlist(id: number): Promise<null> {
  return apiRequest<null>(`${WATCHLISTS_KEY}/${id}`, { method: 'DELETE' });
}
