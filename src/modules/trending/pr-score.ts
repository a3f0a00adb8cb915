// The PR score (0-100) of a trending item, DESIGN.md section 6. One pure function of the item and of
// its fetch batch's statistics (passed in, so the same input always gives the same score).
import { PR_SCORE_WEIGHTS, type ItemSource, type SensitivityKind } from '../../contracts/trending.contract.js';
// The plain-words account of this formula is PR_SCORE_EXPLANATION in the trending contract (the README
// shows it) and the dashboard's PR score help: keep them in step.
import type { NormalizedItem } from './normalized-item.js';
import { readPrTextSignals, type PrTextSignals } from './pr-text-signals.js';

export type PrScoreInput = Pick<
  NormalizedItem,
  'source' | 'subreddit' | 'publication' | 'title' | 'content' | 'upvotes' | 'comments' | 'shares' | 'timestamp' | 'rank'
> & {
  /**
   * Engagement gained per hour since the story's previous snapshot (issue 31), when it has one with
   * counts: the real growth, which the velocity part then uses instead of the guess "engagement since
   * posting" (a trend dated when read, or a post fetched late, has no true posting time). Negative
   * when the counts fell (a trend's rolling post count): no velocity.
   */
  observedEngagementPerHour?: number | null;
};

/** Statistics of one community (a subreddit, one X page, one outlet) in the fetched batch. */
export type CommunityStats = {
  /** Known engagement values, ascending. */
  sortedEngagement: Float64Array;
  /** Items of the group that carry a rank. */
  rankedCount: number;
};

export type PrScoreContext = {
  /** The instant ages are measured from (the fetch time). */
  nowMs: number;
  /** Keyed by `communityKey()`. */
  communities: ReadonlyMap<string, CommunityStats>;
};

export type PrScoreParts = {
  /** Points each part contributes before the penalty; they add up to the base score. */
  engagement: number;
  velocity: number;
  recency: number;
  newsworthiness: number;
  /** Points taken off for brand-safety risks (0 when none). */
  brandSafetyPenalty: number;
};

export type PrScoreResult = { score: number; parts: PrScoreParts };

const WEIGHTS = PR_SCORE_WEIGHTS;
/** Share of the engagement part that comes from the rank within the group (the rest: the log scale). */
const PERCENTILE_SHARE = 0.6;
/** Groups smaller than this lean on the log scale, since a rank among few items says little. */
const FULL_PERCENTILE_GROUP_SIZE = 10;
const RECENCY_HALF_LIFE_HOURS = 24;
/** X trends without a post count: their page rank, discounted for the missing number. */
const RANK_ONLY_DISCOUNT = 0.8;
/** Items with no engagement figure and no rank (news articles). */
const NO_ENGAGEMENT_LEVEL = 0.35;
/**
 * What the gravest sensitivity class leaves of the total. Harm done by people weighs most, loss of life
 * by accident or illness a little less; illness and party politics are risky for a brand, not off limits.
 * Only the gravest class counts: a war story that also names the dead is one grave story, not two.
 */
const SENSITIVITY_MULTIPLIERS: Readonly<Record<SensitivityKind, number>> = {
  violence: 0.6,
  'war-terror': 0.6,
  abuse: 0.6,
  'suicide-self-harm': 0.6,
  death: 0.7,
  disaster: 0.7,
  // People in need (homelessness, poverty, refugees, the missing): a brand should not profit from
  // their attention, as with a death or a disaster.
  hardship: 0.7,
  'serious-illness': 0.85,
  'partisan-politics': 0.85,
};
/** NSFW and hate words multiply on top of the sensitivity class. */
const CONTENT_MULTIPLIERS = { nsfw: 0.4, hate: 0.5 } as const;

