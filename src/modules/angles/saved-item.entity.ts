import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import { PrAngle } from './pr-angle.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';

/** An angle a user bookmarked; saving the same angle twice keeps one row. */
@Entity({ tableName: 'saved_item' })
@Unique({ properties: ['userId', 'prAngle'] })
export class SavedItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  userId: number;

  @ManyToOne(() => TrendingItem, { deleteRule: 'cascade', index: true })
  trendingItem: Rel<TrendingItem>;

  @ManyToOne(() => PrAngle, { deleteRule: 'cascade' })
  prAngle: Rel<PrAngle>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(userId: number, trendingItemId: number, prAngleId: number) {
    this.userId = userId;
    this.trendingItem = rel(TrendingItem, trendingItemId);
    this.prAngle = rel(PrAngle, prAngleId);
  }
}
