import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { ItemSource } from '../../contracts/trending.contract.js';
import type { NormalizedItem } from './normalized-item.js';

/** What the ingest writes: a connector's item with the topic and PR score the pipeline gave it. */
export type TrendingItemUpsert = NormalizedItem & { topicId: number | null; prScore: number };

/** A stored item as every read selects it (ITEM_COLUMNS); trending-item.mapper.ts turns it into the API's TrendingItem. */
export type TrendingItemRow = {
  id: number;
  topic_id: number | null;
  source: ItemSource;
  subreddit: string | null;
  publication: string | null;
  source_url: string | null;
  title: string;
  content: string | null;
  upvotes: number | null;
  comments: number | null;
  /** A bigint column: node-postgres answers it as text. */
  shares: string | number | null;
  pr_score: number;
  timestamp: Date | string;
};

/** A stored item's id with its upstream key. */
export type StoredKey = { id: number; source: ItemSource; externalId: string };

export type TrendingListFilter = { topicId?: number; source?: ItemSource };

const ITEM_COLUMNS = `i.id, i.topic_id, i.source, i.subreddit, i.publication, i.source_url, i.title, i.content,
  i.upvotes, i.comments, i.shares, i.pr_score, i.timestamp`;

/** Rows per INSERT statement: big enough to amortise round trips, small enough for PostgreSQL's 65k parameter cap. */
const UPSERT_BATCH_SIZE = 1000;

/**
 * Queries of trending items, in SQL through boundQuery: the list is the app's hottest read and the
 * ingest writes thousands of rows at once. Sorting and filtering happen in SQL on indexed columns.
 */
@Injectable()
export class TrendingItemRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts new items and refreshes counts, score and text of known ones, keyed on (source,
   * external_id), in multi-row statements (inside the caller's transaction when there is one).
   * Unchanged rows are not rewritten. Returns how many rows were inserted or changed.
   */
  async upsertMany(rows: readonly TrendingItemUpsert[]): Promise<number> {
    let written = 0;
    for (let start = 0; start < rows.length; start += UPSERT_BATCH_SIZE) {
      const batch = rows.slice(start, start + UPSERT_BATCH_SIZE);
      const column = <K extends keyof TrendingItemUpsert>(key: K) => batch.map((row) => row[key]);
      const result = await boundQuery<{ id: number }>(
        this.em,
        `insert into trending_item (source, external_id, topic_id, subreddit, publication, source_url, title, content,
           upvotes, comments, shares, pr_score, timestamp, fetched_at)
         select s.source, s.external_id, s.topic_id, s.subreddit, s.publication, s.source_url, s.title, s.content,
           s.upvotes, s.comments, s.shares, s.pr_score, s.timestamp, now()
         from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
           $9::int[], $10::int[], $11::bigint[], $12::smallint[], $13::timestamptz[])
           as s(source, external_id, topic_id, subreddit, publication, source_url, title, content, upvotes, comments, shares, pr_score, timestamp)
         on conflict (source, external_id) do update set
           topic_id = excluded.topic_id, subreddit = excluded.subreddit, publication = excluded.publication,
           source_url = excluded.source_url, title = excluded.title, content = excluded.content,
           upvotes = excluded.upvotes, comments = excluded.comments, shares = excluded.shares,
           pr_score = excluded.pr_score, timestamp = excluded.timestamp, fetched_at = excluded.fetched_at
         where (trending_item.upvotes, trending_item.comments, trending_item.shares, trending_item.pr_score,
                trending_item.title, trending_item.content, trending_item.topic_id)
           is distinct from (excluded.upvotes, excluded.comments, excluded.shares, excluded.pr_score,
                excluded.title, excluded.content, excluded.topic_id)
         returning id`,
        [
          column('source'),
          column('externalId'),
          column('topicId'),
          column('subreddit'),
          column('publication'),
          column('sourceUrl'),
          column('title'),
          column('content'),
          column('upvotes'),
          column('comments'),
          column('shares'),
          column('prScore'),
          batch.map((row) => new Date(row.timestamp).toISOString()),
        ],
      );
      written += result.length;
    }
    return written;
  }

  /** The stored ids of items by their (source, externalId) keys; keys not stored are left out. */
  async idsByKey(keys: readonly Pick<NormalizedItem, 'source' | 'externalId'>[]): Promise<StoredKey[]> {
    const ids: StoredKey[] = [];
    for (let start = 0; start < keys.length; start += UPSERT_BATCH_SIZE) {
      const batch = keys.slice(start, start + UPSERT_BATCH_SIZE);
      const rows = await boundQuery<{ id: number; source: ItemSource; external_id: string }>(
        this.em,
        `select i.id, i.source, i.external_id from trending_item i
         join unnest($1::text[], $2::text[]) as k(source, external_id) on i.source = k.source and i.external_id = k.external_id`,
        [batch.map((key) => key.source), batch.map((key) => key.externalId)],
      );
      ids.push(...rows.map((row) => ({ id: row.id, source: row.source, externalId: row.external_id })));
    }
    return ids;
  }

  /** Items by id, in no particular order; unknown ids are left out. */
  listByIds(ids: readonly number[]): Promise<TrendingItemRow[]> {
    return boundQuery<TrendingItemRow>(this.em, `select ${ITEM_COLUMNS} from trending_item i where i.id = any($1::int[])`, [ids]);
  }

  /** The ids of the newest `limit` items by their own time (then the newest row). */
  async newestIds(limit: number): Promise<number[]> {
    const rows = await boundQuery<{ id: number }>(this.em, 'select id from trending_item order by timestamp desc, id desc limit $1', [
      limit,
    ]);
    return rows.map((row) => row.id);
  }

  /** Items sorted by PR score (then newest), optionally filtered by topic and source. */
  list(filter: TrendingListFilter, limit: number): Promise<TrendingItemRow[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.topicId !== undefined) {
      params.push(filter.topicId);
      conditions.push(`i.topic_id = $${params.length}`);
    }
    if (filter.source !== undefined) {
      params.push(filter.source);
      conditions.push(`i.source = $${params.length}`);
    }
    params.push(limit);
    return boundQuery<TrendingItemRow>(
      this.em,
      `select ${ITEM_COLUMNS} from trending_item i
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by i.pr_score desc, i.id desc limit $${params.length}`,
      params,
    );
  }

  /** One item with its topic's name, or null when no row has this id. */
  async findWithTopicName(id: number): Promise<(TrendingItemRow & { topic_name: string | null }) | null> {
    const [row] = await boundQuery<TrendingItemRow & { topic_name: string | null }>(
      this.em,
      `select ${ITEM_COLUMNS}, t.name as topic_name from trending_item i left join topic t on t.id = i.topic_id where i.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Items posted since `since` that link to their source, best PR score (then newest) first. */
  listRecentLinked(since: Date, limit: number): Promise<TrendingItemRow[]> {
    return boundQuery<TrendingItemRow>(
      this.em,
      `select ${ITEM_COLUMNS} from trending_item i
       where i.timestamp >= $1 and i.source_url is not null
       order by i.pr_score desc, i.id desc limit $2`,
      [since.toISOString(), limit],
    );
  }

  /** How many items of each source are stored; a source without items is left out. */
  countBySource(): Promise<{ source: ItemSource; count: number }[]> {
    return boundQuery<{ source: ItemSource; count: number }>(
      this.em,
      'select source, count(*)::int as count from trending_item group by source',
      [],
    );
  }
}
