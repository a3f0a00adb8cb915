import type { CustomFeed } from '@contracts/feeds.contract';
import useSWR from 'swr';

export const FEEDS_KEY = '/api/feeds';

/** The feeds followed, newest first. Read again on every visit: a fetch since the last one changed their status. */
export function useFeeds() {
  const { data, error, isLoading, mutate } = useSWR<CustomFeed[]>(FEEDS_KEY, { revalidateOnMount: true });
  return { feeds: data ?? [], error: error as unknown, isLoading, reload: () => void mutate() };
}
