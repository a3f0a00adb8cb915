import type { Watchlist, WatchlistInput } from '@contracts/watchlists.contract';
import { apiRequest } from '@/lib/api-client';
import { WATCHLISTS_KEY } from './get-watchlists';

/** Replaces a watchlist's settings (every field is sent). */
export function updateWatchlist(id: number, input: WatchlistInput): Promise<Watchlist> {
  return apiRequest<Watchlist>(`${WATCHLISTS_KEY}/${id}`, { method: 'PUT', body: input });
}
