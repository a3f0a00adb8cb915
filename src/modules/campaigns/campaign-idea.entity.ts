import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import { CalendarEvent } from '../events/calendar-event.entity.js';
import { Client } from '../clients/client.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';

/** A campaign idea, generated from a trending item or drafted from a calendar event. */
@Entity({ tableName: 'campaign_idea' })
@Index({ properties: ['createdAt'] })
export class CampaignIdea {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => TrendingItem, { nullable: true, deleteRule: 'set null', index: true })
  trendingItem: Rel<TrendingItem> | null = null;

  @ManyToOne(() => CalendarEvent, { nullable: true, deleteRule: 'set null', index: true })
  event: Rel<CalendarEvent> | null = null;

  /** The client it was written for (issue 27); null: written for no client. Deleting the client keeps it, for no client. */
  @ManyToOne(() => Client, { nullable: true, deleteRule: 'set null', index: true })
  client: Rel<Client> | null = null;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'string', length: 60 })
  format: string;

  @Property({ type: 'json' })
  headlines: string[];

  @Property({ type: 'json' })
  targetPublications: string[];

  @Property({ type: 'string', length: 120 })
  generator: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(fields: {
    title: string;
    description: string;
    format: string;
    headlines: string[];
    targetPublications: string[];
    /** Which generator wrote it ("builtin:<version>", "openai:<model>") or "user" for a drafted one. */
    generator: string;
    /** The trending item it was generated from, by id (a reference: its module's entity stays there). */
    trendingItemId?: number;
    /** The calendar event it was drafted from, by id. */
    eventId?: number;
    /** The client it was written for, by id. */
    clientId?: number;
  }) {
    this.title = fields.title;
    this.description = fields.description;
    this.format = fields.format;
    this.headlines = fields.headlines;
    this.targetPublications = fields.targetPublications;
    this.generator = fields.generator;
    this.trendingItem = fields.trendingItemId === undefined ? null : rel(TrendingItem, fields.trendingItemId);
    this.event = fields.eventId === undefined ? null : rel(CalendarEvent, fields.eventId);
    this.client = fields.clientId === undefined ? null : rel(Client, fields.clientId);
  }
}
