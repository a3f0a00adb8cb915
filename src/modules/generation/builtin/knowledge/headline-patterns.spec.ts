import { PR_CATEGORIES } from '../../../../contracts/ideas.contract.js';
import { opening } from '../../../../../bench/quality/quality-checks.js';
import { audienceIn, phraseSlots, regionWording } from '../slot-builder.js';
import { CATEGORY_HEADLINE_PATTERNS } from './headline-patterns.js';
import { usableTemplates, type Slots } from './slots.js';

/** The slots the theme generator fills for one recurring story of a theme, for a UK audience. */
function themeSlots(topic: string, audience: string): Slots {
  const wording = regionWording(['UK']);
  return {
    ...phraseSlots(topic),
    audience: audienceIn(audience, ['UK']),
    people: wording.people,
    place: wording.name,
    region: wording.name,
    number: null,
    brand: 'your brand',
    expert: 'our head of research',
    dataSource: 'ONS Consumer Price Inflation',
    platform: 'Reddit',
    beat: 'personal finance',
    comments: null,
    count: 7,
    sample: '2,000',
  };
}

// Two real theme stories (cost of living, finance): different topics and audiences, same region.
const energyBills = themeSlots('energy bills', 'households');
const creditCardDebt = themeSlots('credit card debt', 'savers');

describe('CATEGORY_HEADLINE_PATTERNS', () => {
  describe.each(PR_CATEGORIES.map((category) => [category.id, category.name] as const))('when the category is %s (%s)', (id) => {
    // A stock opening ("Revealed: the cheapest and ...", "What Reddit reveals about ...", "How much do
    // you really know ...") reads the same in every theme's list: 24 of 100 theme headlines did.
    it('should open on the topic or the audience, so two stories never start alike', () => {
      const patterns = usableTemplates(usableTemplates(CATEGORY_HEADLINE_PATTERNS[id], energyBills), creditCardDebt);
      const alike = patterns
        .map((pattern) => [pattern.render(energyBills), pattern.render(creditCardDebt)])
        .filter(([first, second]) => opening(first!) === opening(second!));
      expect(alike).toEqual([]);
    });

    // "Thousands join the airport delays challenge" reports a turnout the campaign has not had.
    it('should never state a turnout or reach nobody has counted', () => {
      const claims = CATEGORY_HEADLINE_PATTERNS[id]
        .filter((pattern) => pattern.needs !== 'number')
        .map((pattern) => pattern.render(energyBills))
        .filter((headline) => /\b(?:thousands|hundreds|millions)\b/i.test(headline));
      expect(claims).toEqual([]);
    });
  });
});
