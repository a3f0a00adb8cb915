import { Injectable, Logger } from '@nestjs/common';
import type { HeadlineAnalysis, WordEmotionScore } from '../../contracts/headlines.contract.js';
import { AiError } from '../../platform/ai/ai-errors.js';
import { GenerationService, headlineAlternativesInput, toAiTrendingItem } from '../generation/index.js';
import { alternativesWorthOffering, analyzeEmotions, analyzeHeadlineCached } from '../headline-analysis/index.js';
import { TrendingService } from '../trending/index.js';

/** The Headline Analyzer: deterministic scores, AI-written alternatives and the per-word emotions. */
@Injectable()
export class HeadlinesService {
  private readonly logger = new Logger(HeadlinesService.name);

  constructor(
    private readonly generation: GenerationService,
    private readonly trending: TrendingService,
  ) {}

  /**
   * Scores a validated headline (same headline, same metrics) and asks the AI engine for 3-5
   * alternatives aimed at its measured weaknesses; only those that score at least as well as the
   * headline itself are offered, so there may be none. When the AI provider fails, the scores are still
   * answered, with no alternatives and the provider's message in `alternativesError`: the metrics
   * took milliseconds and do not depend on the provider, so losing them to a timeout would be waste.
   * The analysis of a headline analysed recently (Generate Alternatives runs it again) is remembered.
   * With `trendingItemId`, the alternatives are written with the item's title, text, publication and
   * market in view (the scores do not change: they measure the headline alone).
   * @throws AppException `not-found` for an unknown trending item, before anything is analysed
   * @throws RangeError when the headline has no word (the DTO refuses such input first)
   */
  async analyze(headline: string, trendingItemId: number | null = null): Promise<HeadlineAnalysis> {
    const story = trendingItemId === null ? null : await this.trending.getItem(trendingItemId);
    const analysis = analyzeHeadlineCached(headline);
    try {
      const { output, generator } = await this.generation.headlineAlternatives(
        headlineAlternativesInput(analysis.headline, analysis.metrics, story && toAiTrendingItem(story.item, story.topicName)),
      );
      return { ...analysis, alternatives: alternativesWorthOffering(analysis.metrics, output), alternativesBy: generator };
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      this.logger.warn(`Headline alternatives failed (${error.code}): ${error.message}`);
      return { ...analysis, alternatives: [], alternativesError: error.message };
    }
  }

  /** The seven emotion scores (0-1) and the intensity of every word of a validated headline. */
  emotions(headline: string): WordEmotionScore[] {
    return analyzeEmotions(headline);
  }
}
