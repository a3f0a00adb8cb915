import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import { itemSensitivity } from '../brand-safety/index.js';
import type { ItemSource, TrendingItem as TrendingItemContract } from '../../contracts/trending.contract.js';

export type TrendingItemRow = {
  source: ItemSource;
  externalId: string;
  topicId: number | null;
  subreddit: string | null;
  publication: string | null;
  sourceUrl: string | null;
  title: string;
  content: string | null;
  upvotes: number | null;
  comments: number | null;
  shares: number | null;
  prScore: number;
  timestamp: Date;
};

export type TrendingListFilter = { topicId?: number; source?: ItemSource };

/** Rows per INSERT statement: big enough to amortise round trips, small enough for PostgreSQL's 65k parameter cap. */
const UPSERT_BATCH_SIZE = 1000;

type ListedRow = {
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
  shares: string | number | null;
  pr_score: number;
  timestamp: Date | string;
};

/** Queries of trending items; sorting and filtering happen in SQL on indexed columns. */
@Injectable()
export class TrendingItemRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts new items and refreshes counts, score and text of known ones, keyed on (source,
   * external_id), in multi-row statements inside the caller's transaction. Unchanged rows are not
   * rewritten. Returns how many rows were inserted or changed.
   */
  async upsertMany(em: EntityManager, rows: readonly TrendingItemRow[]): Promise<number> {
    let written = 0;
    for (let start = 0; start < rows.length; start += UPSERT_BATCH_SIZE) {
      const batch = rows.slice(start, start + UPSERT_BATCH_SIZE);
      const column = <K extends keyof TrendingItemRow>(key: K) => batch.map((row) => row[key]);
      const result = await boundQuery<{ id: number }>(
        em,
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
          batch.map((row) => row.timestamp.toISOString()),
        ],
      );
      written += result.length;
    }
    return written;
  }

  /** Items sorted by PR score (then newest), optionally filtered by topic and source. */
  async list(filter: TrendingListFilter, limit: number): Promise<TrendingItemContract[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.topicId !== undefined) {
      params.push(filter.topicId);
      conditions.push(`topic_id = $${params.length}`);
    }
    if (filter.source !== undefined) {
      params.push(filter.source);
      conditions.push(`source = $${params.length}`);
    }
    params.push(limit);
    const rows = await boundQuery<ListedRow>(
      this.em,
      `select id, topic_id, source, subreddit, publication, source_url, title, content, upvotes, comments, shares, pr_score, timestamp
       from trending_item ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by pr_score desc, id desc limit $${params.length}`,
      params,
    );
    return rows.map(toContract);
  }
}

function toContract(row: ListedRow): TrendingItemContract {
  return {
    id: row.id,
    topicId: row.topic_id,
    source: row.source,
    subreddit: row.subreddit,
    publication: row.publication,
    sourceUrl: row.source_url,
    title: row.title,
    content: row.content,
    upvotes: row.upvotes,
    comments: row.comments,
    shares: row.shares === null ? null : Number(row.shares),
    prScore: row.pr_score,
    timestamp: new Date(row.timestamp).toISOString(),
    sensitivity: itemSensitivity(row.title, row.content),
  };
}
