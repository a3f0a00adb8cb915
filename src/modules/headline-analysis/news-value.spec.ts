import { readHeadlineSignals } from './headline-analysis.js';
import { newsValue } from './news-value.js';

function score(headline: string): number {
  return newsValue(readHeadlineSignals(headline));
}

describe(newsValue.name, () => {
  describe('when the headline reports an event', () => {
    it.each([
      'Large earthquake rattles Indonesia; seventh in two days',
      'Government Approves £2 Billion Flood Defence Plan For Yorkshire',
      'Acme launches budgeting app for students in Boston',
    ])('should score "%s" high', (headline) => {
      expect(score(headline)).toBeGreaterThanOrEqual(7);
    });
  });

  describe('when the headline is a teaser or a listicle', () => {
    it.each([
      '17 Things You Will Totally Relate To',
      'This Is The Most Adorable Thing You Will See Today',
      'Which Disney Character Are You',
    ])('should score "%s" low', (headline) => {
      expect(score(headline)).toBeLessThanOrEqual(3);
    });
  });

  describe('when the letter case changes', () => {
    it('should give a similar score in title case and in lower case', () => {
      const headline = 'Large earthquake rattles Indonesia';
      expect(Math.abs(score(headline.toLowerCase()) - score('Large Earthquake Rattles Indonesia'))).toBeLessThanOrEqual(1);
    });
  });

  describe('when a news word is repeated', () => {
    it('should stop rewarding it after the second time', () => {
      expect(score('Government government government government report')).toBe(score('Government government government report'));
    });
  });
});
