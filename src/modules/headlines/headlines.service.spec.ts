import { SAMPLE_HEADLINE_INPUTS } from '../../../bench/ai/ai-sample-inputs.js';
import { AiEngine } from '../../platform/ai/ai-engine.js';
import { InMemoryGenerationCache } from '../../platform/ai/generation-cache.js';
import { createBuiltinProvider } from '../generation/builtin/builtin-generators.js';
import { GenerationService } from '../generation/generation.service.js';
import { analyzeHeadline, forgetRecentHeadlineAnalyses, meanMetric } from '../headline-analysis/headline-analysis.js';
import type { TrendingService } from '../trending/index.js';
import { HeadlinesService } from './headlines.service.js';

// Real headlines (Upworthy A/B tests, news, a death) besides the project's sample headlines.
const HEADLINES = [
  '16 Years Ago, A Doctor Published A Study. It Was Completely Fake, And It Made Us All Sicker.',
  'Why Four-Day Weeks Are Quietly Winning Over Britain’s Small Businesses',
  'Why remote work is quietly reshaping city centres',
  'Pantera drummer Vinnie Paul dies aged 54',
  "Warning: Beware Of Her Selfies And Stereotypes. She's Doing Pretty Much Everything Wrong.",
  ...SAMPLE_HEADLINE_INPUTS.map((input) => input.headline),
];

function builtinService(): HeadlinesService {
  return new HeadlinesService(
    new GenerationService(new AiEngine({ provider: createBuiltinProvider(), cache: new InMemoryGenerationCache() })),
    // Headlines on their own never read a trending item.
    {} as TrendingService,
  );
}

describe(HeadlinesService.name, () => {
  // The service answers from the module's memory of recent analyses: each test starts with it empty,
  // so the first pass of the warm test is really cold whatever ran before it.
  beforeEach(() => forgetRecentHeadlineAnalyses());

  describe('analyze', () => {
    describe('when the built-in generator writes the alternatives', () => {
      it('should offer only alternatives whose fresh analysis scores at least the headline, as the API would rescore them', async () => {
        const service = builtinService();
        let offered = 0;
        for (const headline of HEADLINES) {
          const answer = await service.analyze(headline);
          expect(answer.metrics).toEqual(analyzeHeadline(headline).metrics);
          for (const alternative of answer.alternatives) {
            expect(meanMetric(analyzeHeadline(alternative).metrics)).toBeGreaterThanOrEqual(meanMetric(answer.metrics));
          }
          offered += answer.alternatives.length;
        }
        // Not vacuous: rewrites are offered (one frame at most per headline, and none on a headline
        // that already scores well, so well under one per headline).
        expect(offered).toBeGreaterThan(HEADLINES.length / 3);
      });
    });

    describe('when a headline is analysed again (Generate Alternatives)', () => {
      it('should answer exactly what a cold analysis answers', async () => {
        const service = builtinService();
        const warm = [];
        for (const headline of HEADLINES) warm.push(await service.analyze(headline));
        for (const headline of HEADLINES) warm.push(await service.analyze(` ${headline} `));
        const cold = [];
        for (const headline of [...HEADLINES, ...HEADLINES]) {
          forgetRecentHeadlineAnalyses();
          cold.push(await service.analyze(headline));
        }
        expect(warm).toEqual(cold);
      });
    });
  });
});
