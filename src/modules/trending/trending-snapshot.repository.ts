import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SNAPSHOT_MIN_INTERVAL_MINUTES, SNAPSHOT_RETENTION_DAYS } from '../../contracts/timeline.contract.js';
import { boundQuery } from '../../platform/database/bound-query.js';

/** What a fetch records of one stored item it saw. */
export type SnapshotInsert = {
  itemId: number;
  rank: number | null;
  upvotes: number | null;
  comments: number | null;
  shares: number | null;
  prScore: number;
};

export type SnapshotRow = {
  trending_item_id: number;
  at: Date;
  rank: number | null;
  upvotes: number | null;
  comments: number | null;
  /** A bigint column: node-postgres answers it as text. */
  shares: string | null;
  pr_score: number;
};

/** One item's newest snapshots, oldest first, as parallel arrays. */
export type RecentSnapshots = {
  item_id: number;
  /** Epoch milliseconds; a numeric array, which node-postgres answers as text. */
  at_ms: string[];
  ranks: (number | null)[];
  engagement: (number | null)[];
};

const SNAPSHOT_COLUMNS = 's.trending_item_id, s.at, s.rank, s.upvotes, s.comments, s.shares, s.pr_score';

/** Rows per INSERT statement, as in the item upsert. */
const INSERT_BATCH_SIZE = 1000;

/** Queries of story snapshots (trending_snapshot), in SQL: a fetch records hundreds at once, the list reads thousands. */
@Injectable()
export class TrendingSnapshotRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records one snapshot per entry at the database's now(), except for items that have one from the
   * last SNAPSHOT_MIN_INTERVAL_MINUTES (inside the caller's transaction when there is one). Returns how
   * many were recorded.
   */
  async recordMany(entries: readonly SnapshotInsert[]): Promise<number> {
    let recorded = 0;
    for (let start = 0; start < entries.length; start += INSERT_BATCH_SIZE) {
      const batch = entries.slice(start, start + INSERT_BATCH_SIZE);
      const column = <K extends keyof SnapshotInsert>(key: K) => batch.map((entry) => entry[key]);
      const rows = await boundQuery<{ id: string }>(
        this.em,
        `insert into trending_snapshot (trending_item_id, at, rank, upvotes, comments, shares, pr_score)
         select n.item_id, now(), n.rank, n.upvotes, n.comments, n.shares, n.pr_score
         from unnest($1::int[], $2::smallint[], $3::int[], $4::int[], $5::bigint[], $6::smallint[])
           as n(item_id, rank, upvotes, comments, shares, pr_score)
         where not exists (
           select 1 from trending_snapshot s
           where s.trending_item_id = n.item_id and s.at > now() - make_interval(mins => $7)
         )
         returning id`,
        [
          column('itemId'),
          column('rank'),
          column('upvotes'),
          column('comments'),
          column('shares'),
          column('prScore'),
          SNAPSHOT_MIN_INTERVAL_MINUTES,
        ],
      );
      recorded += rows.length;
    }
    return recorded;
  }

  /**
   * Per item, its newest snapshot taken at least SNAPSHOT_MIN_INTERVAL_MINUTES ago: what a fetch
   * measures the growth since (a snapshot of a moment ago would make a rate out of noise).
   */
  previousByItem(itemIds: readonly number[]): Promise<SnapshotRow[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return boundQuery<SnapshotRow>(
      this.em,
      `select distinct on (s.trending_item_id) ${SNAPSHOT_COLUMNS} from trending_snapshot s
       where s.trending_item_id = any($1::int[]) and s.at <= now() - make_interval(mins => $2)
       order by s.trending_item_id, s.at desc`,
      [itemIds, SNAPSHOT_MIN_INTERVAL_MINUTES],
    );
  }

  /**
   * Per item, its newest `perItem` snapshots as arrays, oldest first: one index scan per item on
   * (trending_item_id, at), however long its history, and one row per item rather than per snapshot
   * (the list reads 500 items' worth at once). `engagement` is upvotes + comments + shares, null where
   * the snapshot has none of them.
   */
  recentByItem(itemIds: readonly number[], perItem: number): Promise<RecentSnapshots[]> {
    if (itemIds.length === 0) return Promise.resolve([]);
    return boundQuery<RecentSnapshots>(
      this.em,
      `select k.id as item_id,
         array_agg(extract(epoch from r.at) * 1000 order by r.at) as at_ms,
         array_agg(r.rank order by r.at) as ranks,
         array_agg(r.engagement order by r.at) as engagement
       from unnest($1::int[]) as k(id)
       cross join lateral (
         select s.at, s.rank,
           case when s.upvotes is null and s.comments is null and s.shares is null then null
                else greatest(coalesce(s.upvotes, 0), 0) + greatest(coalesce(s.comments, 0), 0) + greatest(coalesce(s.shares, 0), 0)::float8 end
             as engagement
         from trending_snapshot s where s.trending_item_id = k.id order by s.at desc limit $2
       ) r
       group by k.id`,
      [itemIds, perItem],
    );
  }

  /** Every snapshot of one item, oldest first. */
  history(itemId: number): Promise<SnapshotRow[]> {
    return boundQuery<SnapshotRow>(
      this.em,
      `select ${SNAPSHOT_COLUMNS} from trending_snapshot s where s.trending_item_id = $1 order by s.at, s.id`,
      [itemId],
    );
  }

  /** Deletes the snapshots older than SNAPSHOT_RETENTION_DAYS; returns how many. */
  async deleteExpired(): Promise<number> {
    const rows = await boundQuery<{ count: number }>(
      this.em,
      `with gone as (delete from trending_snapshot where at < now() - make_interval(days => $1) returning 1)
       select count(*)::int as count from gone`,
      [SNAPSHOT_RETENTION_DAYS],
    );
    return rows[0]?.count ?? 0;
  }
}
