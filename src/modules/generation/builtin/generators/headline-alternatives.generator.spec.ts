import { clickbaitFormulas } from '../../../headline-analysis/headline-clickbait.js';
import { garblingProblems } from '../../../headline-analysis/headline-garbling.js';
import { alternativesWorthOffering, analyzeHeadline, meanMetric } from '../../../headline-analysis/headline-analysis.js';
import { checkAnswer } from '../../../../platform/ai/ai-task.js';
import { headlineAlternativesInput, headlineAlternativesTask } from '../../tasks/headline-alternatives.task.js';
import { generateHeadlineAlternatives } from './headline-alternatives.generator.js';

function alternativesFor(headline: string): string[] {
  const { metrics } = analyzeHeadline(headline);
  return generateHeadlineAlternatives(headlineAlternativesInput(headline, metrics)).alternatives;
}

// Real headlines of the kinds the PR editor graded: Upworthy A/B tests, news about a death, COVID-19.
const UPWORTHY = '16 Years Ago, A Doctor Published A Study. It Was Completely Fake, And It Made Us All Sicker.';
const DEATH = 'Pantera drummer Vinnie Paul dies aged 54';
const COVID = 'Jake Gyllenhaal and Jamie Lee Curtis spent the Covid-19 lockdown together';
const PLAIN = 'Coffee prices hit a record high';

describe(generateHeadlineAlternatives.name, () => {
  describe('when it rewrites real headlines', () => {
    it.each([UPWORTHY, DEATH, COVID, PLAIN])('should offer only rewrites scoring at least "%s"', (headline) => {
      const baseline = meanMetric(analyzeHeadline(headline).metrics);
      for (const alternative of alternativesFor(headline)) {
        expect(meanMetric(analyzeHeadline(alternative).metrics)).toBeGreaterThanOrEqual(baseline);
      }
    });

    it('should offer a rewrite of a two-sentence teaser that keeps its first sentence', () => {
      expect(alternativesFor(UPWORTHY)).toContain('16 Years Ago, a Doctor Published a Study');
    });

    it('should offer at most one wrapper of the whole headline, and none around a headline cut off by its feed', () => {
      const wrappers = /(?:, in brief|: what we know so far|, and why it matters|: the full story)$|^Explained: /i;
      // Before: "'This is what surviving Auschwitz taught me', in brief", "…: the full story" and "…, and why it matters".
      expect(
        alternativesFor("'This is what surviving Auschwitz taught me'").filter((alternative) => wrappers.test(alternative)).length,
      ).toBeLessThanOrEqual(1);
      // Before: "New Zealand PM Ardern Wins Re-Election in Best Showing For, in Brief" and "Explained: … Best Showing For".
      expect(
        alternativesFor('New Zealand PM Ardern Wins Re-Election In Best Showing For ...').filter((alternative) =>
          wrappers.test(alternative),
        ),
      ).toEqual([]);
      // Before: "Explained: Steve Bannon" and "Steve Bannon, and why it matters".
      expect(alternativesFor('Steve Bannon').filter((alternative) => wrappers.test(alternative)).length).toBeLessThanOrEqual(1);
    });

    it('should not keep a sentence of a sensitive teaser that leaves out the deaths', () => {
      // Before: "They Were Attacked 4 Years Ago for Publishing a Cartoon".
      const alternatives = alternativesFor('They Were Attacked 4 Years Ago For Publishing A Cartoon. This Morning, 12 People Are Dead.');
      for (const alternative of alternatives) expect(alternative).toMatch(/Dead/);
    });

    it('should keep the question mark of a question it keeps', () => {
      // Before: "Does a Speedsuit Make You Faster. Maybe. Does It Look Cool".
      const alternatives = alternativesFor('Does a Speedsuit Make You Faster? Maybe. Does It Look Cool? Absolutely.');
      expect(alternatives).not.toEqual([]);
      for (const alternative of alternatives) expect(alternative).toMatch(/\?$/);
    });

    it('should not frame as an explainer a line that names no subject', () => {
      // Before: "Explained: There's Only 1 Woman Who Can Speak This Old American Language Left in the World".
      expect(
        alternativesFor("There's Only 1 Woman Who Can Speak This Old American Language Left In The World").filter((alternative) =>
          alternative.startsWith('Explained'),
        ),
      ).toEqual([]);
    });

    it('should write a Title Case rewrite in Title Case, without capitalising the word after an abbreviation', () => {
      // Before: "Explained: for These Olympians, …" (sentence case guessed) and "… Between U.S. And Global …".
      expect(alternativesFor('For These Olympians, the Bling Is the Thing')).toContain(
        'Explained: For These Olympians, the Bling Is the Thing',
      );
      expect(alternativesFor('Feud Flares Between U.S. and Global Antidoping Agency')).toContain(
        'Explained: Feud Flares Between U.S. and Global Antidoping Agency',
      );
    });

    it('should never offer a garbled rewrite or an invented number', () => {
      for (const headline of [UPWORTHY, DEATH, COVID, PLAIN, '9 things nobody tells you about Service and the jan']) {
        for (const alternative of alternativesFor(headline)) {
          expect(garblingProblems(alternative)).toEqual([]);
          const numbers = alternative.match(/\d+/g) ?? [];
          for (const number of numbers) expect(headline).toContain(number);
        }
      }
    });
  });

  describe('when the input carries the metrics of the original', () => {
    it('should take its bar from them instead of scoring the original again', () => {
      const { metrics } = analyzeHeadline(UPWORTHY);
      const perfect = { emotionalImpact: 10, clarity: 10, seoPotential: 10, clickWorthiness: 10, newsValue: 10 };
      expect(alternativesFor(UPWORTHY).length).toBeGreaterThan(0);
      expect(generateHeadlineAlternatives({ ...headlineAlternativesInput(UPWORTHY, metrics), metrics: perfect }).alternatives).toEqual([]);
    });
  });

  describe('when the headline is about a death', () => {
    it('should stay factual: no clickbait formula, no exclamation mark', () => {
      for (const headline of [
        DEATH,
        'Zimbabwe President Mnangagwa survives Bulawayo explosion',
        'Podcast: One country musician is calling for other artists to oppose assault rifles',
      ]) {
        for (const alternative of alternativesFor(headline)) expect(clickbaitFormulas(alternative)).toEqual([]);
      }
      expect(alternativesFor('Podcast: One country musician is calling for other artists to oppose assault rifles')).toEqual([
        'One country musician is calling for other artists to oppose assault rifles',
      ]);
    });
  });
});

