import { Injectable } from '@nestjs/common';
import type { SavedItem as SavedItemContract } from '../../contracts/campaigns.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { TrendingService } from '../trending/index.js';
import { AnglesRepository } from './angles.repository.js';
import { toSavedItemContract } from './saved-item.mapper.js';

/**
 * Angles a user bookmarked; each user sees and removes only their own (the id comes from the session,
 * CurrentUserId, never from the request body). Saving twice keeps one row; removing one brings the angle back to its
 * item's list (AnglesService.listAngles reads the same tables).
 */
@Injectable()
export class SavedItemsService {
  constructor(
    private readonly angles: AnglesRepository,
    private readonly trending: TrendingService,
  ) {}

  /**
   * @throws AppException `invalid-input` with the spec's messages when an id is missing
   * @throws AppException `not-found` when the item or the angle does not exist, or they do not belong together
   */
  async save(userId: number, input: { trendingItemId?: number; prAngleId?: number }): Promise<SavedItemContract> {
    if (input.prAngleId === undefined) {
      throw new AppException('invalid-input', 'Cannot save angle: Missing angle ID');
    }
    if (input.trendingItemId === undefined) {
      throw new AppException('invalid-input', 'Cannot save angle: Missing trending item ID');
    }
    const { item } = await this.trending.getItem(input.trendingItemId);
    const angle = await this.angles.findAngle(input.prAngleId);
    if (!angle) {
      throw new AppException('not-found', `PR angle ${input.prAngleId} does not exist.`);
    }
    if (angle.trendingItem.id !== item.id) {
      throw new AppException('not-found', `PR angle ${angle.id} does not belong to trending item ${item.id}.`);
    }
    // Idempotent: a second save of the same angle answers the first row.
    await this.angles.insertSavedItemOnce(userId, item.id, angle.id);
    return toSavedItemContract(await this.angles.findSavedItemOrFail(userId, angle.id));
  }

  /** The user's saved angles (of one client's, when given), newest first, in the spec's "as listed" shape. */
  async list(userId: number, clientId?: number): Promise<SavedItemContract[]> {
    const saved = await this.angles.listSavedItems(userId, clientId);
    return saved.map(toSavedItemContract);
  }

  /** @throws AppException `not-found` when the user has no such saved item (another user's is not theirs to remove) */
  async remove(userId: number, id: number): Promise<void> {
    if ((await this.angles.deleteSavedItem(userId, id)) === 0) {
      throw new AppException('not-found', `Saved item ${id} does not exist.`);
    }
  }
}
