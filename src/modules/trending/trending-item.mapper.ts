import {
  APPROXIMATE_SHARES_SOURCES,
  storySourceBonus,
  type Topic as TopicContract,
  type TrendingItem as TrendingItemContract,
} from '../../contracts/trending.contract.js';
import { itemSensitivity } from '../brand-safety/index.js';
import type { Topic } from './topic.entity.js';
import type { TrendingItemRow } from './trending-item.repository.js';

/** The one mapping of a stored item to the API's TrendingItem: every read (list, one item, brief candidates) uses it. */
export function toTrendingItemContract(row: TrendingItemRow): TrendingItemContract {
  return {
    ...toStoredItem(row),
    topicId: row.topic_id,
    upvotes: row.upvotes,
    comments: row.comments,
    shares: row.shares === null ? null : Number(row.shares),
    // Derived on read, like the sensitivity: which sources report ranges is a fact about the source.
    ...(row.shares !== null && APPROXIMATE_SHARES_SOURCES.includes(row.source) ? { sharesApproximate: true as const } : {}),
    timestamp: new Date(row.timestamp).toISOString(),
    sensitivity: itemSensitivity(row.title, row.content),
  };
}

/**
 * A stored item as it was fetched and scored, without what is derived on read (the sensitivity, a
 * regex scan of the text, and the story grouping): what watchlist matching and alerts read.
 */
export type StoredItem = Pick<
  TrendingItemContract,
  'id' | 'source' | 'subreddit' | 'publication' | 'sourceUrl' | 'title' | 'content' | 'prScore'
>;

export function toStoredItem(row: TrendingItemRow): StoredItem {
  return {
    id: row.id,
    source: row.source,
    subreddit: row.subreddit,
    publication: row.publication,
    sourceUrl: row.source_url,
    title: row.title,
    content: row.content,
    prScore: row.pr_score,
  };
}

/**
 * A story's list row: the `row` member (the representative, or the best member matching the list's
 * filter) with the group's other members and the points its other sources add (storySourceBonus).
 */
export function toStoryRow(row: TrendingItemContract, members: readonly TrendingItemContract[]): TrendingItemContract {
  const others = members.filter((member) => member.id !== row.id);
  if (others.length === 0) return row;
  const prScore = Math.min(100, row.prScore + storySourceBonus(new Set(members.map((member) => member.source)).size));
  return {
    ...row,
    prScore,
    alsoTrendingOn: others.map(({ id, source, title, sourceUrl }) => ({ id, source, title, sourceUrl })),
    ...(prScore > row.prScore ? { groupScoreBoost: prScore - row.prScore } : {}),
  };
}

export function toTopicContract(topic: Topic): TopicContract {
  return { id: topic.id, name: topic.name, color: topic.color };
}
