import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A news site or blog a person follows (issue 16, the News Scraper screen): its feed is read with
 * Top Media on every fetch unless paused. `url` is the feed's own address after redirects, so a site
 * and its feed typed in two ways are one row.
 */
@Entity({ tableName: 'custom_feed' })
export class CustomFeed {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'text' })
  url: string;

  @Property({ type: 'text' })
  title: string;

  @Property({ type: 'text', nullable: true })
  siteUrl: string | null;

  @Property({ type: 'boolean' })
  paused: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When a fetch last tried to read it. */
  @Property({ type: 'datetime', nullable: true })
  lastFetchAt: Date | null = null;

  /** That fetch's problem with it in words; null when it was read. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  /** Entries read by the last fetch that could read it. */
  @Property({ type: 'integer', nullable: true })
  itemCount: number | null = null;

  constructor(url: string, title: string, siteUrl: string | null) {
    this.url = url;
    this.title = title;
    this.siteUrl = siteUrl;
  }
}