type Scale = { floor: number; reference: number };
// Per-source levels: `floor` scores 0, `reference` and above score 1, log scale between. Each pair is
// "barely noticed" to "as big as it gets on that source", so the same level means the same standing
// on every source and items stay comparable across them (a typical front-page Hacker News story, a
// 50K+ Google query and a 100,000-view Wikipedia article all land near 0.6; see pr-score.spec.ts).
//
// - hackernews (points + comments): 10 is a story that barely reached the front page; 2,000 is the
//   very top. Of the ~2 million stories submitted by October 2015 only 217 passed 1,000 points, one
//   in 9,000 (debarghyadas.com, "Looking back at 9 years of Hacker News"); the recorded front page of
//   2020-07-05 (shared/data/sources/hackernews) runs from 31 to 1,005 points + comments, median about 80.
// - google_trends (searches, the lower bound of Google's bucket): "100+" is the smallest bucket Google
//   shows (the Bangladesh "Trending now" recording of 2026-02-02 runs 100+ to 1000+); "1M+" is a
//   country's event of the day (the US daily list of 2020-10-17 runs 20,000+ to 500,000+, 50,000+
//   being its lower middle).
// - wikipedia (page views on the counted day): the most-read list stops at its 50th article, about
//   1,000 views a day on a small edition; 1,000,000 a day is the top of English Wikipedia on a news
//   day (the recorded English lists of 2016-06-01 and 2017-02-05 run from 50,000 to 400,000).
// - mastodon (posts sharing a link or tag over two days on one instance): Mastodon's own API examples
//   show trending links and tags at 7 to 30 uses a day on mastodon.social (docs.joinmastodon.org,
//   methods/trends); 2,000 posts is an instance-wide event.
// - bluesky: the trending-topics API gives no counts, so topics are scored by their rank, as X trends
//   without a post count are; X's levels stand in should counts appear.
// - news: no public counts (a fixed middle level applies); the levels are never read.
const ENGAGEMENT_SCALES: Record<ItemSource, Scale> = {
  reddit: { floor: 10, reference: 20_000 },
  x_trending: { floor: 1_000, reference: 1_000_000 },
  news: { floor: 10, reference: 10_000 },
  hackernews: { floor: 10, reference: 2_000 },
  google_trends: { floor: 100, reference: 1_000_000 },
  wikipedia: { floor: 1_000, reference: 1_000_000 },
  mastodon: { floor: 5, reference: 2_000 },
  bluesky: { floor: 1_000, reference: 1_000_000 },
};
// Engagement per hour since posting (at least one hour). Hacker News: a story at 10 points after five
// hours is slow, one at 1,000 after two hours is as fast as the site gets. Google Trends counts from
// when the query started trending: "200+" over ten hours is slow, "1M+" within five hours the top.
// Wikipedia dates its items at noon of the counted day (see the connector), so a day's views spread
// over about 24 hours: the daily levels divided by 24. Mastodon trends, like X trends, are dated when
// read, so their rate is their count and the levels are the same.
const VELOCITY_SCALES: Record<ItemSource, Scale> = {
  reddit: { floor: 5, reference: 5_000 },
  x_trending: { floor: 1_000, reference: 1_000_000 },
  news: { floor: 5, reference: 5_000 },
  hackernews: { floor: 2, reference: 500 },
  google_trends: { floor: 20, reference: 200_000 },
  wikipedia: { floor: 40, reference: 40_000 },
  mastodon: { floor: 5, reference: 2_000 },
  bluesky: { floor: 1_000, reference: 1_000_000 },
};

/** Upvotes + comments + shares (SPEC section 9's "engagement"); null when the upstream gives none. */
export function engagementOf(input: Pick<PrScoreInput, 'upvotes' | 'comments' | 'shares'>): number | null {
  if (input.upvotes === null && input.comments === null && input.shares === null) return null;
  return Math.max(0, input.upvotes ?? 0) + Math.max(0, input.comments ?? 0) + Math.max(0, input.shares ?? 0);
}

/** The group an item is compared within: source plus subreddit or outlet, case-insensitive. */
export function communityKey(input: Pick<PrScoreInput, 'source' | 'subreddit' | 'publication'>): string {
  return `${input.source}:${(input.subreddit ?? input.publication ?? '').toLowerCase()}`;
}

/** Collects the per-community statistics of a fetched batch; build once per batch, then score each item. */
export function buildPrScoreContext(batch: readonly PrScoreInput[], nowMs: number): PrScoreContext {
  const groups = new Map<string, { values: number[]; rankedCount: number }>();
  for (const item of batch) {
    const key = communityKey(item);
    let group = groups.get(key);
    if (!group) {
      group = { values: [], rankedCount: 0 };
      groups.set(key, group);
    }
    const engagement = engagementOf(item);
    if (engagement !== null) group.values.push(engagement);
    if (item.rank !== null) group.rankedCount++;
  }
  const communities = new Map<string, CommunityStats>();
  for (const [key, group] of groups) {
    communities.set(key, { sortedEngagement: Float64Array.from(group.values).sort(), rankedCount: group.rankedCount });
  }
  return { nowMs, communities };
}

/**
 * Scores one item 0-100 (an integer) and says how many points each part gave. Pure: depends only on
 * `input` and `context`. Monotone: more upvotes, comments or shares never lower the score; an older
 * timestamp never raises it. `signals` may be passed when the caller already read the text.
 */
