import { describe, expect, it } from '@jest/globals';
import { EMOTIONS, type EmotionName, type WordEmotionScore } from '@contracts/headlines.contract';
import { guessWordEmotions } from './guess-word-emotions';

/** The one emotion a word was given and its score (every other emotion is 0). */
const guessOf = (word: WordEmotionScore) => {
  const [emotion, score] = Object.entries(word.emotions).find(([, value]) => value > 0)!;
  return { emotion: emotion as EmotionName, score };
};

const only = (word: string) => guessWordEmotions(word)[0]!;

describe(guessWordEmotions.name, () => {
  describe('when given a headline', () => {
    const words = guessWordEmotions('  Why   10 experts fear the “secret” deadline!  ');

    it('should give one entry per whitespace-separated word, as written and in order', () => {
      expect(words.map(({ word, index }) => [index, word])).toEqual([
        [0, 'Why'],
        [1, '10'],
        [2, 'experts'],
        [3, 'fear'],
        [4, 'the'],
        [5, '“secret”'],
        [6, 'deadline!'],
      ]);
    });

    it('should score all seven emotions, exactly one above 0, with the intensity equal to that score', () => {
      for (const word of words) {
        expect(Object.keys(word.emotions)).toEqual(EMOTIONS.map(({ name }) => name));
        expect(Object.values(word.emotions).filter((score) => score > 0)).toEqual([word.intensity]);
        expect(Math.round(word.intensity * 100) / 100).toBe(word.intensity);
      }
    });
  });

  describe('when the headline is blank', () => {
    it('should give no words', () => {
      expect(guessWordEmotions('')).toEqual([]);
      expect(guessWordEmotions(' \n\t ')).toEqual([]);
    });
  });

  describe('when a word is a keyword', () => {
    it.each([
      ['Secret', 'Curiosity'],
      ['Why?', 'Curiosity'],
      ['BREAKING:', 'Urgency'],
      ['shock', 'Surprise'],
      ['love', 'Joy'],
      ['warning', 'Fear'],
      ['study', 'Trust'],
      ['launch', 'Anticipation'],
    ] as const)('should give %s the emotion %s with a keyword score of 0.6 to 1', (word, emotion) => {
      const { emotion: guessed, score } = guessOf(only(word));
      expect(guessed).toBe(emotion);
      expect(score).toBeGreaterThanOrEqual(0.6);
      expect(score).toBeLessThanOrEqual(1);
    });

    it.each([
      ['shocking', 'Surprise'],
      ['surprising', 'Surprise'],
      ['loves', 'Joy'],
      ['dangerous', 'Fear'],
      ['studies', 'Trust'],
      ['winning', 'Joy'],
      ['planned', 'Anticipation'],
    ] as const)('should recognise the inflected form %s as %s', (word, emotion) => {
      const { emotion: guessed, score } = guessOf(only(word));
      expect(guessed).toBe(emotion);
      expect(score).toBeGreaterThanOrEqual(0.6);
    });
  });

  describe('when a word only starts like a keyword', () => {
    it.each(['funeral', 'newsletter', 'winsome', 'nowhere'])('should not take %s for the keyword', (word) => {
      expect(guessOf(only(word)).score).toBeLessThanOrEqual(0.4);
    });

    // The stem a spelling change leaves ("jo" of joy, "scar" of scary, "stud" of study) is a word
    // of its own: it takes a keyword's place only with an ending that starts with a vowel.
    it.each(['Jo', 'scar', 'scars', 'stud', 'studs', 'Winn'])('should not take the bare stem %s for a keyword', (word) => {
      expect(guessOf(only(word)).score).toBeLessThanOrEqual(0.4);
    });

    it.each([
      ['scared', 'Fear'],
      ['hurried', 'Urgency'],
      ['lover', 'Joy'],
    ] as const)('should still recognise %s, its stem changed before a vowel ending, as %s', (word, emotion) => {
      expect(guessOf(only(word))).toEqual({ emotion, score: expect.any(Number) });
      expect(guessOf(only(word)).score).toBeGreaterThanOrEqual(0.6);
    });
  });

  describe('when a word is not a keyword', () => {
    const unknown = [
      'xylophone',
      'council',
      'approves',
      'cycle',
      'lanes',
      'leeds',
      'centre',
      'table',
      'orange',
      'granite',
      'parcel',
      'tuesday',
    ];

    it('should guess one emotion with a low score of 0.1 to 0.4', () => {
      for (const word of unknown) {
        const { score } = guessOf(only(word));
        expect(score).toBeGreaterThanOrEqual(0.1);
        expect(score).toBeLessThanOrEqual(0.4);
      }
    });

    it('should guess the same for the same word in any headline or case, so a re-analysis paints the same heatmap', () => {
      const inOne = guessWordEmotions('Council approves granite parcel');
      const inOther = guessWordEmotions('GRANITE parcel for the council');
      expect(inOther[0]!.emotions).toEqual(inOne[2]!.emotions);
      expect(inOther[1]!.emotions).toEqual(inOne[3]!.emotions);
      expect(inOther[4]!.emotions).toEqual(inOne[0]!.emotions);
    });

    it('should spread its guesses over several emotions rather than one fallback', () => {
      const guessed = new Set(unknown.map((word) => guessOf(only(word)).emotion));
      expect(guessed.size).toBeGreaterThanOrEqual(3);
    });
  });
});
