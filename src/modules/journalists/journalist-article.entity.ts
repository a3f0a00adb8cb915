import { Entity, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { Journalist } from './journalist.entity.js';

/** A news item a journalist's byline is on. Beats, counts and the last byline date are read from these. */
@Entity({ tableName: 'journalist_article' })
@Unique({ properties: ['journalist', 'trendingItem'] })
export class JournalistArticle {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Journalist, { deleteRule: 'cascade' })
  journalist: Rel<Journalist>;

  @ManyToOne(() => TrendingItem, { deleteRule: 'cascade', index: true })
  trendingItem: Rel<TrendingItem>;

  constructor(journalist: Rel<Journalist>, trendingItem: Rel<TrendingItem>) {
    this.journalist = journalist;
    this.trendingItem = trendingItem;
  }
}
