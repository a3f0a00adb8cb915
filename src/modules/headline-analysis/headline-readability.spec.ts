import { measureReadability, readingLevelLabel } from './headline-readability.js';
import { tokenizeHeadline } from './headline-tokens.js';

function measure(headline: string) {
  return measureReadability(headline, tokenizeHeadline(headline));
}

describe(measureReadability.name, () => {
  describe('when counting', () => {
    it('should count words but not a lone dash', () => {
      expect(measure('It Is One Of The Most Important — And Tragic — Books').wordCount).toBe(10);
    });

    it('should count characters of the trimmed headline, spaces included', () => {
      expect(measure('  Cats Sleep  ').characterCount).toBe(10);
    });

    it('should count an emoji as one character', () => {
      expect(measure('Cats 🐱 Sleep').characterCount).toBe(12);
    });

    it('should count sentences at inner full stops only', () => {
      expect(measure('A Doctor Published A Study. It Was Fake.').sentenceCount).toBe(2);
      expect(measure('U.N. Leader Visits Camps').sentenceCount).toBe(1);
    });
  });

  describe('when the words are short', () => {
    it('should give an easy grade from the Flesch-Kincaid formula', () => {
      // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45, one decimal.
      const result = measure('The Cat Sat On The Mat');
      expect(result.gradeLevel).toBe(-1.4);
      expect(result.readingLevel).toBe('Grade 1 (very easy)');
    });
  });

  describe('when the words are long', () => {
    it('should give a hard level and list the long words', () => {
      const result = measure('Implementation Of Comprehensive Regulatory Harmonization Frameworks');
      expect(result.readingLevel).toBe('Graduate level (very difficult)');
      expect(result.longWords).toEqual(['Implementation', 'Comprehensive', 'Regulatory', 'Harmonization']);
    });
  });
});

describe(readingLevelLabel.name, () => {
  it.each([
    [3.2, 'Grade 3 (very easy)'],
    [7.4, 'Grade 7 (easy)'],
    [9.6, 'Grade 10 (plain English)'],
    [11, 'Grade 11 (fairly difficult)'],
    [14, 'College level (difficult)'],
    [18, 'Graduate level (very difficult)'],
  ])('should label grade %d as "%s"', (grade, label) => {
    expect(readingLevelLabel(grade)).toBe(label);
  });
});
