import { Injectable } from '@nestjs/common';
import type { StorySnapshot, StoryTimeline } from '../../contracts/timeline.contract.js';
import type { ItemSource } from '../../contracts/trending.contract.js';
import type { NormalizedItem } from './normalized-item.js';
import { engagementOf } from './pr-score.js';
import { type SnapshotPoint, storyTimeline } from './story-stage.js';
import type { StoredKey } from './trending-item.repository.js';
import { type SnapshotInsert, type SnapshotRow, TrendingSnapshotRepository } from './trending-snapshot.repository.js';

/**
 * How many of a story's newest snapshots its stage is worked out from: at a refresh every 15 minutes,
 * 12 hours, three of the shortest half-lives (X, Bluesky) and one of Reddit's; enough to find when it
 * last rose. Bounded so the list's read stays one short index scan per story.
 */
export const STAGE_SNAPSHOTS = 48;

const HOUR_MS = 3_600_000;

/** The timelines of stories (issue 31): snapshots recorded at each fetch, read back as stage, window, growth and curve. */
@Injectable()
export class StoryTimelinesService {
  constructor(private readonly snapshots: TrendingSnapshotRepository) {}

  /**
   * Per fetched item already stored, the engagement it gained per hour since its newest snapshot taken
   * at least SNAPSHOT_MIN_INTERVAL_MINUTES before `nowMs`, keyed like `keyOf`. Items new to the store,
   * or without counts then or now, are left out: their velocity stays the PR score's estimate.
   */
  async observedEngagementPerHour(
    items: readonly NormalizedItem[],
    stored: readonly StoredKey[],
    nowMs: number,
  ): Promise<Map<string, number>> {
    const idByKey = new Map(stored.map((entry) => [keyOf(entry), entry.id]));
    const previous = new Map((await this.snapshots.previousByItem([...idByKey.values()])).map((row) => [row.trending_item_id, row]));
    const rates = new Map<string, number>();
    for (const item of items) {
      const key = keyOf(item);
      const id = idByKey.get(key);
      const before = id === undefined ? undefined : previous.get(id);
      if (!before) continue;
      const then = engagementOf(toPoint(before));
      const now = engagementOf(item);
      const hours = (nowMs - new Date(before.at).getTime()) / HOUR_MS;
      if (then === null || now === null || !(hours > 0)) continue;
      rates.set(key, (now - then) / hours);
    }
    return rates;
  }

  /** Records what a fetch saw of each item (at most one snapshot per item per SNAPSHOT_MIN_INTERVAL_MINUTES); returns how many. */
  record(entries: readonly SnapshotInsert[]): Promise<number> {
    return this.snapshots.recordMany(entries);
  }

  /** The timeline of each item, from its newest STAGE_SNAPSHOTS snapshots. */
  async timelines(items: readonly { id: number; source: ItemSource }[]): Promise<Map<number, StoryTimeline>> {
    const byItem = new Map<number, SnapshotPoint[]>();
    for (const row of await this.snapshots.recentByItem(
      items.map((item) => item.id),
      STAGE_SNAPSHOTS,
    )) {
      // The sum stands in for the three counts: the rule reads only their sum (engagementOf) and whether there is one.
      byItem.set(
        row.item_id,
        row.at_ms.map((atMs, index) => ({
          atMs: Number(atMs),
          rank: row.ranks[index] ?? null,
          upvotes: null,
          comments: null,
          shares: row.engagement[index] ?? null,
        })),
      );
    }
    return new Map(items.map((item) => [item.id, storyTimeline(item.source, byItem.get(item.id) ?? [])]));
  }

  /** Every snapshot of one item, oldest first (the caller checks that the item exists). */
  async history(itemId: number): Promise<StorySnapshot[]> {
    return (await this.snapshots.history(itemId)).map((row) => ({
      at: new Date(row.at).toISOString(),
      rank: row.rank,
      upvotes: row.upvotes,
      comments: row.comments,
      shares: row.shares === null ? null : Number(row.shares),
      prScore: row.pr_score,
    }));
  }
}

/** One key per upstream item: its source and its id there. */
export function keyOf(item: Pick<NormalizedItem, 'source' | 'externalId'>): string {
  return `${item.source}\u0000${item.externalId}`;
}

function toPoint(row: SnapshotRow): SnapshotPoint {
  return {
    atMs: new Date(row.at).getTime(),
    rank: row.rank,
    upvotes: row.upvotes,
    comments: row.comments,
    shares: row.shares === null ? null : Number(row.shares),
  };
}
