import type { Watchlist, WatchlistInput } from '@contracts/watchlists.contract';
import { apiRequest } from '@/lib/api-client';
import { WATCHLISTS_KEY } from './get-watchlists';

/** Stores a new watchlist; stories of the next fetches that match it are alerted. */
export function createWatchlist(input: WatchlistInput): Promise<Watchlist> {
  return apiRequest<Watchlist>(WATCHLISTS_KEY, { method: 'POST', body: input });
}
