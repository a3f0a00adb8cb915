import { Injectable } from '@nestjs/common';
import type { CampaignIdea as CampaignIdeaContract } from '../../contracts/campaigns.contract.js';
import { AnglesService } from '../angles/index.js';
import { ClientsService, refuseAvoidedStory } from '../clients/index.js';
import { GenerationService, toAiTrendingItem } from '../generation/index.js';
import { TrendingService } from '../trending/index.js';
import { CampaignIdea } from './campaign-idea.entity.js';
import { toCampaignIdeaContract } from './campaign-idea.mapper.js';
import { CampaignsRepository } from './campaigns.repository.js';

/** What a new campaign idea is made of: the entity's constructor fields. */
export type NewCampaignIdea = ConstructorParameters<typeof CampaignIdea>[0];

/** Campaign ideas from every origin (a trending item, a calendar event); listed newest first. */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
    private readonly angles: AnglesService,
    private readonly clients: ClientsService,
  ) {}

  /** Newest first; with a client, only those written for it. */
  async list(clientId?: number): Promise<CampaignIdeaContract[]> {
    const ideas = await this.campaigns.listNewest(500, clientId);
    return ideas.map(toCampaignIdeaContract);
  }

  /** Stores one idea; the linked item or event must exist (the caller checked it). */
  async create(fields: NewCampaignIdea): Promise<CampaignIdeaContract> {
    const idea = new CampaignIdea(fields);
    await this.campaigns.save(idea);
    return toCampaignIdeaContract(idea);
  }

  /**
   * Generates one campaign idea for a trending item, for the client when one is given, and stores it,
   * linked to the item and the client.
   * @throws AppException `not-found` when the item or the client does not exist; `conflict` when the story names a topic the client avoids
   */
  async generateForTrendingItem(trendingItemId: number, clientId?: number): Promise<CampaignIdeaContract> {
    const { item, topicName } = await this.trending.getItem(trendingItemId);
    const client = await this.clients.generationBrief(clientId);
    refuseAvoidedStory(client, [item.title, item.content]);
    // The newest angle's plan for the same client, so the campaign names the same spokesperson, data and outlets.
    const plan = await this.angles.newestPlan(trendingItemId, clientId);
    const { output, generator } = await this.generation.trendingCampaign({ item: toAiTrendingItem(item, topicName, client), plan });
    return this.create({ ...output, generator: this.generation.generatorLabel(generator), trendingItemId, clientId });
  }
}
