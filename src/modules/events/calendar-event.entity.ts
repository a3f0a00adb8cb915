import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { EventRegion, EventSector } from '../../contracts/events.contract.js';

/** A newsjacking calendar date. `key` is stable per event and year, so a recompute never duplicates. */
@Entity({ tableName: 'calendar_event' })
@Index({ properties: ['startDate'] })
export class CalendarEvent {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 200 })
  key: string;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text' })
  description: string;

  @Property({ type: 'string', length: 20 })
  sector: EventSector;

  @Property({ type: 'string', length: 20 })
  region: EventRegion;

  /** Calendar dates (YYYY-MM-DD), never shifted by time zones. */
  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date', nullable: true })
  endDate: string | null = null;

  @Property({ type: 'text', nullable: true })
  location: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 120, nullable: true })
  country: string | null = null;

  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  @Property({ type: 'boolean' })
  isHighlighted = false;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  constructor(key: string, title: string, description: string, sector: EventSector, region: EventRegion, startDate: string) {
    this.key = key;
    this.title = title;
    this.description = description;
    this.sector = sector;
    this.region = region;
    this.startDate = startDate;
  }
}
