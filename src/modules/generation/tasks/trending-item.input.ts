import type { ItemSource, SensitivityKind, TrendingItem } from '../../../contracts/trending.contract.js';
import { isLightItem } from '../../brand-safety/index.js';

/** What the AI tasks know about one trending item. */
export type AiTrendingItem = {
  title: string;
  content: string | null;
  source: ItemSource;
  subreddit: string | null;
  publication: string | null;
  topicName: string | null;
  engagement: { upvotes: number | null; comments: number | null; shares: number | null };
  /** Kinds of sensitive news it touches; generators offer only respectful kinds of PR when any. */
  sensitivity: SensitivityKind[];
  /** Recognised as light news (brand-safety/light-news.ts): only then may generators offer playful formats. */
  light: boolean;
};

/** Long self-posts add cost and cache-key noise but little signal; the opening says what the post is. */
export const AI_ITEM_CONTENT_LIMIT = 1500;

/** Maps a stored trending item (and its topic's name) to a task input. */
export function toAiTrendingItem(item: TrendingItem, topicName: string | null): AiTrendingItem {
  const content = item.content?.trim() ?? '';
  return {
    title: item.title.trim(),
    content: content === '' ? null : content.slice(0, AI_ITEM_CONTENT_LIMIT),
    source: item.source,
    subreddit: item.subreddit,
    publication: item.publication,
    topicName,
    engagement: { upvotes: item.upvotes, comments: item.comments, shares: item.shares },
    sensitivity: item.sensitivity,
    light: isLightItem(item.title, item.content, { subreddit: item.subreddit, topicName }),
  };
}
