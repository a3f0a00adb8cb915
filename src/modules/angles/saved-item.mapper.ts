import type { SavedItem as SavedItemContract } from '../../contracts/campaigns.contract.js';
import type { SavedItem } from './saved-item.entity.js';

/** The spec's "as listed" shape; the saved item comes with its angle and trending item populated. */
export function toSavedItemContract(saved: SavedItem): SavedItemContract {
  return {
    id: saved.id,
    name: saved.trendingItem.title,
    description: saved.prAngle.angle,
    headline: saved.prAngle.headline,
    format: saved.prAngle.format,
    prAngleId: saved.prAngle.id,
    createdAt: saved.createdAt.toISOString(),
    sourceUrl: saved.trendingItem.sourceUrl,
    clientId: saved.prAngle.client?.id ?? null,
  };
}
