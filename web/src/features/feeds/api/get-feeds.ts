import type { CustomFeed } from '@contracts/feeds.contract';
import useSWR from 'swr';

export const FEEDS_KEY = '/api/feeds';

/** The feeds followed, newest first. Read again on every visit: a fetch since the last one changed their status. */
export function useFeeds() {
  const { data, error, isLoading, mutate } = useSWR<CustomFeed[]>(FEEDS_KEY, { revalidateOnMount: true });
  // Loading means nothing to show yet: the feeds the page came with (issue 29) show while they are read again.
  return { feeds: data ?? [], error: error as unknown, isLoading: isLoading && data === undefined, reload: () => void mutate() };
}
