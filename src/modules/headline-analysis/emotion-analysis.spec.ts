import fc from 'fast-check';

import { EMOTIONS, type EmotionName, type WordEmotionScore } from '../../contracts/headlines.contract.js';

import { analyzeEmotions, emotionalImpact } from './emotion-analysis.js';
import { readHeadlineSignals } from './headline-analysis.js';

const EMOTION_NAMES = EMOTIONS.map((emotion) => emotion.name);

function wordScore(headline: string, word: string): WordEmotionScore {
  const score = analyzeEmotions(headline).find((candidate) => candidate.word === word);
  if (!score) throw new Error(`"${word}" not in "${headline}"`);
  return score;
}

function strongest(score: WordEmotionScore): EmotionName {
  return EMOTION_NAMES.reduce((best, name) => (score.emotions[name] > score.emotions[best] ? name : best));
}

describe(analyzeEmotions.name, () => {
  describe('when scoring any text', () => {
    it('should give every word all seven emotions and an intensity, each within 0–1', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 120 }), (headline) => {
          for (const score of analyzeEmotions(headline)) {
            expect(Object.keys(score.emotions).sort()).toEqual([...EMOTION_NAMES].sort());
            for (const value of [...Object.values(score.emotions), score.intensity]) {
              expect(value).toBeGreaterThanOrEqual(0);
              expect(value).toBeLessThanOrEqual(1);
            }
          }
        }),
      );
    });

    it('should return one entry per whitespace-separated word, in order', () => {
      const scores = analyzeEmotions('  Scientists   Finally Reveal — The Truth ');
      expect(scores.map((score) => [score.index, score.word])).toEqual([
        [0, 'Scientists'],
        [1, 'Finally'],
        [2, 'Reveal'],
        [3, '—'],
        [4, 'The'],
        [5, 'Truth'],
      ]);
    });

    it('should give the same scores for the same headline', () => {
      const headline = 'You Won’t Believe What Happens Next!';
      expect(analyzeEmotions(headline)).toEqual(analyzeEmotions(headline));
    });

    it('should set the intensity to the strongest of the seven scores', () => {
      for (const score of analyzeEmotions('Terrified Experts Warn Of A Deadly Storm')) {
        expect(score.intensity).toBe(Math.max(...Object.values(score.emotions)));
      }
    });
  });

  describe('when a word is inflected', () => {
    it.each(['Shocking', 'Shocked', 'Shock', 'Shocks'])('should read "%s" as mostly Surprise', (word) => {
      const score = wordScore(`The ${word} Result`, word);
      expect(strongest(score)).toBe('Surprise');
      expect(score.emotions.Surprise).toBeGreaterThanOrEqual(0.8);
    });

    it('should read "terrified", "scariest" and "dying" as Fear', () => {
      expect(strongest(wordScore('Terrified Of Spiders', 'Terrified'))).toBe('Fear');
      expect(strongest(wordScore('The Scariest Film', 'Scariest'))).toBe('Fear');
      expect(strongest(wordScore('Our Dying Oceans', 'Dying'))).toBe('Fear');
    });
  });

  describe('when the word is "surprising"', () => {
    it('should be mostly Surprise, well ahead of every other emotion', () => {
      const { emotions } = wordScore('A Surprising Result', 'Surprising');
      const others = EMOTION_NAMES.filter((name) => name !== 'Surprise').map((name) => emotions[name]);
      expect(emotions.Surprise).toBeGreaterThanOrEqual(0.8);
      expect(Math.max(...others)).toBeLessThanOrEqual(emotions.Surprise / 2);
    });
  });

  describe('when a word carries no feeling', () => {
    it('should score stop words low on every emotion', () => {
      for (const word of ['The', 'Of', 'And', 'Is']) {
        expect(wordScore('The Cost Of Rent And Food Is Rising', word).intensity).toBeLessThanOrEqual(0.05);
      }
    });

    it('should score a neutral content word below any listed emotion word', () => {
      expect(wordScore('Panic Over Spreadsheet', 'Spreadsheet').intensity).toBeLessThan(
        wordScore('Panic Over Spreadsheet', 'Panic').intensity / 4,
      );
    });
  });

  describe('when context changes a word', () => {
    it('should weaken an emotion after a negation', () => {
      expect(wordScore('Not Happy', 'Happy').emotions.Joy).toBeLessThan(wordScore('Very Happy', 'Happy').emotions.Joy);
      expect(wordScore('Not Happy', 'Happy').emotions.Joy).toBeLessThan(wordScore('So Happy', 'Happy').emotions.Joy);
    });

    it('should strengthen an emotion after an intensifier', () => {
      expect(wordScore('Really Scary Night', 'Scary').emotions.Fear).toBeGreaterThan(wordScore('A Scary Night', 'Scary').emotions.Fear);
    });

    it('should add urgency to a word ending in "!"', () => {
      expect(wordScore('Act Now!', 'Now!').emotions.Urgency).toBe(1);
      expect(wordScore('Sale Ends Tonight!', 'Tonight!').emotions.Urgency).toBeGreaterThan(
        wordScore('Sale Ends Tonight', 'Tonight').emotions.Urgency,
      );
    });

    it('should read a known phrase as a whole ("won’t believe")', () => {
      expect(strongest(wordScore('You Won’t Believe This', 'Believe'))).toBe('Surprise');
    });
  });

  describe('when the words belong to each emotion', () => {
    it.each([
      ['Secret', 'Curiosity'],
      ['Urgent', 'Urgency'],
      ['Astonishing', 'Surprise'],
      ['Joyful', 'Joy'],
      ['Terrifying', 'Fear'],
      ['Proven', 'Trust'],
      ['Upcoming', 'Anticipation'],
    ] as const)('should colour "%s" as %s', (word, emotion) => {
      expect(strongest(wordScore(`The ${word} Plan`, word))).toBe(emotion);
    });
  });
});

function impact(headline: string): number {
  return emotionalImpact(readHeadlineSignals(headline));
}

describe(emotionalImpact.name, () => {
  describe('when the words carry no feeling', () => {
    it('should score near the bottom of the scale', () => {
      expect(impact('The Minutes Of The Meeting On Tuesday')).toBeLessThanOrEqual(2);
    });
  });

  describe('when emotional words are added', () => {
    it('should rise with each one, by less each time', () => {
      const none = impact('The Results Of The Garden Survey');
      const one = impact('The Shocking Results Of The Garden Survey');
      const two = impact('The Shocking, Terrifying Results Of The Garden Survey');
      const three = impact('The Shocking, Terrifying, Heartwarming Results Of The Garden Survey');
      expect(one).toBeGreaterThan(none);
      expect(two).toBeGreaterThan(one);
      expect(three).toBeGreaterThan(two);
      expect(three - two).toBeLessThan(two - one);
      expect(three).toBeLessThanOrEqual(10);
    });
  });
});
