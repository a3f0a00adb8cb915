import type { HeadlineMetrics } from '../../contracts/headlines.contract.js';

import { readHeadlineSignals } from './headline-analysis.js';
import { suggestImprovements } from './headline-suggestions.js';
import { classifyHeadlineType } from './headline-type.js';

const STRONG_METRICS: HeadlineMetrics = { emotionalImpact: 7, clarity: 9, seoPotential: 8, clickWorthiness: 7, newsValue: 7 };

function suggest(headline: string, metrics: Partial<HeadlineMetrics> = {}): string[] {
  const signals = readHeadlineSignals(headline);
  return suggestImprovements(signals, { ...STRONG_METRICS, ...metrics }, classifyHeadlineType(signals.tokens));
}

describe(suggestImprovements.name, () => {
  describe('when nothing measured is weak', () => {
    it('should suggest nothing', () => {
      expect(suggest('Council Approves New Cycle Lanes For Leeds City Centre')).toEqual([]);
    });
  });

  describe('when the headline is too long', () => {
    it('should give the word count and the target', () => {
      const [suggestion] = suggest('Council Approves New Cycle Lanes For Leeds After A Long Debate About Traffic And Shops In Town');
      expect(suggestion).toContain('17 words');
      expect(suggestion).toContain('14 or fewer');
    });
  });

  describe('when the headline is hard to read', () => {
    it('should give the level and name the long words', () => {
      const suggestions = suggest('Municipal Authority Authorizes Comprehensive Infrastructure Modifications');
      expect(suggestions).toContainEqual(
        expect.stringMatching(/^Reading level is (College|Graduate) level.*\(Municipal, Authority, Authorizes\)/),
      );
    });
  });

  describe('when the title is longer than search results show', () => {
    it('should give the character count', () => {
      const headline = 'Council Approves New Cycle Lanes, Bus Gates And Wider Pavements For Leeds City Centre';
      expect(suggest(headline)).toContainEqual(expect.stringContaining(`At ${headline.length} characters`));
    });
  });

  describe('when the headline asks or exclaims', () => {
    it('should advise against the question mark and the exclamation mark', () => {
      const suggestions = suggest('Will Leeds Get New Cycle Lanes This Year? Council Says Yes!');
      expect(suggestions).toContainEqual(expect.stringContaining('question mark'));
      expect(suggestions).toContainEqual(expect.stringContaining('Exclamation marks'));
    });
  });

  describe('when a metric is weak', () => {
    it('should quote the emotional impact score', () => {
      expect(suggest('Council Approves New Cycle Lanes For Leeds City Centre', { emotionalImpact: 2.5 })).toContainEqual(
        expect.stringContaining('Emotional impact is 2.5/10'),
      );
    });

    it('should quote the click-worthiness score and say what is missing', () => {
      const suggestions = suggest('Council Approves New Cycle Lanes For Leeds City Centre', { clickWorthiness: 3.1 });
      expect(suggestions).toContainEqual(
        expect.stringContaining('Click-worthiness is 3.1/10. It names no person, gives no number and has 54 characters'),
      );
    });

    it('should quote the news value, except for a how-to', () => {
      expect(suggest('Seven Ways To Enjoy A Quiet Weekend In Leeds', { newsValue: 2 })).toContainEqual(
        expect.stringContaining('News value is 2/10'),
      );
      expect(suggest('How To Enjoy A Quiet Weekend In Leeds', { newsValue: 2 })).not.toContainEqual(expect.stringContaining('News value'));
    });
  });

  describe('when a word is shouted', () => {
    it('should name it', () => {
      expect(suggest('BREAKING Council Approves New Cycle Lanes For Leeds')).toContainEqual(expect.stringContaining('(BREAKING)'));
    });
  });
});
