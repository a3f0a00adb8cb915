import { Injectable } from '@nestjs/common';
import type { PitchEmail, PrAngle as PrAngleContract } from '../../contracts/campaigns.contract.js';
import { pitchRefusal } from '../../contracts/generation.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { GenerationService, type StoryPlan, toAiTrendingItem } from '../generation/index.js';
import { TrendingService } from '../trending/index.js';
import { AnglesRepository } from './angles.repository.js';
import { toPrAngleContract } from './pr-angle.mapper.js';
import { PrAngle } from './pr-angle.entity.js';

/** PR angles of trending items and the pitch emails generated from them. */
@Injectable()
export class AnglesService {
  constructor(
    private readonly angles: AnglesRepository,
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
  ) {}

  /**
   * Asks the AI engine for angles (3-5 from a model, 1-3 offline) and stores them. An angle the item already has (same text) is
   * not stored twice, so regenerating never piles up copies; the answer lists this generation's angles.
   */
  async generateAngles(trendingItemId: number): Promise<PrAngleContract[]> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    const { output, generator } = await this.generation.prAngles(toAiTrendingItem(item, topicName));
    const generatorLabel = this.generation.generatorLabel(generator);
    const existing = await this.angles.findAnglesByText(
      trendingItemId,
      output.map((entry) => entry.angle),
    );
    const byText = new Map(existing.map((angle) => [angle.angle, angle]));
    // One timestamp per generation: lists show the newest generation first, each in its own order.
    const generatedAt = new Date();
    const angles = output.map((generated) => {
      const known = byText.get(generated.angle);
      if (known) {
        return known;
      }
      const created = new PrAngle(trendingItemId, generated.angle, generated.headline, generated.format, generatorLabel);
      created.plan = generated.plan;
      created.createdAt = generatedAt;
      return created;
    });
    await this.angles.saveAngles(angles);
    return angles.map(toPrAngleContract);
  }

  /** The item's angles, newest first, without the ones the user saved (a removed save brings one back). */
  async listAngles(trendingItemId: number, userId: number): Promise<PrAngleContract[]> {
    await this.trending.getItem(trendingItemId);
    const angles = await this.angles.listUnsavedAngles(trendingItemId, userId);
    return angles.map(toPrAngleContract);
  }

  /** A pitch email for one angle and its trending item. */
  async generatePitch(angleId: number): Promise<PitchEmail> {
    const angle = await this.angles.findAngle(angleId);
    if (!angle) {
      throw new AppException('not-found', `PR angle ${angleId} does not exist.`);
    }
    const refusal = pitchRefusal(angle.format, this.generation.generator.provider);
    if (refusal) throw new AppException('invalid-input', refusal);
    const { item, topicName } = await this.trending.getItem(angle.trendingItem.id);
    const { output, generator } = await this.generation.pitchEmail({
      angle: { angle: angle.angle, headline: angle.headline, format: angle.format },
      plan: angle.plan,
      item: toAiTrendingItem(item, topicName),
    });
    return { ...output, generatedBy: generator };
  }

  /**
   * The story plan of the item's newest angle (null when it has none), so a campaign generated for
   * the item names the same spokesperson, data and outlets as its pitches.
   */
  newestPlan(trendingItemId: number): Promise<StoryPlan | null> {
    return this.angles.findNewestPlan(trendingItemId);
  }
}
