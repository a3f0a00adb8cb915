import { emotionalImpact } from './emotional-impact.js';
import { readHeadlineSignals } from './headline-analysis.js';

function score(headline: string): number {
  return emotionalImpact(readHeadlineSignals(headline));
}

describe(emotionalImpact.name, () => {
  describe('when the words carry no feeling', () => {
    it('should score near the bottom of the scale', () => {
      expect(score('The Minutes Of The Meeting On Tuesday')).toBeLessThanOrEqual(2);
    });
  });

  describe('when emotional words are added', () => {
    it('should rise with each one, by less each time', () => {
      const none = score('The Results Of The Garden Survey');
      const one = score('The Shocking Results Of The Garden Survey');
      const two = score('The Shocking, Terrifying Results Of The Garden Survey');
      const three = score('The Shocking, Terrifying, Heartwarming Results Of The Garden Survey');
      expect(one).toBeGreaterThan(none);
      expect(two).toBeGreaterThan(one);
      expect(three).toBeGreaterThan(two);
      expect(three - two).toBeLessThan(two - one);
      expect(three).toBeLessThanOrEqual(10);
    });
  });
});
