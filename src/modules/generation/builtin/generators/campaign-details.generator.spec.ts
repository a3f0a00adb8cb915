import { repeatedOpenings } from '../../../../../bench/quality/quality-checks.js';
import { THEMES } from '../../../../contracts/ideas.contract.js';
import type { CampaignDetailsInput } from '../../tasks/campaign-details.task.js';
import { generateCampaignDetails } from './campaign-details.generator.js';
import { generateThemeHeadlines } from './theme-headlines.generator.js';

// Headlines the theme generator really writes (the quality bench plans the first three of each theme).
const detailsFor = (headline: string, theme: string, category: string) => generateCampaignDetails({ headline, theme, category });
const planOf = (details: ReturnType<typeof generateCampaignDetails>) => [details.coverageHook, ...details.dataPlan].join(' ');

describe(generateCampaignDetails.name, () => {
  describe("when the headline is built on one of its theme's topics", () => {
    it.each([
      [
        'We put the claims about second-hand shopping to the test',
        'retail-consumer',
        'Experiment or Challenge Study',
        'a test of second-hand shopping',
      ],
      [
        'Inside the online communities obsessed with online returns',
        'retail-consumer',
        'Community Deep-Dive (Reddit / Discord)',
        'threads about online returns',
      ],
      [
        'US online shoppers show us their take on dupes: the best entries',
        'retail-consumer',
        'UGC Challenge Stack',
        'hashtag around dupes',
      ],
      [
        '8 memes about daily step counts that are more true than funny',
        'health-wellness',
        'Meme-Lens / Template Flip',
        'already used about daily step counts',
      ],
      [
        'How many UK parents can solve the posture puzzle in under a minute?',
        'health-wellness',
        'Brain-Teaser / Interactive Puzzle',
        'a scene about posture at the desk',
      ],
    ])('should plan "%s" on its topic, not on a fragment of the wording', (headline, theme, category, expected) => {
      const plan = planOf(detailsFor(headline, theme, category));
      expect(plan).toContain(expected);
      expect(plan).not.toMatch(/(?<!second-)hand shopping|the online communities|the take on dupes|the daily step\b|scene about UK\b/i);
    });

    it('should recruit the volunteers the headline counts and test them with its audience', () => {
      const details = detailsFor('11 volunteers, one week: what investment apps taught us', 'finance', 'Experiment or Challenge Study');
      expect(details.dataPlan).toContain('Recruit 11 participants and collect consent.');
      expect(
        detailsFor('US online shoppers show us their take on dupes: the best entries', 'retail-consumer', 'UGC Challenge Stack')
          .coverageHook,
      ).toContain('US online shoppers');
    });
  });

  describe('when it says why the campaign earns coverage', () => {
    const inputs: CampaignDetailsInput[] = THEMES.flatMap((theme) =>
      generateThemeHeadlines({ theme: theme.key })
        .headlines.slice(0, 3)
        .map((headline) => ({ headline: headline.headline, theme: theme.key, category: headline.category })),
    );

    it("should open on the campaign's own topic and leave the headline, shown right above it, unrepeated", () => {
      expect(inputs).toHaveLength(30);
      for (const input of inputs) {
        const { coverageHook } = generateCampaignDetails(input);
        expect(coverageHook).not.toContain(input.headline);
        expect(coverageHook).not.toMatch(/^"|earns coverage because/);
      }
      expect(generateCampaignDetails(inputs[0]!).coverageHook).toMatch(/^Commuting costs are /);
    });

    it('should let at most 1 reason in 5 share its first four words with another', () => {
      const outputs = inputs.map((input) => ({ input: input.headline, text: generateCampaignDetails(input).coverageHook }));
      const repeated = repeatedOpenings(outputs).filter((problems) => problems.length > 0);
      expect(repeated.length).toBeLessThanOrEqual(outputs.length / 5);
    });
  });
});
