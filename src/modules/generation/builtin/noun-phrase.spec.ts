import { modifierForm, phraseNumber, withArticle } from './noun-phrase.js';

describe('withArticle', () => {
  describe('when the phrase is a bare singular count noun', () => {
    it('should add "the"', () => {
      expect(withArticle('four-day week')).toBe('the four-day week');
      expect(withArticle('price of a pint')).toBe('the price of a pint');
      expect(withArticle('skills gap')).toBe('the skills gap');
    });
  });

  describe('when the phrase is plural, mass, an activity, a name or already determined', () => {
    it('should leave it as it is', () => {
      expect(withArticle('remote workers')).toBe('remote workers');
      expect(withArticle('workplace loneliness')).toBe('workplace loneliness');
      expect(withArticle('student debt')).toBe('student debt');
      expect(withArticle('learning a language')).toBe('learning a language');
      expect(withArticle('Apple')).toBe('Apple');
      expect(withArticle("children's first phones")).toBe("children's first phones");
      expect(withArticle('this shocking study')).toBe('this shocking study');
    });
  });

  describe('when the source wrote the name with "the"', () => {
    it('should keep it', () => {
      expect(withArticle('US Navy', { name: true, definite: true })).toBe('the US Navy');
    });
  });
});

describe('phraseNumber', () => {
  it('should read the head of the phrase, before its preposition', () => {
    expect(phraseNumber('cost of a night out')).toBe('singular');
    expect(phraseNumber('bus and rail fares')).toBe('plural');
    expect(phraseNumber('e-waste')).toBe('mass');
    expect(phraseNumber('the body positive movement')).toBe('singular');
  });
});

describe('modifierForm', () => {
  describe('when the phrase is short', () => {
    it('should be usable before another noun', () => {
      expect(modifierForm('four-day week')).toBe('four-day week');
    });
  });

  describe('when the phrase carries a preposition', () => {
    it('should keep the thing, not the relation', () => {
      expect(modifierForm('superdome of 15 noctuas')).toBe('superdome');
      expect(modifierForm('cost of a pint')).toBe('pint');
      expect(modifierForm('fall of Mossack Fonseca')).toBe('Mossack Fonseca');
    });
  });

  describe('when no short form reads well', () => {
    it('should answer null', () => {
      expect(modifierForm("'What should totally be legal?'")).toBeNull();
      expect(modifierForm('best free browser game for old laptops')).toBeNull();
    });
  });
});
