import type { MikroORM } from '@mikro-orm/postgresql';
import type { ItemSource } from '../../src/contracts/trending.contract.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';

export type TrendingRowInput = {
  title: string;
  source?: ItemSource;
  externalId?: string;
  subreddit?: string | null;
  publication?: string | null;
  content?: string | null;
  /** Defaults to a Reddit post address; null stores an item without a link. */
  sourceUrl?: string | null;
  /** Counts default to a busy Reddit post; null stores "no public count" (news, some X trends). */
  upvotes?: number | null;
  comments?: number | null;
  shares?: number | null;
  prScore?: number;
  hoursAgo?: number;
};

/** Inserts trending items the way the fetch pipeline stores them; returns their ids in order. */
export async function insertTrendingItems(orm: MikroORM, rows: TrendingRowInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, row] of rows.entries()) {
    const source = row.source ?? 'reddit';
    const [inserted] = await boundQuery<{ id: number }>(
      orm.em.fork(),
      `insert into trending_item (source, external_id, subreddit, publication, source_url, title, content, upvotes, comments, shares, pr_score, timestamp, fetched_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(hours => $12), now()) returning id`,
      [
        source,
        row.externalId ?? `test-${Date.now()}-${index}-${Math.random().toString(36).slice(2)}`,
        row.subreddit ?? (source === 'reddit' ? 'technology' : null),
        row.publication ?? (source === 'reddit' ? null : 'The Test Times'),
        row.sourceUrl === undefined ? `https://www.reddit.com/r/technology/comments/${index}/` : row.sourceUrl,
        row.title,
        row.content ?? null,
        row.upvotes === undefined ? 1200 : row.upvotes,
        row.comments === undefined ? 140 : row.comments,
        row.shares ?? null,
        row.prScore ?? 70,
        row.hoursAgo ?? 2,
      ],
    );
    ids.push(inserted.id);
  }
  return ids;
}
