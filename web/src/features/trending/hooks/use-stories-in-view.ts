import type { TrendingItem } from '@contracts/trending.contract';
import { useSyncExternalStore } from 'react';

/**
 * The stories the trending list's current page shows, for the header's Export Ideas and New Campaign
 * (issue 29: they act on what the user sees). The list reports its page after each render; only what
 * reads the stories re-renders. Held as the dashboard's state, each report re-rendered the whole
 * dashboard and so drew the list a second time, on a phone one of the page's longest tasks.
 */
export type StoriesInView = {
  /** A report of the same stories in the same order keeps the old array, so reporting on every render never loops. */
  report: (items: TrendingItem[]) => void;
  subscribe: (listener: () => void) => () => void;
  current: () => TrendingItem[];
};

export function createStoriesInView(): StoriesInView {
  let stories: TrendingItem[] = [];
  const listeners = new Set<() => void>();
  return {
    report: (items) => {
      if (items.length === stories.length && items.every((item, index) => item === stories[index])) {
        return;
      }
      stories = items;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => stories,
  };
}

/** The stories in view now, re-rendering the caller when the list reports others. */
export function useStoriesInView(store: StoriesInView): TrendingItem[] {
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
