import { readHeadlineSignals } from './headline-analysis.js';
import { classifyHeadlineType } from './headline-type.js';
import { seoPotential } from './seo-potential.js';

function score(headline: string): number {
  const signals = readHeadlineSignals(headline);
  return seoPotential(signals, classifyHeadlineType(signals.tokens));
}

describe(seoPotential.name, () => {
  describe('when the title fits the search-result window', () => {
    it('should beat the same topic cut off at well over 60 characters', () => {
      expect(score('Remote Work Cuts Commuting Costs For UK Families')).toBeGreaterThan(
        score('Remote Work Cuts Commuting Costs For UK Families, And Here Is What That Means For Every Household Budget'),
      );
    });

    it('should beat a title too thin to match a query', () => {
      expect(score('Remote Work Cuts Commuting Costs For UK Families')).toBeGreaterThan(score('Big Savings'));
    });
  });

  describe('when the title mirrors a search', () => {
    it('should reward a how-to over a statement of the same length', () => {
      expect(score('How To Cut Commuting Costs With Remote Work')).toBeGreaterThan(score('Remote Work Cut Our Commuting Costs A Lot'));
    });
  });

  describe('when the title opens with filler or points at "this"', () => {
    it('should lose points', () => {
      expect(score('This Is What It Was Like For All Of Us In Leeds')).toBeLessThan(score('Leeds Families Describe Life During The Flood'));
    });
  });
});
