import {
  awkwardModifiers,
  danglingPunctuation,
  doubledWords,
  isClauseSubject,
  isExplainerFiller,
  isGenericPhrase,
  isQuoteSubject,
  missingArticles,
  repeatedPhrases,
  subjectFindings,
} from './builtin-quality-checks.js';

describe('isGenericPhrase', () => {
  describe('when the subject is one word that names nobody in particular', () => {
    it('should flag it', () => {
      for (const word of ['Man', 'Woman', 'People', 'Guy', 'This', 'That', 'My', 'G-d', 'TIL', 'PSA', 'Update']) {
        expect({ word, generic: isGenericPhrase(word) }).toEqual({ word, generic: true });
      }
    });
  });

  describe('when the subject is a name, an acronym or a phrase', () => {
    it('should let it be', () => {
      for (const phrase of ['Apple', 'NASA', 'U.S.', '#ChatGPTDown', 'remote workers', '1990s']) {
        expect({ phrase, generic: isGenericPhrase(phrase) }).toEqual({ phrase, generic: false });
      }
    });
  });
});

describe('isQuoteSubject', () => {
  it('should flag a subject taken from a quotation when the title says more than the quote', () => {
    const title = '"By G-d I\'ll fight till hell freezes over and then I\'ll cut the ice and fight on" -Based Union Soldier.';
    expect(isQuoteSubject(title, 'G-d')).toBe(true);
    expect(isQuoteSubject(title, 'Union Soldier')).toBe(false);
  });
});

describe('isClauseSubject', () => {
  it('should flag a subject with a verb in it', () => {
    expect(isClauseSubject('Man builds superdome')).toBe(true);
    expect(isClauseSubject('superdome of 15 noctuas')).toBe(false);
  });
});

describe('missingArticles', () => {
  describe('when a bare singular count noun follows a preposition', () => {
    it('should flag it', () => {
      expect(missingArticles('New data reveals the real story behind shocking study', ['shocking study'])).toEqual([
        'behind shocking study',
      ]);
      expect(missingArticles('Write the method for testing four-day week', ['four-day week'])).toEqual(['testing four-day week']);
    });
  });

  describe('when the phrase has its article, or needs none', () => {
    it('should let it be', () => {
      expect(missingArticles('The real story behind the shocking study', ['shocking study'])).toEqual([]);
      expect(missingArticles('What does it mean for remote workers?', ['remote workers'])).toEqual([]);
      expect(missingArticles('Experts on workplace loneliness', ['workplace loneliness'])).toEqual([]);
      expect(missingArticles('The truth about Apple', ['Apple'])).toEqual([]);
    });
  });
});

describe('awkwardModifiers', () => {
  it('should flag a long phrase or a clause put before a noun', () => {
    expect(awkwardModifiers('Launch the superdome of 15 noctuas challenge', ['superdome of 15 noctuas'])).toHaveLength(1);
    expect(awkwardModifiers('Launch the superdome challenge', ['superdome'])).toEqual([]);
  });
});

describe('doubledWords', () => {
  it('should flag a word written twice, unless the source has it twice', () => {
    expect(doubledWords('Run the workplace loneliness experiment experiment')).toEqual(['experiment experiment']);
    expect(doubledWords('Gout Gout in numbers', 'sprinter Gout Gout broke the record')).toEqual([]);
  });
});

describe('danglingPunctuation', () => {
  it('should flag punctuation a template left hanging, but not a quoted title', () => {
    expect(danglingPunctuation('The Man , explained')).toContain('space before punctuation');
    expect(danglingPunctuation('What it means for the:')).toContain('article before punctuation');
    expect(danglingPunctuation('Why now: the post "Is it just me ?" has 900 comments.')).toEqual([]);
  });
});

describe('repeatedPhrases', () => {
  it('should flag a sentence two angles share, but not the item quoted in both', () => {
    const angles = [
      'Newsjack it today. Mention Tesla only as already reported, never as a partner.',
      'Build a price index. Mention Tesla only as already reported, never as a partner.',
    ];
    expect(repeatedPhrases(angles, 'Tesla sues an ex-employee')).toEqual(['mention tesla only as already reported never as a partner']);
    expect(
      repeatedPhrases(
        ['About "Tesla sues an ex-employee over hacking".', 'More on "Tesla sues an ex-employee over hacking".'],
        'Tesla sues an ex-employee over hacking',
      ),
    ).toEqual([]);
  });
});

describe('isExplainerFiller', () => {
  it('should flag "explained in five minutes" on a question, a first-person post or a generic subject', () => {
    expect(isExplainerFiller('Man explained in five minutes', 'Man builds a superdome', 'Man', [])).toBe(true);
    expect(isExplainerFiller('Movies explained in five minutes', 'What movie never gets old?', 'movies', [])).toBe(true);
    expect(
      isExplainerFiller('The energy price cap explained in five minutes', 'Energy price cap to rise by 2%', 'energy price cap', []),
    ).toBe(false);
  });
});

describe('subjectFindings', () => {
  it('should count a title that names nothing as a note, not as a clause', () => {
    expect(
      subjectFindings('What should totally be legal?', 'What should totally be legal?', 'What should totally be legal?', true),
    ).toEqual([{ problem: 'no-subject', text: '"What should totally be legal?"' }]);
    expect(subjectFindings('Man builds a superdome', 'Man', 'superdome').map((finding) => finding.problem)).toEqual(['generic-subject']);
  });
});
