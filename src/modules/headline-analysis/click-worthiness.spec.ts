import { clickWorthiness } from './click-worthiness.js';
import { readHeadlineSignals } from './headline-analysis.js';

function score(headline: string): number {
  return clickWorthiness(readHeadlineSignals(headline));
}

describe(clickWorthiness.name, () => {
  describe('when two versions of a headline differ in one tested signal', () => {
    it('should prefer the statement to the question', () => {
      expect(score('This Village Grows All Its Own Food')).toBeGreaterThan(score('Could This Village Grow All Its Own Food?'));
    });

    it('should prefer the version without an exclamation mark', () => {
      expect(score('A Teacher Turned Her Classroom Into A Forest')).toBeGreaterThan(score('A Teacher Turned Her Classroom Into A Forest!'));
    });

    it('should prefer the version about a person', () => {
      expect(score('She Built A Library Out Of Old Phone Boxes')).toBeGreaterThan(score('A Library Was Built Out Of Old Phone Boxes'));
    });

    it('should prefer the more detailed, longer version', () => {
      expect(score('A Town Banned Cars From Its Centre For A Year And Shops Did Better')).toBeGreaterThan(score('A Town Banned Cars'));
    });

    it('should prefer a plain sentence to a label before a colon', () => {
      expect(score('The Results Of This Diet Study Are In')).toBeGreaterThan(score('Warning: The Results Of This Diet Study Are In'));
    });
  });

  describe('when scoring', () => {
    it('should return the 1–10 scale with one decimal', () => {
      for (const headline of [
        'Hi',
        'Watch What Happens When She Meets Her 16 Year Old Self In This Video',
        'Study: Experts Verify Data!!! ?',
      ]) {
        const value = score(headline);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(10);
        expect(Math.round(value * 10) / 10).toBe(value);
      }
    });
  });
});
