import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FALLBACK_USER_ID, type SavedItem as SavedItemContract } from '../../contracts/campaigns.contract.js';
import { boundQuery } from '../../platform/database/bound-query.js';
import { AppException } from '../../common/errors/app.exception.js';
import { PrAngle } from '../angles/pr-angle.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { SavedItem } from './saved-item.entity.js';

/** Angles a user bookmarked. Saving twice keeps one row; removing one brings the angle back to its item's list. */
@Injectable()
export class SavedItemsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * @throws AppException `invalid-input` with the spec's messages when an id is missing
   * @throws AppException `not-found` when the item or the angle does not exist, or they do not belong together
   */
  async save(input: { trendingItemId?: number; prAngleId?: number; userId?: number }): Promise<SavedItemContract> {
    if (input.prAngleId === undefined) {
      throw new AppException('invalid-input', 'Cannot save angle: Missing angle ID');
    }
    if (input.trendingItemId === undefined) {
      throw new AppException('invalid-input', 'Cannot save angle: Missing trending item ID');
    }
    const userId = input.userId ?? FALLBACK_USER_ID;
    const em = this.em.fork();
    const item = await em.findOne(TrendingItem, { id: input.trendingItemId });
    if (!item) {
      throw new AppException('not-found', `Trending item ${input.trendingItemId} does not exist.`);
    }
    const angle = await em.findOne(PrAngle, { id: input.prAngleId });
    if (!angle) {
      throw new AppException('not-found', `PR angle ${input.prAngleId} does not exist.`);
    }
    if (angle.trendingItem.id !== item.id) {
      throw new AppException('not-found', `PR angle ${angle.id} does not belong to trending item ${item.id}.`);
    }
    // Idempotent: a second save of the same angle answers the first row.
    await boundQuery(
      em,
      'insert into saved_item (user_id, trending_item_id, pr_angle_id, created_at) values ($1, $2, $3, now()) on conflict (user_id, pr_angle_id) do nothing',
      [userId, item.id, angle.id],
    );
    const saved = await em.findOneOrFail(SavedItem, { userId, prAngle: angle.id }, { populate: ['prAngle', 'trendingItem'] });
    return toSavedItemContract(saved);
  }

  /** The user's saved angles, newest first, in the spec's "as listed" shape. */
  async list(userId = FALLBACK_USER_ID): Promise<SavedItemContract[]> {
    const saved = await this.em
      .fork()
      .find(SavedItem, { userId }, { populate: ['prAngle', 'trendingItem'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return saved.map(toSavedItemContract);
  }

  /** @throws AppException `not-found` when there is no such saved item */
  async remove(id: number): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(SavedItem, { id });
    if (deleted === 0) {
      throw new AppException('not-found', `Saved item ${id} does not exist.`);
    }
  }
}

function toSavedItemContract(saved: SavedItem): SavedItemContract {
  return {
    id: saved.id,
    name: saved.trendingItem.title,
    description: saved.prAngle.angle,
    headline: saved.prAngle.headline,
    format: saved.prAngle.format,
    prAngleId: saved.prAngle.id,
    createdAt: saved.createdAt.toISOString(),
  };
}
