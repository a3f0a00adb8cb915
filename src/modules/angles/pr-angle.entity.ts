import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import type { StoryPlan } from '../generation/index.js';
import { Client } from '../clients/client.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';

@Entity({ tableName: 'pr_angle' })
export class PrAngle {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => TrendingItem, { deleteRule: 'cascade', index: true })
  trendingItem: Rel<TrendingItem>;

  @Property({ type: 'text' })
  angle: string;

  @Property({ type: 'text', nullable: true })
  headline: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  format: string | null;

  /** The story plan its pitch follows; null for angles stored before plans existed. */
  @Property({ type: 'json', nullable: true })
  plan: StoryPlan | null = null;

  /** The client it was written for (issue 27); null: written for no client. Deleting the client keeps it, for no client. */
  @ManyToOne(() => Client, { nullable: true, deleteRule: 'set null', index: true })
  client: Rel<Client> | null = null;

  /** Which generator wrote it, e.g. "builtin" or "openai:gpt-4.1-mini". */
  @Property({ type: 'string', length: 120 })
  generator: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** Takes the trending item's (and the client's) id: the reference is made here (rel), so a service needs neither the item loaded nor the trending module's entity. */
  constructor(
    trendingItemId: number,
    angle: string,
    headline: string | null,
    format: string | null,
    generator: string,
    /** The client it is written for, by id; null: no client. */
    clientId: number | null = null,
  ) {
    this.trendingItem = rel(TrendingItem, trendingItemId);
    this.client = clientId === null ? null : rel(Client, clientId);
    this.angle = angle;
    this.headline = headline;
    this.format = format;
    this.generator = generator;
  }
}
