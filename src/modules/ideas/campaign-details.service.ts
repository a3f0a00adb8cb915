import { Injectable } from '@nestjs/common';
import type { Generated } from '../../contracts/generation.contract.js';
import type { CampaignDetails } from '../../contracts/ideas.contract.js';
import { GenerationService, type CampaignDetailsInput } from '../generation/index.js';

/** Implementation plans for a generated theme headline. */
@Injectable()
export class CampaignDetailsService {
  constructor(private readonly generation: GenerationService) {}

  /**
   * Why it earns coverage, an ordered data plan, public data sources, timeline, resources and
   * target publications. @throws AI errors (502/504)
   */
  async generate(input: CampaignDetailsInput): Promise<Generated<CampaignDetails>> {
    const { output, generator } = await this.generation.campaignDetails({
      headline: input.headline.trim(),
      theme: input.theme,
      category: input.category.trim(),
    });
    return { ...output, generatedBy: generator };
  }
}
