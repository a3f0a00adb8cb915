import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignIdea, PitchEmail, PrAngle as PrAngleContract } from '../../contracts/campaigns.contract.js';
import { FALLBACK_USER_ID } from '../../contracts/campaigns.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { GenerationService, toAiTrendingItem } from '../generation/index.js';
import { CampaignsService } from '../campaigns/index.js';
import { SavedItem } from '../saved/saved-item.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { TrendingService } from '../trending/index.js';
import { toPrAngleContract } from './pr-angle.mapper.js';
import { PrAngle } from './pr-angle.entity.js';

/** PR angles of trending items, the pitch emails and campaign ideas generated from them. */
@Injectable()
export class AnglesService {
  constructor(
    private readonly em: EntityManager,
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
    private readonly campaigns: CampaignsService,
  ) {}

  /**
   * Asks the AI engine for 3-5 angles and stores them. An angle the item already has (same text) is
   * not stored twice, so regenerating never piles up copies; the answer lists this generation's angles.
   */
  async generateAngles(trendingItemId: number): Promise<PrAngleContract[]> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    const { output } = await this.generation.prAngles(toAiTrendingItem(item, topicName));
    const em = this.em.fork();
    const existing = await em.find(PrAngle, { trendingItem: trendingItemId, angle: { $in: output.map((entry) => entry.angle) } });
    const byText = new Map(existing.map((angle) => [angle.angle, angle]));
    const itemRef = em.getReference(TrendingItem, trendingItemId);
    // One timestamp per generation: lists show the newest generation first, each in its own order.
    const generatedAt = new Date();
    const angles = output.map((generated) => {
      const known = byText.get(generated.angle);
      if (known) {
        return known;
      }
      const created = new PrAngle(itemRef, generated.angle, generated.headline, generated.format, this.generation.generatorLabel);
      created.plan = generated.plan;
      created.createdAt = generatedAt;
      em.persist(created);
      return created;
    });
    await em.flush();
    return angles.map(toPrAngleContract);
  }

  /** The item's angles, newest first, without the ones the user saved (a removed save brings one back). */
  async listAngles(trendingItemId: number): Promise<PrAngleContract[]> {
    await this.trending.getItem(trendingItemId);
    const em = this.em.fork();
    const saved = await em.find(SavedItem, { userId: FALLBACK_USER_ID, trendingItem: trendingItemId }, { fields: ['prAngle'] });
    const savedIds = saved.map((entry) => entry.prAngle.id);
    const angles = await em.find(
      PrAngle,
      { trendingItem: trendingItemId, ...(savedIds.length > 0 ? { id: { $nin: savedIds } } : {}) },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return angles.map(toPrAngleContract);
  }

  /** A pitch email for one angle and its trending item. */
  async generatePitch(angleId: number): Promise<PitchEmail> {
    const angle = await this.em.fork().findOne(PrAngle, { id: angleId });
    if (!angle) {
      throw new AppException('not-found', `PR angle ${angleId} does not exist.`);
    }
    const { item, topicName } = await this.trending.getItem(angle.trendingItem.id);
    const { output, generator } = await this.generation.pitchEmail({
      angle: { angle: angle.angle, headline: angle.headline, format: angle.format },
      plan: angle.plan,
      item: toAiTrendingItem(item, topicName),
    });
    return { ...output, generatedBy: generator };
  }

  /** One campaign idea for the item, stored and linked to it. */
  async generateCampaign(trendingItemId: number): Promise<CampaignIdea> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    // The newest angle's plan, so the campaign names the same spokesperson, data and outlets.
    const newest = await this.em
      .fork()
      .findOne(PrAngle, { trendingItem: trendingItemId, plan: { $ne: null } }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const { output } = await this.generation.trendingCampaign({ item: toAiTrendingItem(item, topicName), plan: newest?.plan ?? null });
    return this.campaigns.create({ ...output, generator: this.generation.generatorLabel, trendingItemId });
  }
}
