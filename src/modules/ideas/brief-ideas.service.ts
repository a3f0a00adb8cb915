import { Injectable } from '@nestjs/common';
import type { Generated } from '../../contracts/generation.contract.js';
import type { BrandBrief, BriefCampaignIdea } from '../../contracts/ideas.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { briefFieldsFromClient } from '../../contracts/clients.contract.js';
import { ClientsService } from '../clients/index.js';
import {
  avoidedTopicsIn,
  GenerationService,
  briefIdeasInput,
  regionLabelOfCountryCode,
  type BriefIdeasInput,
  type ClientBrief,
} from '../generation/index.js';
import { TrendingService } from '../trending/index.js';
import { GROUNDING_CANDIDATE_LIMIT, groundIdeas, groundingSince, selectGroundingTrends } from './trend-grounding.js';

/** Campaign ideas from a brand brief, grounded in stored trends that fit its sector. */
@Injectable()
export class BriefIdeasService {
  constructor(
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
    private readonly clients: ClientsService,
  ) {}

  /**
   * n_ideas ideas (default 8) over the PR categories the brief does not exclude. Ideas that ride on a
   * stored trend posted within trend_timeframe_days carry its platform, link and shelf life; the
   * others carry none of the three. Nothing is stored: the spec lists no place that reads them back.
   * @throws AppException `invalid-input` when every PR category is excluded; AI errors (502/504)
   */
  async generate(brief: BrandBrief, nowMs = Date.now()): Promise<Generated<BriefCampaignIdea>[]> {
    const client = await this.clients.generationBrief(brief.clientId);
    const resolved = this.resolve(client ? withClientFields(brief, client) : brief);
    const candidates = await this.trending.listRecentLinkedItems(
      groundingSince(resolved.brief.trend_timeframe_days, nowMs),
      GROUNDING_CANDIDATE_LIMIT,
    );
    // A trend on a topic the client avoids is never offered to the generator.
    const fitting = client ? candidates.filter((item) => avoidedTopicsIn(client, [item.title, item.content]).length === 0) : candidates;
    const trends = selectGroundingTrends(fitting, resolved.brief.sector_or_niche, nowMs, resolved.brief.target_regions);
    const { output, generator } = await this.generation.briefIdeas({ ...resolved, trends, ...(client ? { client } : {}) });
    // The model is told the topics to avoid; an idea that still names one is left out rather than shown.
    const ideas = client ? output.filter((idea) => avoidedTopicsIn(client, ideaTexts(idea)).length === 0) : output;
    return groundIdeas(ideas, trends).map((idea) => ({ ...idea, generatedBy: generator }));
  }

  private resolve(brief: BrandBrief): Omit<BriefIdeasInput, 'client'> {
    try {
      return briefIdeasInput(brief);
    } catch (error) {
      if (error instanceof RangeError) {
        throw new AppException('invalid-input', error.message);
      }
      throw error;
    }
  }
}

/** The brief with the fields it leaves blank taken from the client (one mapping with the screen's "Fill from client"). */
function withClientFields(brief: BrandBrief, client: ClientBrief): BrandBrief {
  const fromClient = briefFieldsFromClient(client, regionLabelOfCountryCode);
  const filled: BrandBrief = { ...brief };
  for (const key of ['primary_expertise', 'target_regions', 'available_assets', 'tone'] as const) {
    if (!filled[key]?.trim() && fromClient[key]) filled[key] = fromClient[key];
  }
  return filled;
}

/** The words of an idea a reader sees. */
function ideaTexts(idea: BriefCampaignIdea): string[] {
  return [idea.title, idea.one_sentence_pitch, idea.hook, idea.required_assets, ...(idea.implementation_steps ?? [])];
}
