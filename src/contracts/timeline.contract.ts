// Story timelines (issue 31): the snapshots every fetch records, the stage and newsjacking window
// worked out from them (src/modules/trending/story-stage.ts), and the words the screens and alerts use.
// Shared by the server and web/; plain TypeScript.
// The stage and sparkline types are in trending.contract.ts, beside the list row that carries them.
import { ITEM_SOURCE_LABELS, type ItemSource, type Sparkline, type StoryStage } from './trending.contract.js';
import { formatNumber } from './number-format.contract.js';

export { STORY_STAGES, type Sparkline, type StoryStage } from './trending.contract.js';

export const STORY_STAGE_LABELS: Readonly<Record<StoryStage, string>> = {
  new: 'New',
  rising: 'Rising',
  peaking: 'Peaking',
  fading: 'Fading',
};

/** At most one snapshot per story in this many minutes, however often it is fetched. */
export const SNAPSHOT_MIN_INTERVAL_MINUTES = 10;
/** Snapshots older than this are deleted by the daily cleanup job. */
export const SNAPSHOT_RETENTION_DAYS = 30;
/** How many of a story's newest snapshots the list's sparkline carries. */
export const SPARKLINE_POINTS = 12;

/**
 * How long a story typically holds its source's attention before it has lost half of it, in hours. The
 * stage rule measures a story's growth against the loss this implies, and its window against this time.
 * - x_trending: half the trends that reach the worldwide top 10 leave it within 2 hours and 90% within
 *   5 (the recorded hourly X lists of August and September 2025, 4,504 runs); trend pages list 50, so
 *   a trend stays on them somewhat longer: 4 hours. Bluesky's trending topics turn over alike.
 * - reddit: the "hot" ranking takes a tenfold score to make up 12.5 hours of age, so a post's place
 *   halves in about half a day: 12 hours.
 * - hackernews: front-page stories fall off within about a day under the ranking's age gravity: 8 hours.
 * - google_trends, wikipedia, news, mastodon: counted per day (a day's searches, yesterday's views, two
 *   days of posts) or read once a day, and the PR score's recency halves every 24 hours: 24 hours.
 */
export const SOURCE_HALF_LIFE_HOURS: Readonly<Record<ItemSource, number>> = {
  x_trending: 4,
  bluesky: 4,
  reddit: 12,
  hackernews: 8,
  google_trends: 24,
  wikipedia: 24,
  news: 24,
  mastodon: 24,
};

/** GET /api/trending/:id/history: one entry per snapshot, oldest first. */
export type StorySnapshot = {
  /** ISO 8601 time of the fetch that recorded it. */
  at: string;
  rank: number | null;
  upvotes: number | null;
  comments: number | null;
  /** Posts, searches or views on the sources that count those (COUNT_NOUNS). */
  shares: number | null;
  prScore: number;
};

/** A story's stage and window as of its latest snapshot; every list row carries them. */
export type StoryTimeline = {
  stage: StoryStage;
  /** Whole hours the story stays worth joining from its latest snapshot; 0 when fading. */
  windowHours: number;
  /** Growth in percent an hour (counts, or rank climbed) over about the last hour; null with one snapshot or nothing to measure. */
  growth: number | null;
  /** The newest SPARKLINE_POINTS values, oldest first; null when the story has neither counts nor a rank. */
  sparkline: Sparkline | null;
};

/** The stage badge in words: "Rising, about 6 h left to join", "Fading, past its window". */
export function stageBadgeText(timeline: Pick<StoryTimeline, 'stage' | 'windowHours'>): string {
  const label = STORY_STAGE_LABELS[timeline.stage];
  if (timeline.stage === 'fading' || timeline.windowHours <= 0) return `${label}, past its window`;
  return `${label}, about ${timeline.windowHours} h left to join`;
}

/** The "Rising now" filter's rule, one for the list and the watchlists' "only rising stories". */
export function isRisingNow(timeline: { stage?: StoryStage } | null | undefined): boolean {
  return timeline?.stage === 'rising';
}

/** The sparkline in words, its text equivalent: "Counts over the last 5 snapshots: 68,000 → 180,000 (highest 180,000)." */
export function sparklineText(sparkline: Sparkline | null): string {
  if (!sparkline || sparkline.values.length === 0) return 'No counts or rank to draw yet.';
  const { values } = sparkline;
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const span = values.length === 1 ? 'the one snapshot so far' : `the last ${values.length} snapshots`;
  if (sparkline.measure === 'rank') {
    return `Rank over ${span}: ${values.map((value) => `#${value}`).join(', ')} (best #${Math.min(...values)}).`;
  }
  return values.length === 1
    ? `Counts over ${span}: ${formatNumber(first)}.`
    : `Counts over ${span}: ${formatNumber(first)} → ${formatNumber(last)} (highest ${formatNumber(Math.max(...values))}).`;
}

/** The rule in words; the README says the same, and src/modules/trending/story-stage.ts does it. */
export const STORY_STAGE_EXPLANATION = `Every fetch records a snapshot of each story it sees (at most one per ${SNAPSHOT_MIN_INTERVAL_MINUTES} minutes, kept ${SNAPSHOT_RETENTION_DAYS} days). A story's stage and window follow from its snapshots, measured against its source's typical half-life: how long a story there holds attention before it has lost half of it (${Object.entries(
  SOURCE_HALF_LIFE_HOURS,
)
  .map(([source, hours]) => `${ITEM_SOURCE_LABELS[source as ItemSource]} ${hours} h`)
  .join(', ')}).
- Growth is how fast its counts (upvotes + comments + shares, or what the source counts instead) grew per hour, from the snapshot about an hour before the latest one; on a source without counts, how fast it climbed the source's own ranking.
- New: one snapshot so far; worth joining for about one half-life.
- Rising: growing at least as fast as a story on its source typically fades (the rate that halves attention in one half-life). About one half-life left to join.
- Peaking: growing slower than that, and falling slower too. The window is one half-life from the last time it rose, less the time since.
- Fading: falling faster than that rate, or a whole half-life has passed since it last rose. Past its window.
The stage is as of the story's latest snapshot: the same snapshots always give the same stage.`;