describe(alternativesWorthOffering.name, () => {
  describe('when a provider answers rewrites that score lower than the original', () => {
    it('should drop them and rank the rest best first', () => {
      const { metrics } = analyzeHeadline(PLAIN);
      const offered = alternativesWorthOffering(metrics, [
        'Coffee',
        'Explained: Coffee prices hit a record high',
        'Coffee prices hit a record high, in brief',
      ]);
      expect(offered).toEqual(['Explained: Coffee prices hit a record high', 'Coffee prices hit a record high, in brief']);
    });
  });
});

describe('headlineAlternativesTask', () => {
  describe('crossCheck', () => {
    describe('when an answer is garbled or plays with a sensitive headline', () => {
      it('should send it back with the reason', () => {
        const input = headlineAlternativesInput(DEATH, analyzeHeadline(DEATH).metrics);
        const check = checkAnswer(headlineAlternativesTask, input, {
          alternatives: [
            "You won't believe how Vinnie Paul died",
            'Vinnie Paul dies aged 54 and the',
            'Pantera drummer Vinnie Paul dies aged 54: what we know so far',
          ],
        });
        expect(check.ok).toBe(false);
        const problems = check.ok ? [] : check.problems;
        expect(problems.join('\n')).toMatch(/alternatives\.0: "you won't believe" on a sensitive headline/);
        expect(problems.join('\n')).toMatch(/alternatives\.1: garbled/);
        expect(problems.join('\n')).not.toMatch(/alternatives\.2/);
      });
    });

    describe('when the headline is not sensitive', () => {
      it('should accept a playful rewrite', () => {
        const input = headlineAlternativesInput(PLAIN, analyzeHeadline(PLAIN).metrics);
        expect(checkAnswer(headlineAlternativesTask, input, { alternatives: ['The surprising truth about coffee prices'] }).ok).toBe(true);
      });
    });
  });

  describe('prompt', () => {
    it('should hand an LLM the headline and its weaknesses, not the metrics meant for the built-in generator', () => {
      const input = headlineAlternativesInput(PLAIN, analyzeHeadline(PLAIN).metrics);
      expect(headlineAlternativesTask.prompt(input).user).toContain(
        JSON.stringify({ headline: input.headline, weaknesses: input.weaknesses }, null, 2),
      );
    });

    describe('when the headline is sensitive', () => {
      it('should state the rules for respectful rewrites', () => {
        const input = headlineAlternativesInput(DEATH, analyzeHeadline(DEATH).metrics);
        expect(headlineAlternativesTask.prompt(input).user).toMatch(/factual and respectful/);
        expect(headlineAlternativesTask.prompt(headlineAlternativesInput(PLAIN, analyzeHeadline(PLAIN).metrics)).user).not.toMatch(
          /respectful/,
        );
      });
    });
  });
});
