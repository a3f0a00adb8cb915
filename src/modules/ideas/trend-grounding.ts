// Grounding of brand-brief ideas in real stored trends: which trends a brief may ride on, what an
// idea says about its trend, and the rule that an idea never carries trend info we did not give it.

import { BRIEF_DEFAULTS, type BriefCampaignIdea } from '../../contracts/ideas.contract.js';
import { ITEM_SOURCE_LABELS, type ItemSource, type TrendingItem } from '../../contracts/trending.contract.js';
import { type GroundingTrend, parseTargetRegions, storyFitsRegions } from '../generation/index.js';
import { sectorFit } from './sector-fit.js';

/** At most this many trends go into one generation: enough to ground a few ideas, not all of them. */
export const GROUNDING_TREND_LIMIT = 3;

/** How many of the best-scored recent items are looked at for a sector fit. */
export const GROUNDING_CANDIDATE_LIMIT = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a story from each source stays pitchable from the moment it was posted: an X trend is
 * gone within a couple of days, a Reddit thread lasts a few, a news story about a week. Search
 * spikes and social trends (Google Trends, Bluesky, Mastodon) fade like X's; a Hacker News front-page
 * story and a most-read Wikipedia article (counted over a whole day) keep a little longer.
 */
export const SHELF_LIFE_DAYS: Readonly<Record<ItemSource, number>> = {
  x_trending: 2,
  reddit: 4,
  news: 7,
  google_trends: 2,
  bluesky: 2,
  mastodon: 2,
  hackernews: 3,
  wikipedia: 3,
};

/** Earliest posting time a trend may have to count for a brief with this timeframe. */
export function groundingSince(trendTimeframeDays: number, nowMs: number): Date {
  return new Date(nowMs - trendTimeframeDays * DAY_MS);
}

/** The name people know the item's platform by: "Reddit", "X (Twitter)", "Hacker News" or the news outlet. */
export function sourcePlatformName(item: Pick<TrendingItem, 'source' | 'publication'>): string {
  return item.source === 'news' ? item.publication?.trim() || ITEM_SOURCE_LABELS.news : ITEM_SOURCE_LABELS[item.source];
}

/** Whole days the item stays pitchable: its source's shelf life minus its age, at least 1. */
export function trendShelfLifeDays(item: Pick<TrendingItem, 'source' | 'timestamp'>, nowMs: number): number {
  const ageDays = Math.max(0, (nowMs - Date.parse(item.timestamp)) / DAY_MS);
  return Math.max(1, Math.ceil(SHELF_LIFE_DAYS[item.source] - ageDays));
}

/**
 * The trends a brief's ideas may ride on: candidates (already limited to the brief's timeframe and to
 * items with a link) whose title or subreddit fits the sector (see sector-fit.ts; a keyword deep in
 * a post's body is not enough to peg an idea on it) and the target regions (a story that
 * names a country fits only a brief aimed at it; one that names none fits any), best PR score first,
 * newest on ties. Each carries its sensitivity, so the generator can keep sensitive trends respectful.
 */
export function selectGroundingTrends(
  candidates: readonly TrendingItem[],
  sector: string,
  nowMs: number,
  targetRegions: string = BRIEF_DEFAULTS.target_regions,
): GroundingTrend[] {
  const fits = sectorFit(sector);
  if (!fits) {
    return [];
  }
  const regions = parseTargetRegions(targetRegions);
  return candidates
    .filter((item): item is TrendingItem & { sourceUrl: string } => item.sourceUrl !== null && fits({ ...item, content: null }))
    .filter((item) => storyFitsRegions(item.title, regions))
    .sort((a, b) => b.prScore - a.prScore || Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, GROUNDING_TREND_LIMIT)
    .map((item) => ({
      title: item.title,
      source_platform: sourcePlatformName(item),
      trend_link: item.sourceUrl,
      time_to_live_days: trendShelfLifeDays(item, nowMs),
      sensitivity: item.sensitivity,
    }));
}

/**
 * An idea that links one of the given trends gets that trend's platform and shelf life; any other
 * idea loses source_platform, trend_link and time_to_live_days, so no answer carries trend info that
 * does not come from a stored item (a model may guess them).
 */
export function groundIdeas(ideas: readonly BriefCampaignIdea[], trends: readonly GroundingTrend[]): BriefCampaignIdea[] {
  const byLink = new Map(trends.map((trend) => [trend.trend_link, trend]));
  return ideas.map((idea) => {
    const trend = idea.trend_link === undefined ? undefined : byLink.get(idea.trend_link);
    const grounded: BriefCampaignIdea = { ...idea };
    delete grounded.source_platform;
    delete grounded.trend_link;
    delete grounded.time_to_live_days;
    if (trend) {
      grounded.source_platform = trend.source_platform;
      grounded.trend_link = trend.trend_link;
      grounded.time_to_live_days = trend.time_to_live_days;
    }
    return grounded;
  });
}
