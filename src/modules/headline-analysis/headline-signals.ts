// Everything the headline metrics read, computed once per analysis: the tokens, the per-word
// emotions and the readability figures. Metrics take these signals instead of the raw string so
// that one analysis tokenises (and runs compromise) exactly once.

import type { WordEmotionScore } from '../../contracts/headlines.contract.js';

import { scoreWordEmotions } from './emotion-analysis.js';
import { measureReadability, type HeadlineReadability } from './headline-readability.js';
import { tokenizeHeadline, type HeadlineToken } from './headline-tokens.js';

export type HeadlineSignals = {
  /** The headline, trimmed. */
  headline: string;
  tokens: readonly HeadlineToken[];
  /** Only the tokens that are words (an em dash alone is not). */
  words: readonly HeadlineToken[];
  emotions: readonly WordEmotionScore[];
  readability: HeadlineReadability;
};

/** Reads a headline once for all metrics. Deterministic. */
export function readHeadlineSignals(headline: string): HeadlineSignals {
  const trimmed = headline.trim();
  const tokens = tokenizeHeadline(trimmed);
  return {
    headline: trimmed,
    tokens,
    words: tokens.filter((token) => token.isWord),
    emotions: scoreWordEmotions(tokens),
    readability: measureReadability(trimmed, tokens),
  };
}

/** How many words satisfy a test. */
export function countWords(signals: HeadlineSignals, test: (token: HeadlineToken) => boolean): number {
  return signals.words.filter(test).length;
}

/** True when any candidate lemma of the token is in the set. */
export function hasLemmaIn(token: HeadlineToken, set: ReadonlySet<string>): boolean {
  return token.lemmas.some((lemma) => set.has(lemma));
}
