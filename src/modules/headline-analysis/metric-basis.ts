// What every headline metric stands on: the signals it reads and the 1–10 scale it answers on.
//
// The signals are computed once per analysis (readHeadlineSignals in headline-analysis.ts): the
// tokens, the per-word emotions and the readability figures. Metrics take these signals instead of
// the raw string so that one analysis tokenises (and runs compromise) exactly once.
//
// Scores carry one decimal: whole numbers would tie most pairs of similar headlines, and the A/B
// benchmark counts ties as half right.

import type { WordEmotionScore } from '../../contracts/headlines.contract.js';

import type { HeadlineReadability } from './headline-readability.js';
import type { HeadlineToken } from './headline-tokens.js';

export type HeadlineSignals = {
  /** The headline, trimmed. */
  headline: string;
  tokens: readonly HeadlineToken[];
  /** Only the tokens that are words (an em dash alone is not). */
  words: readonly HeadlineToken[];
  emotions: readonly WordEmotionScore[];
  readability: HeadlineReadability;
};

/** How many words satisfy a test. */
export function countWords(signals: HeadlineSignals, test: (token: HeadlineToken) => boolean): number {
  return signals.words.filter(test).length;
}

/** True when any candidate lemma of the token is in the set. */
export function hasLemmaIn(token: HeadlineToken, set: ReadonlySet<string>): boolean {
  return token.lemmas.some((lemma) => set.has(lemma));
}

/** Lowest and highest score of the scale (SPEC section 9: scores are on a 1-10 scale). */
export const METRIC_MIN = 1;
export const METRIC_MAX = 10;

/**
 * Maps an unbounded linear score to the scale: 1 + 9 × logistic(z), one decimal. z = 0 (a
 * typical headline) gives 5.5; the mapping is strictly increasing, so it keeps the order of z
 * up to the one-decimal rounding.
 */
export function logisticToScale(z: number): number {
  return roundToTenth(METRIC_MIN + (METRIC_MAX - METRIC_MIN) / (1 + Math.exp(-z)));
}

/** Clamps an additive score to 1–10 with one decimal. */
export function clampToScale(value: number): number {
  return roundToTenth(Math.min(METRIC_MAX, Math.max(METRIC_MIN, value)));
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
