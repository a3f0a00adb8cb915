import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import { CustomFeed } from './custom-feed.entity.js';

/** What one fetch found for one feed, to be written on its row. */
export type FeedReadRecord = { id: number; fetchedAt: Date; itemCount: number | null; error: string | null };

/** Queries of the feeds people follow (table custom_feed). */
@Injectable()
export class CustomFeedRepository {
  constructor(private readonly em: EntityManager) {}

  async save(feed: CustomFeed): Promise<void> {
    await this.em.persist(feed).flush();
  }

  async remove(feed: CustomFeed): Promise<void> {
    await this.em.remove(feed).flush();
  }

  /** Every feed, the newest added first. */
  listNewest(): Promise<CustomFeed[]> {
    return this.em.find(CustomFeed, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The feeds a fetch reads, the oldest added first (so a long list is read in a stable order). */
  listActive(): Promise<CustomFeed[]> {
    return this.em.find(CustomFeed, { paused: false }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  count(): Promise<number> {
    return this.em.count(CustomFeed, {});
  }

  findById(id: number): Promise<CustomFeed | null> {
    return this.em.findOne(CustomFeed, { id });
  }

  findByUrl(url: string): Promise<CustomFeed | null> {
    return this.em.findOne(CustomFeed, { url });
  }

  /**
   * Writes what a fetch found per feed, in one statement. A feed removed meanwhile matches no row and
   * is skipped; a failed read keeps the entry count of the last good one.
   */
  async recordReads(records: readonly FeedReadRecord[]): Promise<void> {
    if (records.length === 0) return;
    await boundQuery(
      this.em,
      `update custom_feed f
       set last_fetch_at = r.fetched_at, last_error = r.error, item_count = coalesce(r.item_count, f.item_count)
       from unnest($1::int[], $2::timestamptz[], $3::int[], $4::text[]) as r(id, fetched_at, item_count, error)
       where f.id = r.id`,
      [
        records.map((record) => record.id),
        records.map((record) => record.fetchedAt.toISOString()),
        records.map((record) => (record.error === null ? record.itemCount : null)),
        records.map((record) => record.error),
      ],
    );
  }
}
