import { Inject, Injectable } from '@nestjs/common';
import type { AiEngine } from '../../platform/ai/ai-engine.js';
import type { AiGenerator } from '../../platform/ai/ai-provider.js';
import { AI_ENGINE } from '../../platform/ai/ai.module.js';
import { briefIdeasTask, type BriefIdeasInput } from './tasks/brief-ideas.task.js';
import { campaignDetailsTask, type CampaignDetailsInput } from './tasks/campaign-details.task.js';
import { headlineAlternativesTask, type HeadlineAlternativesInput } from './tasks/headline-alternatives.task.js';
import { pitchEmailTask, type PitchEmailInput } from './tasks/pitch-email.task.js';
import { prAnglesTask, type PrAnglesInput } from './tasks/pr-angles.task.js';
import { themeHeadlinesTask, type ThemeHeadlinesInput } from './tasks/theme-headlines.task.js';
import { trendingCampaignTask, type TrendingCampaignInput } from './tasks/trending-campaign.task.js';
import { websiteIdeasTask, type WebsiteIdeasInput } from './tasks/website-ideas.task.js';

/**
 * Every AI generation of the product, one method per task (DESIGN.md section 5). Answers are
 * validated and cached by the engine and say which generator made them.
 * @throws AiInvalidAnswerError (502), AiTimeoutError (504), AiUpstreamError (502)
 */
@Injectable()
export class GenerationService {
  constructor(@Inject(AI_ENGINE) private readonly engine: AiEngine) {}

  get generator(): AiGenerator {
    return this.engine.generator;
  }

  /**
   * "builtin:<version>" or "openai:<model>", stored beside generated rows (generatedByOf reads it back).
   * Pass the generator a result reports: the provider can change between two calls (Settings).
   */
  generatorLabel({ provider, model }: AiGenerator): string {
    return `${provider}:${model}`;
  }

  prAngles(input: PrAnglesInput) {
    return this.engine.generate(prAnglesTask, input);
  }

  pitchEmail(input: PitchEmailInput) {
    return this.engine.generate(pitchEmailTask, input);
  }

  trendingCampaign(input: TrendingCampaignInput) {
    return this.engine.generate(trendingCampaignTask, input);
  }

  briefIdeas(input: BriefIdeasInput) {
    return this.engine.generate(briefIdeasTask, input);
  }

  themeHeadlines(input: ThemeHeadlinesInput) {
    return this.engine.generate(themeHeadlinesTask, input);
  }

  campaignDetails(input: CampaignDetailsInput) {
    return this.engine.generate(campaignDetailsTask, input);
  }

  websiteIdeas(input: WebsiteIdeasInput) {
    return this.engine.generate(websiteIdeasTask, input);
  }

  headlineAlternatives(input: HeadlineAlternativesInput) {
    return this.engine.generate(headlineAlternativesTask, input);
  }
}
