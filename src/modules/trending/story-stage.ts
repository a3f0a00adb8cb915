// A story's stage and newsjacking window from its snapshots (issue 31). STORY_STAGE_EXPLANATION in
// src/contracts/timeline.contract.ts says this rule in words (the README and the dashboard show it):
// keep them in step. Pure: the same snapshots always give the same answer, and "now" is the latest
// snapshot's time, never the clock, so a cached list answer stays true until the next fetch.
import { SOURCE_HALF_LIFE_HOURS, SPARKLINE_POINTS, type Sparkline, type StoryTimeline } from '../../contracts/timeline.contract.js';
import type { ItemSource } from '../../contracts/trending.contract.js';
import { engagementOf } from './pr-score.js';

/** What the rule reads of one snapshot. */
export type SnapshotPoint = {
  atMs: number;
  rank: number | null;
  upvotes: number | null;
  comments: number | null;
  shares: number | null;
};

const HOUR_MS = 3_600_000;
/** Growth is measured from the newest snapshot at least this much older than the latest one. */
const GROWTH_BASE_MS = HOUR_MS;

type Measured = { atMs: number; value: number };

/**
 * The stage, window, growth and sparkline of a story on `source`, from its snapshots oldest first (an
 * empty list reads as a story just seen).
 */
export function storyTimeline(source: ItemSource, snapshots: readonly SnapshotPoint[]): StoryTimeline {
  const halfLife = SOURCE_HALF_LIFE_HOURS[source];
  const latest = snapshots[snapshots.length - 1];
  const { measure, series } = measuredSeries(snapshots);
  const sparkline: Sparkline | null = measure ? { measure, values: series.slice(-SPARKLINE_POINTS).map((point) => point.value) } : null;
  if (!latest || snapshots.length === 1) {
    return { stage: 'new', windowHours: halfLife, growth: null, sparkline };
  }
  // The hourly rate at which a story on this source loses half its attention in one half-life.
  const fadeRate = 1 - 0.5 ** (1 / halfLife);

  if (!measure || series.length < 2) {
    // Nothing to measure (news articles: no counts, no rank): only the time since it was first seen tells.
    return windowFrom(snapshots[0]!.atMs, latest.atMs, halfLife, null, sparkline);
  }
  const current = series[series.length - 1]!;
  const base = newestAtLeast(series, current.atMs - GROWTH_BASE_MS) ?? series[0]!;
  const growthRate = hourlyGrowth(measure, base, current);
  const growth = Math.round(growthRate * 100);
  if (growthRate >= fadeRate) {
    return { stage: 'rising', windowHours: halfLife, growth, sparkline };
  }
  if (growthRate <= -fadeRate) {
    return { stage: 'fading', windowHours: 0, growth, sparkline };
  }
  return windowFrom(lastRiseAt(measure, series, fadeRate), current.atMs, halfLife, growth, sparkline);
}

/** Peaking for one half-life from `sinceMs`, then fading. */
function windowFrom(sinceMs: number, nowMs: number, halfLife: number, growth: number | null, sparkline: Sparkline | null): StoryTimeline {
  const left = Math.round(halfLife - (nowMs - sinceMs) / HOUR_MS);
  return left >= 1 ? { stage: 'peaking', windowHours: left, growth, sparkline } : { stage: 'fading', windowHours: 0, growth, sparkline };
}

/**
 * The story's counts when its latest snapshot has any, else its rank when it has one: the same
 * measure throughout, so a source that starts showing post counts is not read as a jump.
 */
function measuredSeries(snapshots: readonly SnapshotPoint[]): { measure: Sparkline['measure'] | null; series: Measured[] } {
  const latest = snapshots[snapshots.length - 1];
  if (!latest) return { measure: null, series: [] };
  if (engagementOf(latest) !== null) {
    const series = snapshots.flatMap((point) => {
      const value = engagementOf(point);
      return value === null ? [] : [{ atMs: point.atMs, value }];
    });
    return { measure: 'count', series };
  }
  if (latest.rank !== null && latest.rank >= 1) {
    const series = snapshots.flatMap((point) => (point.rank !== null && point.rank >= 1 ? [{ atMs: point.atMs, value: point.rank }] : []));
    return { measure: 'rank', series };
  }
  return { measure: null, series: [] };
}

/**
 * Compound growth per hour from `from` to `to`: counts by their ratio (one added to each, so a count
 * of 0 is measurable), ranks by how far up the list it climbed (rank 8 to rank 2 is fourfold).
 */
function hourlyGrowth(measure: Sparkline['measure'], from: Measured, to: Measured): number {
  const hours = Math.max((to.atMs - from.atMs) / HOUR_MS, 1 / 60);
  const ratio = measure === 'count' ? (to.value + 1) / (from.value + 1) : from.value / to.value;
  return ratio ** (1 / hours) - 1;
}

/** The time of the last snapshot the story reached by rising at least `fadeRate` an hour; its first snapshot when it never did. */
function lastRiseAt(measure: Sparkline['measure'], series: readonly Measured[], fadeRate: number): number {
  for (let index = series.length - 1; index >= 1; index--) {
    if (hourlyGrowth(measure, series[index - 1]!, series[index]!) >= fadeRate) return series[index]!.atMs;
  }
  return series[0]!.atMs;
}

/** The newest point at or before `atMs`, or undefined. */
function newestAtLeast(series: readonly Measured[], atMs: number): Measured | undefined {
  for (let index = series.length - 1; index >= 0; index--) {
    if (series[index]!.atMs <= atMs) return series[index];
  }
  return undefined;
}
