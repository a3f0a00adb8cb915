import { THEMES } from '../../../../contracts/ideas.contract.js';
import { generateThemeHeadlines } from './theme-headlines.generator.js';

const headlinesOf = (theme: (typeof THEMES)[number]['key']) => generateThemeHeadlines({ theme }).headlines.map((headline) => headline.headline);

describe(generateThemeHeadlines.name, () => {
  describe('when a headline is a community deep-dive', () => {
    // A theme has no thread whose comments could be counted: "We read 1000 comments on screen time"
    // (health-wellness) stated a figure nobody has.
    it.each(THEMES.map((theme) => theme.key))('should never say how many comments it read for %s', (theme) => {
      expect(headlinesOf(theme).filter((headline) => /\d[\d,]*\s+(?:comments|replies)\b/i.test(headline))).toEqual([]);
    });
  });
});
