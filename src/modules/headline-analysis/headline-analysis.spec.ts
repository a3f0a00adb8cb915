import fc from 'fast-check';

import { analyzeHeadline, analyzeHeadlineCached, forgetRecentHeadlineAnalyses } from './headline-analysis.js';

const METRIC_NAMES = ['emotionalImpact', 'clarity', 'seoPotential', 'clickWorthiness', 'newsValue'] as const;

describe(analyzeHeadline.name, () => {
  describe('when analysing a headline', () => {
    const result = analyzeHeadline('  10 Reasons Your Dog Is Secretly Terrified Of The Vacuum  ');

    it('should return the trimmed headline, its counts, reading level and type', () => {
      expect(result.headline).toBe('10 Reasons Your Dog Is Secretly Terrified Of The Vacuum');
      expect(result.readability).toEqual({ wordCount: 10, characterCount: 55, readingLevel: expect.stringMatching(/^Grade \d+ \(/) });
      expect(result.headlineType).toBe('list');
    });

    it('should leave the alternatives to the AI engine', () => {
      expect(result).not.toHaveProperty('alternatives');
    });
  });

  describe('when the same headline is analysed twice', () => {
    it('should give identical results', () => {
      const headline = 'She Was Keeping A Big Secret From Her Brother. After Her Father Died, She Told Him.';
      expect(analyzeHeadline(headline)).toEqual(analyzeHeadline(headline));
    });
  });

  describe('when analysing any headline that passes validation', () => {
    it('should keep every metric on the 1–10 scale with at most one decimal', () => {
      const headline = fc.string({ minLength: 3, maxLength: 300 }).filter((text) => /[\p{L}\p{N}]/u.test(text));
      fc.assert(
        fc.property(headline, (text) => {
          const { metrics } = analyzeHeadline(text);
          for (const name of METRIC_NAMES) {
            expect(metrics[name]).toBeGreaterThanOrEqual(1);
            expect(metrics[name]).toBeLessThanOrEqual(10);
            expect(Math.round(metrics[name] * 10) / 10).toBe(metrics[name]);
          }
        }),
        { numRuns: 200 },
      );
    });
  });

  describe('when the headline has no word at all', () => {
    it('should refuse it as the API does', () => {
      expect(() => analyzeHeadline(' — ')).toThrow('Headline required');
    });
  });
});

describe(analyzeHeadlineCached.name, () => {
  const headline = 'She Was Keeping A Big Secret From Her Brother. After Her Father Died, She Told Him.';

  // The memory of recent analyses lives as long as the module: each test starts from an empty one.
  beforeEach(() => forgetRecentHeadlineAnalyses());

  describe('when a headline is analysed again, with other spacing around it', () => {
    it('should answer the remembered analysis, equal to a fresh one', () => {
      const first = analyzeHeadlineCached(headline);
      expect(analyzeHeadlineCached(`  ${headline}\n`)).toBe(first);
      expect(first).toEqual(analyzeHeadline(headline));
    });
  });

  describe('when the remembered analysis is shared', () => {
    it('should be frozen so no caller can change it for the next', () => {
      const analysis = analyzeHeadlineCached(headline);
      expect([Object.isFrozen(analysis), Object.isFrozen(analysis.metrics), Object.isFrozen(analysis.suggestions)]).toEqual([
        true,
        true,
        true,
      ]);
    });
  });

  describe('when the memory is emptied', () => {
    it('should analyse afresh', () => {
      const before = analyzeHeadlineCached(headline);
      forgetRecentHeadlineAnalyses();
      const after = analyzeHeadlineCached(headline);
      expect(after).not.toBe(before);
      expect(after).toEqual(before);
    });
  });

  describe('when the headline has no word at all', () => {
    it('should refuse it as analyzeHeadline does', () => {
      expect(() => analyzeHeadlineCached(' — ')).toThrow('Headline required');
    });
  });
});
