import { describe, expect, it } from '@jest/globals';
import type { CustomFeed } from '@contracts/feeds.contract';
import { feedFetchStatus, hostOf, storyCount } from './feed-status';

const FEED: CustomFeed = {
  id: 1,
  url: 'https://gazette.example.org/news/latest.rss',
  title: 'Harbour Gazette',
  siteUrl: 'https://gazette.example.org/news/',
  paused: false,
  createdAt: '2026-11-22T08:00:00.000Z',
  lastFetchAt: null,
  lastError: null,
  itemCount: null,
};

describe(feedFetchStatus.name, () => {
  it('should say a feed no fetch has read yet is not fetched', () => {
    expect(feedFetchStatus(FEED)).toEqual({ kind: 'not-fetched' });
  });

  it('should give the stories of a feed that was read', () => {
    expect(feedFetchStatus({ ...FEED, lastFetchAt: '2026-11-23T08:00:00.000Z', itemCount: 12 })).toEqual({
      kind: 'read',
      at: '2026-11-23T08:00:00.000Z',
      itemCount: 12,
    });
  });

  it('should give the error of a feed the last fetch could not read, with the stories of its last good read', () => {
    const failed = { ...FEED, lastFetchAt: '2026-11-23T08:00:00.000Z', lastError: 'The feed did not answer in time.', itemCount: 4 };

    expect(feedFetchStatus(failed)).toEqual({
      kind: 'failed',
      at: '2026-11-23T08:00:00.000Z',
      error: 'The feed did not answer in time.',
      lastItemCount: 4,
    });
  });
});

describe(storyCount.name, () => {
  it('should count stories in words', () => {
    expect([storyCount(0), storyCount(1), storyCount(30)]).toEqual(['0 stories', '1 story', '30 stories']);
  });
});

describe(hostOf.name, () => {
  it('should shorten an address to its host', () => {
    expect(hostOf('https://gazette.example.org:8443/news/')).toBe('gazette.example.org:8443');
    expect(hostOf('not an address')).toBe('not an address');
  });
});
