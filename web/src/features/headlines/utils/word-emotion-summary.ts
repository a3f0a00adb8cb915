import { DOMINANT_EMOTIONS_SHOWN, EMOTIONS, type EmotionName, type WordEmotionScore } from '@contracts/headlines.contract';

export type EmotionShare = { name: EmotionName; color: string; percent: number };

/** Below this intensity a word carries no emotion worth a colour ("the", "of", plain nouns). */
export const NEUTRAL_INTENSITY = 0.1;

/**
 * The emotion a word is coloured by: its highest score (the first in EMOTIONS order on a tie), or
 * null for a neutral word: one under NEUTRAL_INTENSITY or with all seven scores equal, which would
 * otherwise be painted in whichever emotion happens to come first.
 */
export function strongestEmotion(word: WordEmotionScore): EmotionShare | null {
  const best = EMOTIONS.reduce((top, emotion) => (word.emotions[emotion.name] > word.emotions[top.name] ? emotion : top));
  const score = word.emotions[best.name];
  if (score < NEUTRAL_INTENSITY || EMOTIONS.every(({ name }) => word.emotions[name] === score)) return null;
  return { name: best.name, color: best.color, percent: toPercent(score) };
}

/** A word's seven scores in percent, strongest first, for its tooltip. */
export function emotionPercents(word: WordEmotionScore): EmotionShare[] {
  return EMOTIONS.map(({ name, color }) => ({ name, color, percent: toPercent(word.emotions[name]) })).sort(
    (a, b) => b.percent - a.percent,
  );
}

/**
 * SPEC section 9: the top 3 dominant emotions of the headline, each the average of its score per
 * word, in percent.
 */
export function dominantEmotions(words: readonly WordEmotionScore[]): EmotionShare[] {
  if (words.length === 0) return [];
  return EMOTIONS.map(({ name, color }) => ({
    name,
    color,
    percent: toPercent(words.reduce((sum, word) => sum + word.emotions[name], 0) / words.length),
  }))
    .sort((a, b) => b.percent - a.percent)
    .slice(0, DOMINANT_EMOTIONS_SHOWN);
}

function toPercent(score: number): number {
  return Math.round(score * 100);
}
