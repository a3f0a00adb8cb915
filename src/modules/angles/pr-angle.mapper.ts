import type { PrAngle as PrAngleContract } from '../../contracts/campaigns.contract.js';
import { generatedByOf } from '../../contracts/generation.contract.js';
import type { PrAngle } from './pr-angle.entity.js';

export function toPrAngleContract(angle: PrAngle): PrAngleContract {
  return {
    id: angle.id,
    trendingItemId: angle.trendingItem.id,
    angle: angle.angle,
    headline: angle.headline,
    format: angle.format,
    generatedBy: generatedByOf(angle.generator),
    clientId: angle.client?.id ?? null,
  };
}
