import { PR_CATEGORIES, THEMES } from '../../../../contracts/ideas.contract.js';
import { opening } from '../../../../../bench/quality/quality-checks.js';
import { generateThemeHeadlines } from './theme-headlines.generator.js';

const headlinesOf = (theme: (typeof THEMES)[number]['key']) =>
  generateThemeHeadlines({ theme }).headlines.map((headline) => headline.headline);

describe(generateThemeHeadlines.name, () => {
  describe('when a headline is a community deep-dive', () => {
    // A theme has no thread whose comments could be counted: "We read 1000 comments on screen time"
    // (health-wellness) stated a figure nobody has.
    it.each(THEMES.map((theme) => theme.key))('should never say how many comments it read for %s', (theme) => {
      expect(headlinesOf(theme).filter((headline) => /\d[\d,]*\s+(?:comments|replies)\b/i.test(headline))).toEqual([]);
    });
  });

  describe('when every theme is generated', () => {
    // Four themes each had "What Reddit reveals about ..." and "Revealed: the cheapest and priciest
    // places for ...": 24 of the 100 headlines opened like another theme's.
    it("should open at most one headline in twenty like another theme's", () => {
      const themesByOpening = new Map<string, Set<string>>();
      const all = THEMES.flatMap((theme) =>
        headlinesOf(theme.key).map((headline) => ({ theme: theme.key, key: opening(headline), headline })),
      );
      for (const { theme, key } of all) themesByOpening.set(key, (themesByOpening.get(key) ?? new Set()).add(theme));
      const shared = all.filter(({ key }) => themesByOpening.get(key)!.size > 1).map(({ headline }) => headline);
      expect(shared.length).toBeLessThanOrEqual(all.length / 20);
    });
  });

  describe('when a theme has topics of personal hardship', () => {
    // "Loneliness: the 6 best entries, and one winner" (health-wellness): user entries about loneliness.
    it.each(['health-wellness', 'remote-work'] as const)('should give them no playful category in %s', (theme) => {
      const playful = new Set(
        PR_CATEGORIES.filter((category) => [3, 6, 7, 9, 10].includes(category.id)).map((category) => category.name as string),
      );
      const careless = generateThemeHeadlines({ theme }).headlines.filter(
        (headline) => /loneliness|burnout|mental health/i.test(headline.headline) && playful.has(headline.category),
      );
      expect(careless).toEqual([]);
    });
  });
});
