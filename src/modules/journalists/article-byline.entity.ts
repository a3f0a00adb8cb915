import { Entity, Index, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { TrendingItem } from '../trending/trending-item.entity.js';

/** Where a byline was read: the feed entry, or the article page when the feed named nobody. */
export type BylineOrigin = 'feed' | 'page';

/**
 * The byline of one news item as its feed (or its page) wrote it, and whether its article page was
 * read for one: a page is read at most once per article, found or not (`pageTriedAt`).
 */
@Entity({ tableName: 'article_byline' })
@Index({ properties: ['pageTriedAt'] })
export class ArticleByline {
  @OneToOne(() => TrendingItem, { primary: true, deleteRule: 'cascade', owner: true })
  trendingItem: Rel<TrendingItem>;

  /** As written ("Jon Henley, Daniel Boffey in Brussels and Helena Smith in Athens"); null: none found yet. */
  @Property({ type: 'text', nullable: true })
  byline: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  origin: BylineOrigin | null = null;

  /** When the article page was read for a byline; null: never (the feed had one, or it is still to do). */
  @Property({ type: 'datetime', nullable: true })
  pageTriedAt: Date | null = null;

  @Property({ type: 'datetime' })
  recordedAt: Date = new Date();

  constructor(trendingItem: Rel<TrendingItem>) {
    this.trendingItem = trendingItem;
  }
}
