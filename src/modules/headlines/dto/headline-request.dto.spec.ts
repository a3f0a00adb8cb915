import { headlineValidationError } from './headline-request.dto.js';

describe(headlineValidationError.name, () => {
  describe('when the headline is missing or blank', () => {
    it.each([undefined, null, 42, '', '   \n'])('should answer "Headline required" for %p', (input) => {
      expect(headlineValidationError(input)).toBe('Headline required');
    });
  });

  describe('when the trimmed headline is under 3 characters', () => {
    it('should answer "Headline too short"', () => {
      expect(headlineValidationError('  ab  ')).toBe('Headline too short');
    });
  });

  describe('when the headline is over 300 characters', () => {
    it('should name the limit', () => {
      expect(headlineValidationError('a'.repeat(301))).toBe('Headline too long (at most 300 characters)');
    });
  });

  describe('when the headline has no letter or digit', () => {
    it.each(['!!!', '🔥🔥🔥', '— ? —', '...'])('should answer that it needs a word for %p', (input) => {
      expect(headlineValidationError(input)).toBe('Headline needs at least one word');
    });
  });

  describe('when the headline is 3 to 300 characters', () => {
    it.each(['abc', 'a'.repeat(300), '🔥 7 🔥', 'Ça va?'])('should accept it', (headline) => {
      expect(headlineValidationError(headline)).toBeUndefined();
    });
  });
});
