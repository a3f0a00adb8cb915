import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { TrendingItem } from './trending-item.entity.js';

/**
 * What one fetch saw of one story (issue 31): its rank and counts as the source gave them, and the PR
 * score it got. At most one per item per SNAPSHOT_MIN_INTERVAL_MINUTES and kept SNAPSHOT_RETENTION_DAYS
 * (trending-snapshot.repository.ts), so a story's timeline stays bounded however often it is fetched.
 */
@Entity({ tableName: 'trending_snapshot' })
@Index({ properties: ['trendingItem', 'at'] })
@Index({ properties: ['at'] })
export class TrendingSnapshot {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => TrendingItem, { deleteRule: 'cascade' })
  trendingItem: Rel<TrendingItem>;

  @Property({ type: 'datetime' })
  at: Date;

  /** Position in the source's own list (1 = top) when it ranks items; else null. */
  @Property({ type: 'smallint', nullable: true })
  rank: number | null = null;

  @Property({ type: 'integer', nullable: true })
  upvotes: number | null = null;

  @Property({ type: 'integer', nullable: true })
  comments: number | null = null;

  /** Posts, searches or views on the sources that count those (see TrendingItem.shares). */
  @Property({ type: 'bigint', nullable: true })
  shares: string | null = null;

  @Property({ type: 'smallint' })
  prScore = 0;

  constructor(trendingItem: Rel<TrendingItem>, at: Date) {
    this.trendingItem = trendingItem;
    this.at = at;
  }
}
