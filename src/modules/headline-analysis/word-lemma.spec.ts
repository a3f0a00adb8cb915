import { lemmaCandidates } from './word-lemma.js';

describe(lemmaCandidates.name, () => {
  describe('when a word is inflected with a regular suffix', () => {
    it.each([
      ['shocking', 'shock'],
      ['shocked', 'shock'],
      ['shocks', 'shock'],
      ['surprising', 'surprise'],
      ['terrified', 'terrify'],
      ['scariest', 'scary'],
      ['stopped', 'stop'],
      ['happiness', 'happy'],
      ['secretly', 'secret'],
    ])('should offer "%s" → "%s"', (word, lemma) => {
      expect(lemmaCandidates(word)).toContain(lemma);
    });

    it('should keep the word itself first', () => {
      expect(lemmaCandidates('shocking')[0]).toBe('shocking');
    });
  });

  describe('when compromise found a root', () => {
    it('should offer the root before the suffix guesses', () => {
      expect(lemmaCandidates('ran', ['run'])).toEqual(['ran', 'run']);
      expect(lemmaCandidates('dying', ['die']).slice(0, 2)).toEqual(['dying', 'die']);
    });
  });

  describe('when a word only looks inflected', () => {
    it('should not turn "news" into "new"', () => {
      expect(lemmaCandidates('news')).toEqual(['news']);
    });
  });

  describe('when stripping would leave a stub', () => {
    it('should not offer stems shorter than three letters', () => {
      expect(lemmaCandidates('bed')).toEqual(['bed']);
    });
  });
});
