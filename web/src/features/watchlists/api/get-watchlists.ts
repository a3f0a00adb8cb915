import type { Watchlist } from '@contracts/watchlists.contract';
import useSWR from 'swr';

export const WATCHLISTS_KEY = '/api/watchlists';

/** Your watchlists, newest first, each with its latest matches. Read again on every visit: a fetch since may have matched. */
export function useWatchlists() {
  const { data, error, isLoading, mutate } = useSWR<Watchlist[]>(WATCHLISTS_KEY, { revalidateOnMount: true });
  return { watchlists: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
