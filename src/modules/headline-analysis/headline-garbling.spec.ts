import { clarity } from './headline-clarity.js';
import { garblingProblems, rewriteGarblingCheck, rewriteGarblingProblems } from './headline-garbling.js';
import { readHeadlineSignals } from './headline-analysis.js';

describe(garblingProblems.name, () => {
  describe('when a pattern was filled with a fragment', () => {
    it.each([
      ['a lower-cased name fragment', '9 things nobody tells you about Service and the jan'],
      ['a dangling article', 'The real story behind the'],
      ['a dangling "of"', 'Why everyone is talking about the future of'],
      ['a doubled word', 'The truth about about remote work'],
      ['a doubled word before a comma', 'Rents rise in the the, capital'],
      ['a doubled word in other case', 'Why The the office is back'],
      ['an open quote', 'Why "quiet quitting is spreading'],
      ['a cut-off title', "Why everyone is talking about 'How It Feels To Make The Parents...'"],
      ['a placeholder', 'Only X in 10 Britons can solve this puzzle'],
      ['a template hole', 'The truth about {subject}'],
      ['a leaked value', 'The cost of undefined in NaN cities'],
    ])('should report %s', (_, headline) => {
      expect(garblingProblems(headline)).not.toEqual([]);
    });
  });

  describe('when the headline is finished text', () => {
    it.each([
      'Energy bills to rise by 2% in October',
      "How One Man's Carribean Parents Reacted To Who He Was Dating",
      "Kamala Harris: Trump's Treatment of Immigrants Is a 'Human Rights Abuse'",
      "Parents' evenings move online for good",
      'She had had enough of the commute',
    ])('should report nothing for "%s"', (headline) => {
      expect(garblingProblems(headline)).toEqual([]);
    });
  });
});

describe(rewriteGarblingProblems.name, () => {
  describe('when a rewrite cuts a name of the original', () => {
    it('should report the cut name', () => {
      const original = 'Secret Service director testifies about the Jan. 6 attack on the Capitol';
      expect(rewriteGarblingProblems(original, '9 things nobody tells you about Service and the jan').join(' ')).toMatch(
        /Secret Service|jan/,
      );
    });
  });

  describe('when a rewrite keeps the names whole', () => {
    it('should report nothing', () => {
      const original = 'Secret Service director testifies about the Jan. 6 attack on the Capitol';
      expect(rewriteGarblingProblems(original, 'Secret Service director testifies about the Jan. 6 attack: what we know so far')).toEqual(
        [],
      );
    });
  });
});

describe(rewriteGarblingCheck.name, () => {
  describe('when it checks several rewrites of one original', () => {
    it('should answer each as rewriteGarblingProblems does', () => {
      const original = 'Secret Service director testifies about the Jan. 6 attack on the Capitol';
      const check = rewriteGarblingCheck(original);
      const rewrites = [
        '9 things nobody tells you about Service and the jan',
        'Secret Service director testifies about the Jan. 6 attack: what we know so far',
        'The secret service director testifies',
        'Service director testifies about the Jan. 6 attack',
        'What we know about the',
      ];
      expect(rewrites.map(check)).toEqual(rewrites.map((rewrite) => rewriteGarblingProblems(original, rewrite)));
      expect(rewrites.map(check).filter((problems) => problems.length > 0)).toHaveLength(3);
    });
  });
});

describe(clarity.name, () => {
  describe('when the headline is garbled', () => {
    it('should not score it as clear', () => {
      expect(clarity(readHeadlineSignals('9 things nobody tells you about Service and the jan'))).toBeLessThanOrEqual(7);
      expect(clarity(readHeadlineSignals('9 things nobody tells you about the Secret Service'))).toBe(10);
    });
  });
});
