import { tokenizeHeadline } from './headline-tokens.js';

describe(tokenizeHeadline.name, () => {
  describe('when the headline has punctuation attached to words', () => {
    const tokens = tokenizeHeadline('Shocking: Why 10 “Experts” Won’t Talk!');

    it('should keep every whitespace-separated piece as written, in order', () => {
      expect(tokens.map((token) => token.text)).toEqual(['Shocking:', 'Why', '10', '“Experts”', 'Won’t', 'Talk!']);
      expect(tokens.map((token) => token.index)).toEqual([0, 1, 2, 3, 4, 5]);
    });

    it('should normalise the core to lower case with straight apostrophes', () => {
      expect(tokens.map((token) => token.normal)).toEqual(['shocking', 'why', '10', 'experts', "won't", 'talk']);
    });

    it('should record the punctuation that follows the core', () => {
      expect(tokens[0].trailing).toBe(':');
      expect(tokens[5].trailing).toBe('!');
    });

    it('should mark numbers', () => {
      expect(tokens.filter((token) => token.isNumber).map((token) => token.text)).toEqual(['10']);
    });
  });

  describe('when a piece is only punctuation', () => {
    it('should not count it as a word', () => {
      const tokens = tokenizeHeadline('Tragic — And Important');
      expect(tokens.map((token) => token.isWord)).toEqual([true, false, true, true]);
    });
  });

  describe('when a word is possessive or irregular', () => {
    it('should offer the base form among its lemmas', () => {
      const [parents, children] = tokenizeHeadline("Man's Children Ran");
      expect(parents.lemmas).toContain('man');
      expect(children.lemmas).toContain('child');
    });
  });

  describe('when the same word stands in different headlines', () => {
    it('should read it the same, so a rewrite that keeps the words is read as its original was', () => {
      const [, , offers] = tokenizeHeadline('Web Site Offers Anonymous Chats With Strangers');
      const [alone] = tokenizeHeadline('Offers');
      expect({ tags: [...offers.tags], lemmas: offers.lemmas }).toEqual({ tags: [...alone.tags], lemmas: alone.lemmas });
      // Read as a sentence, compromise took this capitalised verb for a place.
      expect(offers.tags.has('Place')).toBe(false);
    });
  });

  describe('when a word is written in capitals', () => {
    it('should mark words of three or more capital letters only', () => {
      const tokens = tokenizeHeadline('BREAKING News From UK');
      expect(tokens.map((token) => token.isAllCaps)).toEqual([true, false, false, false]);
    });
  });
});
