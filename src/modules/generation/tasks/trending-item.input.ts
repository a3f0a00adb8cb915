import { storyText } from '../../../common/text/story-text.js';
import type { ItemSource, SensitivityKind, TrendingItem } from '../../../contracts/trending.contract.js';
import { isLightItem } from '../../brand-safety/index.js';
import type { RegionKey } from '../builtin/knowledge/regions.js';
import { storyCountry, targetMarket } from '../market/story-market.js';
import { clientForStory, clientTargetMarket, type ClientBrief, type StoryClient } from './client-brief.js';

/** What the AI tasks know about one trending item. */
export type AiTrendingItem = {
  title: string;
  /** The item's text without its lists of links (storyText), up to AI_ITEM_CONTENT_LIMIT characters. */
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
  /** The link to the item upstream. */
  sourceUrl: string | null;
  /** ISO 8601 time it was published upstream. */
  publishedAt: string;
  /** Where the story comes from (storyCountry: the publication and the places it names). */
  country: RegionKey;
  /** The market its ideas are written for: the client's (clientTargetMarket) when one is chosen, else the story's own. */
  targetMarket: RegionKey;
  /** Who the ideas are written for (issue 27); absent without a client, so prompts and cache keys stay as they were. */
  client?: StoryClient;
};

/** A strategist reads the whole story; past this a long self-post repeats itself and only adds cost. */
export const AI_ITEM_CONTENT_LIMIT = 2000;

/** Maps a stored trending item (and its topic's name, and the client chosen) to a task input. */
export function toAiTrendingItem(item: TrendingItem, topicName: string | null, client: ClientBrief | null = null): AiTrendingItem {
  const input = withStoryMarket({
    title: item.title.trim(),
    content: storyText(item.content, AI_ITEM_CONTENT_LIMIT),
    source: item.source,
    subreddit: item.subreddit,
    publication: item.publication,
    topicName,
    engagement: { upvotes: item.upvotes, comments: item.comments, shares: item.shares },
    sensitivity: item.sensitivity,
    light: isLightItem(item.title, item.content, { subreddit: item.subreddit, topicName }),
    sourceUrl: item.sourceUrl,
    publishedAt: item.timestamp,
  });
  return client ? forClient(input, client) : input;
}

/** The item written for a client: its markets decide the target market, its best-fitting spokesperson and data are chosen. */
export function forClient(item: AiTrendingItem, client: ClientBrief): AiTrendingItem {
  return {
    ...item,
    targetMarket: clientTargetMarket(item.country, client),
    client: clientForStory(client, `${item.title}\n${item.content ?? ''}`),
  };
}

/** An item with its country and target market read from its own fields (also for fixtures and benches). */
export function withStoryMarket(item: Omit<AiTrendingItem, 'country' | 'targetMarket'>): AiTrendingItem {
  const country = storyCountry(item);
  return { ...item, country, targetMarket: targetMarket({ country }) };
}
