import type { TrendingItem } from '@contracts/trending.contract';
import { useCallback, useState } from 'react';

/**
 * The stories the trending list's current page shows, for the header's Export Ideas and New Campaign
 * (issue 29: they act on what the user sees). The list reports its page; a report of the same stories
 * in the same order keeps the old array, so reporting on every render never loops.
 */
export function useStoriesInView() {
  const [storiesInView, setStoriesInView] = useState<TrendingItem[]>([]);
  const reportStoriesInView = useCallback((items: TrendingItem[]) => {
    setStoriesInView((current) =>
      current.length === items.length && current.every((item, index) => item === items[index]) ? current : items,
    );
  }, []);
  return { storiesInView, reportStoriesInView };
}
