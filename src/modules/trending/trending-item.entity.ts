import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import type { ItemSource } from '../../contracts/trending.contract.js';
import { Topic } from './topic.entity.js';

/** One upstream post, trend or article; upserted on (source, externalId) so a re-fetch never duplicates. */
@Entity({ tableName: 'trending_item' })
@Unique({ properties: ['source', 'externalId'] })
@Index({
  name: 'trending_item_pr_score_idx',
  expression: 'create index "trending_item_pr_score_idx" on "trending_item" ("pr_score" desc, "id" desc)',
})
@Index({
  name: 'trending_item_timestamp_idx',
  expression: 'create index "trending_item_timestamp_idx" on "trending_item" ("timestamp" desc, "id" desc)',
})
export class TrendingItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Topic, { nullable: true, deleteRule: 'set null', index: true })
  topic: Rel<Topic> | null = null;

  @Property({ type: 'string', length: 20 })
  source: ItemSource;

  @Property({ type: 'string', length: 300 })
  externalId: string;

  @Property({ type: 'string', length: 120, nullable: true })
  subreddit: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  publication: string | null = null;

  @Property({ type: 'text', nullable: true })
  sourceUrl: string | null = null;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', nullable: true })
  content: string | null = null;

  @Property({ type: 'integer', nullable: true })
  upvotes: number | null = null;

  @Property({ type: 'integer', nullable: true })
  comments: number | null = null;

  @Property({ type: 'bigint', nullable: true })
  shares: number | null = null;

  @Property({ type: 'smallint' })
  prScore = 0;

  @Property({ type: 'datetime' })
  timestamp: Date;

  @Property({ type: 'datetime' })
  fetchedAt: Date = new Date();

  constructor(source: ItemSource, externalId: string, title: string, timestamp: Date) {
    this.source = source;
    this.externalId = externalId;
    this.title = title;
    this.timestamp = timestamp;
  }
}