export function prScore(
  input: PrScoreInput,
  context: PrScoreContext,
  signals: PrTextSignals = readPrTextSignals(input.title, input.content),
): PrScoreResult {
  const postedMs = Date.parse(input.timestamp);
  const ageHours = Number.isNaN(postedMs) ? RECENCY_HALF_LIFE_HOURS : Math.max(0, (context.nowMs - postedMs) / 3_600_000);
  const stats = context.communities.get(communityKey(input));
  const engagement = engagementOf(input);

  let engagementLevel: number;
  let velocityLevel: number;
  if (engagement !== null) {
    const absolute = logScale(engagement, ENGAGEMENT_SCALES[input.source]);
    const groupSize = stats?.sortedEngagement.length ?? 0;
    const share = PERCENTILE_SHARE * Math.min(1, groupSize / FULL_PERCENTILE_GROUP_SIZE);
    const percentile = stats && groupSize > 0 ? midRankPercentile(stats.sortedEngagement, engagement) : 0;
    engagementLevel = share * percentile + (1 - share) * absolute;
    const perHour = input.observedEngagementPerHour ?? engagement / Math.max(1, ageHours);
    velocityLevel = logScale(perHour, VELOCITY_SCALES[input.source]);
  } else if (input.rank !== null && input.rank >= 1) {
    const listLength = Math.max(stats?.rankedCount ?? 0, input.rank);
    engagementLevel = RANK_ONLY_DISCOUNT * ((listLength - input.rank + 0.5) / listLength);
    velocityLevel = engagementLevel;
  } else {
    engagementLevel = NO_ENGAGEMENT_LEVEL;
    velocityLevel = NO_ENGAGEMENT_LEVEL;
  }

  const parts = {
    engagement: WEIGHTS.engagement * engagementLevel,
    velocity: WEIGHTS.velocity * velocityLevel,
    recency: WEIGHTS.recency * 0.5 ** (ageHours / RECENCY_HALF_LIFE_HOURS),
    newsworthiness: WEIGHTS.newsworthiness * newsworthinessLevel(signals),
  };
  const base = parts.engagement + parts.velocity + parts.recency + parts.newsworthiness;
  const { sensitivity, nsfw, hate } = signals.brandSafety;
  let multiplier = Math.min(1, ...sensitivity.map((kind) => SENSITIVITY_MULTIPLIERS[kind]));
  if (nsfw) multiplier *= CONTENT_MULTIPLIERS.nsfw;
  if (hate) multiplier *= CONTENT_MULTIPLIERS.hate;
  const score = Math.min(100, Math.max(0, Math.round(base * multiplier)));
  return {
    score,
    parts: {
      engagement: round1(parts.engagement),
      velocity: round1(parts.velocity),
      recency: round1(parts.recency),
      newsworthiness: round1(parts.newsworthiness),
      brandSafetyPenalty: round1(base * (1 - multiplier)),
    },
  };
}

/** Scores a whole fetched batch against its own statistics, in input order. */
export function scorePrBatch(batch: readonly PrScoreInput[], nowMs: number): PrScoreResult[] {
  const context = buildPrScoreContext(batch, nowMs);
  return batch.map((item) => prScore(item, context));
}

function newsworthinessLevel(signals: PrTextSignals): number {
  const data = signals.dataPoints === 0 ? 0 : signals.dataPoints === 1 ? 0.2 : 0.3;
  const entities = signals.entities === 0 ? 0 : signals.entities === 1 ? 0.2 : 0.35;
  const conflict = signals.conflictOrSurprise === 0 ? 0 : signals.conflictOrSurprise === 1 ? 0.2 : 0.35;
  return Math.min(1, data + entities + conflict);
}

/** 0 at or below the floor, 1 at or above the reference, log-linear between: non-decreasing in value. */
function logScale(value: number, scale: Scale): number {
  if (!(value > scale.floor)) return 0;
  const level = (Math.log1p(value) - Math.log1p(scale.floor)) / (Math.log1p(scale.reference) - Math.log1p(scale.floor));
  return Math.min(1, level);
}

/** Share of the group below `value`, counting ties as half: non-decreasing in value, in [0, 1]. */
function midRankPercentile(sorted: Float64Array, value: number): number {
  const below = countBelow(sorted, value, false);
  const atOrBelow = countBelow(sorted, value, true);
  return (below + (atOrBelow - below) / 2) / sorted.length;
}

/** Binary search: how many values are < `value` (or <= with `inclusive`). */
function countBelow(sorted: Float64Array, value: number, inclusive: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const current = sorted[middle] as number;
    if (current < value || (inclusive && current === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
