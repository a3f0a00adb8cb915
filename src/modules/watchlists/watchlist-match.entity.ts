import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { Watchlist } from './watchlist.entity.js';

/**
 * A trending item that matched a watchlist. Unique per pair: the insert that finds the pair stored
 * already (a re-fetch, another instance matching the same items) adds nothing and alerts nobody.
 */
@Entity({ tableName: 'watchlist_match' })
@Unique({ properties: ['watchlist', 'trendingItem'] })
@Index({ properties: ['watchlist', 'createdAt'] })
export class WatchlistMatch {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Watchlist, { deleteRule: 'cascade' })
  watchlist: Rel<Watchlist>;

  @ManyToOne(() => TrendingItem, { deleteRule: 'cascade', index: true })
  trendingItem: Rel<TrendingItem>;

  /** The watchlist's keywords (as typed) found in the item. */
  @Property({ type: 'json' })
  matchedKeywords: string[];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(watchlist: Rel<Watchlist>, trendingItem: Rel<TrendingItem>, matchedKeywords: string[]) {
    this.watchlist = watchlist;
    this.trendingItem = trendingItem;
    this.matchedKeywords = matchedKeywords;
  }
}
