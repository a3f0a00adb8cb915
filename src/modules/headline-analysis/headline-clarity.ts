// Clarity: can a reader tell at a glance what the piece is about? Starts from 10 and loses
// points for each measured obstacle; every penalty below names the obstacle the suggestions
// report.

import { garblingProblems } from './headline-garbling.js';
import { FORWARD_REFERENCES, HERE_WORDS } from './headline-word-classes.js';
import { clampToScale, countWords, type HeadlineSignals } from './metric-basis.js';

/** Above this grade (Flesch-Kincaid) a headline needs more than a glance; most news writing aims at 8. */
export const CLEAR_GRADE_LIMIT = 8;
/** Word-count window a reader takes in at once (news style guides: 6–14 words; 4 is a label). */
export const CLEAR_MIN_WORDS = 4;
export const CLEAR_MAX_WORDS = 14;
/** All-caps words from this many letters read as shouting (shorter ones are acronyms: NASA, BBC). */
export const SHOUTING_MIN_LETTERS = 5;
/**
 * Points lost per garbling problem (a sentence stopping on "the", a cut-off lower-cased name, a
 * doubled word, a quote left open): short, plain words do not make a broken sentence clear.
 */
export const GARBLED_PENALTY = 3;

/** Clarity on the 1–10 scale, one decimal. Deterministic. */
export function clarity(signals: HeadlineSignals): number {
  const { wordCount, gradeLevel, longWords, sentenceCount } = signals.readability;
  let score = 10;
  score -= 0.5 * Math.max(0, gradeLevel - CLEAR_GRADE_LIMIT);
  score -= 0.4 * Math.max(0, wordCount - CLEAR_MAX_WORDS);
  score -= 1.0 * Math.max(0, CLEAR_MIN_WORDS - wordCount);
  score -= 0.5 * Math.max(0, longWords.length - 1);
  score -= 0.75 * Math.min(4, vagueReferences(signals));
  score -= 0.75 * Math.max(0, sentenceCount - 1);
  score -= 0.5 * shoutedWords(signals).length;
  score -= GARBLED_PENALTY * Math.min(2, garblingProblems(signals.headline).length);
  return clampToScale(score);
}

/** "This", "these", "here's": words that point at something the headline does not name. */
export function vagueReferences(signals: HeadlineSignals): number {
  return countWords(signals, (token) => FORWARD_REFERENCES.has(token.normal) || HERE_WORDS.has(token.normal));
}

/** All-caps words long enough to be shouting rather than an acronym. */
export function shoutedWords(signals: HeadlineSignals): string[] {
  return signals.words
    .filter((token) => token.isAllCaps && token.normal.replace(/[^\p{L}]/gu, '').length >= SHOUTING_MIN_LETTERS)
    .map((token) => token.text.replace(/[^\p{L}\p{N}'’-]+$/u, ''));
}
