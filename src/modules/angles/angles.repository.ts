import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { StoryPlan } from '../generation/index.js';
import { PrAngle } from './pr-angle.entity.js';
import { SavedItem } from './saved-item.entity.js';

/**
 * Queries of PR angles and of the angles users saved: one pair of tables, read together (an item's
 * angle list leaves out the saved ones). The entity manager is the request's own (entityManagerPerRequest).
 */
@Injectable()
export class AnglesRepository {
  constructor(private readonly em: EntityManager) {}

  findAngle(id: number): Promise<PrAngle | null> {
    return this.em.findOne(PrAngle, { id });
  }

  /** The item's angles for the client (null: for no client) whose text is one of `texts`. */
  findAnglesByText(trendingItemId: number, clientId: number | null, texts: readonly string[]): Promise<PrAngle[]> {
    return this.em.find(PrAngle, { trendingItem: trendingItemId, client: clientId, angle: { $in: [...texts] } });
  }

  /** The item's angles for the client (null: for no client) the user has not saved, newest generation first, each generation in its own order. */
  async listUnsavedAngles(trendingItemId: number, userId: number, clientId: number | null): Promise<PrAngle[]> {
    const saved = await this.em.find(SavedItem, { userId, trendingItem: trendingItemId }, { fields: ['prAngle'] });
    const savedIds = saved.map((entry) => entry.prAngle.id);
    return this.em.find(
      PrAngle,
      { trendingItem: trendingItemId, client: clientId, ...(savedIds.length > 0 ? { id: { $nin: savedIds } } : {}) },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
  }

  /** The story plan of the item's newest angle for the client (null: for no client) that has one, or null. */
  async findNewestPlan(trendingItemId: number, clientId: number | null): Promise<StoryPlan | null> {
    const newest = await this.em.findOne(
      PrAngle,
      { trendingItem: trendingItemId, client: clientId, plan: { $ne: null } },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return newest?.plan ?? null;
  }

  /** Stores the new ones among these angles in one flush; angles already stored are left as they are. */
  async saveAngles(angles: readonly PrAngle[]): Promise<void> {
    await this.em.persist([...angles]).flush();
  }

  /** Saves the angle for the user unless it already is: one statement, so two saves at once still keep one row. */
  async insertSavedItemOnce(userId: number, trendingItemId: number, prAngleId: number): Promise<void> {
    await boundQuery(
      this.em,
      'insert into saved_item (user_id, trending_item_id, pr_angle_id, created_at) values ($1, $2, $3, now()) on conflict (user_id, pr_angle_id) do nothing',
      [userId, trendingItemId, prAngleId],
    );
  }

  /** The user's saved item of this angle, with the angle and its trending item. */
  findSavedItemOrFail(userId: number, prAngleId: number): Promise<SavedItem> {
    return this.em.findOneOrFail(SavedItem, { userId, prAngle: prAngleId }, { populate: ['prAngle', 'trendingItem'] });
  }

  /** The user's saved items (of angles written for the client, when one is given), newest first, with their angles and trending items. */
  listSavedItems(userId: number, clientId?: number): Promise<SavedItem[]> {
    return this.em.find(
      SavedItem,
      { userId, ...(clientId === undefined ? {} : { prAngle: { client: clientId } }) },
      { populate: ['prAngle', 'trendingItem'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** Deletes one of the user's saved items; answers how many rows went (0 or 1). */
  deleteSavedItem(userId: number, id: number): Promise<number> {
    return this.em.nativeDelete(SavedItem, { id, userId });
  }
}
