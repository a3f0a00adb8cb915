import type { CustomFeed as CustomFeedContract } from '../../contracts/feeds.contract.js';
import type { CustomFeed } from './custom-feed.entity.js';

/** A followed feed as the API answers it. */
export function toCustomFeedContract(feed: CustomFeed): CustomFeedContract {
  return {
    id: feed.id,
    url: feed.url,
    title: feed.title,
    siteUrl: feed.siteUrl,
    paused: feed.paused,
    createdAt: feed.createdAt.toISOString(),
    lastFetchAt: feed.lastFetchAt?.toISOString() ?? null,
    lastError: feed.lastError,
    itemCount: feed.itemCount,
  };
}
