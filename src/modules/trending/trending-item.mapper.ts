import type { TrendingItem as TrendingItemContract } from '../../contracts/trending.contract.js';
import { itemSensitivity } from '../brand-safety/index.js';
import type { TrendingItem } from './trending-item.entity.js';

export function toTrendingItemContract(item: TrendingItem): TrendingItemContract {
  return {
    id: item.id,
    topicId: item.topic?.id ?? null,
    source: item.source,
    subreddit: item.subreddit,
    publication: item.publication,
    sourceUrl: item.sourceUrl,
    title: item.title,
    content: item.content,
    upvotes: item.upvotes,
    comments: item.comments,
    shares: item.shares === null ? null : Number(item.shares),
    prScore: item.prScore,
    timestamp: item.timestamp.toISOString(),
    sensitivity: itemSensitivity(item.title, item.content),
  };
}
