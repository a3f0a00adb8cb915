import type { StoryJournalist } from '@contracts/journalists.contract';
import useSWR from 'swr';

export function storyJournalistsKey(trendingItemId: number): string {
  return `/api/trending/${trendingItemId}/journalists`;
}

/** Who covers a story, read only once its panel is opened (`open`). */
export function useStoryJournalists(trendingItemId: number, open: boolean) {
  const { data, error, isLoading } = useSWR<StoryJournalist[]>(open ? storyJournalistsKey(trendingItemId) : null);
  return { entries: data, error: error as unknown, isLoading };
}
