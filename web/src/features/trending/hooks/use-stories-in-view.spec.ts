import { describe, expect, it } from '@jest/globals';
import type { TrendingItem } from '@contracts/trending.contract';
import { createStoriesInView } from './use-stories-in-view';

const story = (id: number) => ({ id, title: `Story ${id}` }) as TrendingItem;

describe(createStoriesInView.name, () => {
  it('should tell its readers of other stories, and keep quiet and keep the old array for the same ones', () => {
    const store = createStoriesInView();
    let told = 0;
    store.subscribe(() => (told += 1));
    const [first, second] = [story(1), story(2)];
    store.report([first, second]);
    const reported = store.current();
    store.report([first, second]);
    expect(told).toBe(1);
    expect(store.current()).toBe(reported);
    store.report([second, first]);
    expect(told).toBe(2);
    expect(store.current()).toEqual([second, first]);
  });

  it('should stop telling a reader that has left', () => {
    const store = createStoriesInView();
    let told = 0;
    const leave = store.subscribe(() => (told += 1));
    leave();
    store.report([story(1)]);
    expect(told).toBe(0);
    expect(store.current()).toHaveLength(1);
  });
});
