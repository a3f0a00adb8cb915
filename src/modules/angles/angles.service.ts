import { Injectable } from '@nestjs/common';
import type { PitchEmail, PrAngle as PrAngleContract } from '../../contracts/campaigns.contract.js';
import { pitchRefusal } from '../../contracts/generation.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { ClientsService } from '../clients/index.js';
import { GenerationService, signedPitchBody, type StoryPlan, toAiTrendingItem } from '../generation/index.js';
import { JournalistsService } from '../journalists/index.js';
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
    private readonly clients: ClientsService,
    private readonly journalists: JournalistsService,
  ) {}

  /**
   * Asks the AI engine for angles (3-5 from a model, 1-3 offline), written for the client when one is
   * given, and stores them with it. An angle the item already has for that client (same text) is not
   * stored twice, so regenerating never piles up copies; the answer lists this generation's angles.
   * @throws AppException `not-found` for an unknown item or client; `conflict` when the story names a topic the client avoids
   */
  async generateAngles(trendingItemId: number, clientId?: number): Promise<PrAngleContract[]> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    const client = await this.clients.forStory(clientId, item);
    const { output, generator } = await this.generation.prAngles(toAiTrendingItem(item, topicName, client));
    const generatorLabel = this.generation.generatorLabel(generator);
    const existing = await this.angles.findAnglesByText(
      trendingItemId,
      clientId ?? null,
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
      const created = new PrAngle(trendingItemId, generated.angle, generated.headline, generated.format, generatorLabel, clientId ?? null);
      created.plan = generated.plan;
      created.createdAt = generatedAt;
      return created;
    });
    await this.angles.saveAngles(angles);
    return angles.map(toPrAngleContract);
  }

  /**
   * The item's angles written for the client (without one: those written for no client), newest
   * first, without the ones the user saved (a removed save brings one back).
   */
  async listAngles(trendingItemId: number, userId: number, clientId?: number): Promise<PrAngleContract[]> {
    await this.trending.getItem(trendingItemId);
    const angles = await this.angles.listUnsavedAngles(trendingItemId, userId, clientId ?? null);
    return angles.map(toPrAngleContract);
  }

  /**
   * A pitch email for one angle and its trending item, written for the client given, else for the
   * client the angle was written for: signed with the client's pitch contact and ending with its
   * boilerplate. With a journalist, addressed to them and opening from their real article closest to
   * the story (JournalistsService.pitchRecipient), with its warning when they were pitched often.
   * @throws AppException `not-found`; `invalid-input` when no pitch is written for the angle or the journalist is do-not-contact; `conflict` for a story the client avoids
   */
  async generatePitch(angleId: number, clientId?: number, journalistId?: number): Promise<PitchEmail> {
    const angle = await this.angles.findAngle(angleId);
    if (!angle) {
      throw new AppException('not-found', `PR angle ${angleId} does not exist.`);
    }
    const refusal = pitchRefusal(angle.format, this.generation.generator.provider);
    if (refusal) throw new AppException('invalid-input', refusal);
    const { item, topicName } = await this.trending.getItem(angle.trendingItem.id);
    const client = await this.clients.forStory(clientId ?? angle.client?.id, item);
    const recipient = journalistId === undefined ? null : await this.journalists.pitchRecipient(journalistId, item);
    const { output, generator } = await this.generation.pitchEmail({
      angle: { angle: angle.angle, headline: angle.headline, format: angle.format },
      plan: angle.plan,
      item: toAiTrendingItem(item, topicName, client),
      ...(recipient && {
        journalist: {
          name: recipient.journalist.name,
          title: recipient.journalist.title,
          outlet: recipient.journalist.outlet,
          recentArticle: recipient.article,
          wroteThisStory: recipient.wroteThisStory,
        },
      }),
    });
    // Counted only once drafted: a failed model call is no pitch sent their way.
    if (recipient) await this.journalists.recordPitch(recipient.journalist.id);
    // A pitch to one person goes to their outlet and to them, whichever outlets the plan lists.
    const addressed = recipient && {
      targetPublications: [recipient.journalist.outlet],
      keyContacts: [
        recipient.journalist.title ? `${recipient.journalist.name} (${recipient.journalist.title})` : recipient.journalist.name,
      ],
    };
    return {
      ...output,
      ...addressed,
      body: client ? signedPitchBody(output.body, client) : output.body,
      generatedBy: generator,
      ...(recipient && {
        addressedTo: { id: recipient.journalist.id, name: recipient.journalist.name, outlet: recipient.journalist.outlet },
      }),
      ...(recipient?.warning && { warning: recipient.warning }),
    };
  }

  /**
   * The story plan of the item's newest angle for the client (for no client without one; null when
   * none has a plan), so a campaign generated for the item names the same spokesperson, data and
   * outlets as its pitches.
   */
  newestPlan(trendingItemId: number, clientId?: number): Promise<StoryPlan | null> {
    return this.angles.findNewestPlan(trendingItemId, clientId ?? null);
  }
}
