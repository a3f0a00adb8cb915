import type { CustomFeed } from '@contracts/feeds.contract';

export type FeedFetchStatus =
  | { kind: 'not-fetched' }
  | { kind: 'read'; at: string; itemCount: number }
  | { kind: 'failed'; at: string; error: string; lastItemCount: number | null };

/** What the last fetch did with a feed, for its row on the News Scraper screen. */
export function feedFetchStatus(feed: CustomFeed): FeedFetchStatus {
  if (feed.lastFetchAt === null) return { kind: 'not-fetched' };
  if (feed.lastError !== null) return { kind: 'failed', at: feed.lastFetchAt, error: feed.lastError, lastItemCount: feed.itemCount };
  return { kind: 'read', at: feed.lastFetchAt, itemCount: feed.itemCount ?? 0 };
}

/** "1 story", "12 stories". */
export function storyCount(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`;
}

/** The host of an address for a compact link text ("gazette.example.org"); the address itself when it cannot be read. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
