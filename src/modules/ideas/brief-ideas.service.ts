import { Injectable } from '@nestjs/common';
import type { Generated } from '../../contracts/generation.contract.js';
import type { BrandBrief, BriefCampaignIdea } from '../../contracts/ideas.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { GenerationService, briefIdeasInput, type BriefIdeasInput } from '../generation/index.js';
import { TrendingService } from '../trending/index.js';
import { GROUNDING_CANDIDATE_LIMIT, groundIdeas, groundingSince, selectGroundingTrends } from './trend-grounding.js';

/** Campaign ideas from a brand brief, grounded in stored trends that fit its sector. */
@Injectable()
export class BriefIdeasService {
  constructor(
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
  ) {}

  /**
   * n_ideas ideas (default 8) over the PR categories the brief does not exclude. Ideas that ride on a
   * stored trend posted within trend_timeframe_days carry its platform, link and shelf life; the
   * others carry none of the three. Nothing is stored: the spec lists no place that reads them back.
   * @throws AppException `invalid-input` when every PR category is excluded; AI errors (502/504)
   */
  async generate(brief: BrandBrief, nowMs = Date.now()): Promise<Generated<BriefCampaignIdea>[]> {
    const resolved = this.resolve(brief);
    const candidates = await this.trending.listRecentLinkedItems(
      groundingSince(resolved.brief.trend_timeframe_days, nowMs),
      GROUNDING_CANDIDATE_LIMIT,
    );
    const trends = selectGroundingTrends(candidates, resolved.brief.sector_or_niche, nowMs, resolved.brief.target_regions);
    const { output, generator } = await this.generation.briefIdeas({ ...resolved, trends });
    return groundIdeas(output, trends).map((idea) => ({ ...idea, generatedBy: generator }));
  }

  private resolve(brief: BrandBrief): BriefIdeasInput {
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
