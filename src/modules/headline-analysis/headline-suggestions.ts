// Improvement suggestions. Each one states the weakness as measured (a count, a level, a score)
// and what to change; a headline with no measured weakness gets none. Thresholds come from the
// metric modules so the advice and the scores always agree.

import type { HeadlineMetrics } from '../../contracts/headlines.contract.js';

import { CLEAR_GRADE_LIMIT, CLEAR_MAX_WORDS, CLEAR_MIN_WORDS, shoutedWords, vagueReferences } from './headline-clarity.js';
import { garblingProblems } from './headline-garbling.js';
import type { HeadlineType } from './headline-type.js';
import { PERSON_NOUNS, THIRD_PERSON_SINGULAR } from './headline-word-classes.js';
import { hasLemmaIn, type HeadlineSignals } from './metric-basis.js';
import { hasLeadingKeyword, SEO_MAX_CHARACTERS } from './seo-potential.js';

/** A metric below this earns a suggestion (the spec colours scores under 6 red; 4 is clearly weak). */
const WEAK_SCORE = 4;
/** Titles this much over the search cut-off get the length advice; a few characters over is fine. */
const SEO_LENGTH_TOLERANCE = 10;
/** Below this many characters a title gives search engines too little to match. */
const SEO_THIN_CHARACTERS = 30;
/** Median length of the winning headlines in the Upworthy A/B tests the click-worthiness fit used. */
const TYPICAL_WINNER_CHARACTERS = 85;
/** Grade above which the reading level is worth a suggestion (two grades over the clarity target). */
const HARD_GRADE = CLEAR_GRADE_LIMIT + 2;

type Rule = (context: { signals: HeadlineSignals; metrics: HeadlineMetrics; headlineType: HeadlineType }) => string | undefined;

const RULES: readonly Rule[] = [
  ({ signals }) => {
    const { wordCount } = signals.readability;
    if (wordCount > CLEAR_MAX_WORDS) {
      return `The headline has ${wordCount} words; cut it to ${CLEAR_MAX_WORDS} or fewer so it can be taken in at a glance.`;
    }
    if (wordCount < CLEAR_MIN_WORDS) {
      return `The headline has only ${wordCount} word${wordCount === 1 ? '' : 's'}; add who or what it is about, or a number, to reach 6–12 words.`;
    }
    return undefined;
  },
  ({ signals }) => {
    const { gradeLevel, readingLevel, longWords } = signals.readability;
    if (gradeLevel <= HARD_GRADE) return undefined;
    const fix =
      longWords.length > 0
        ? `swap long words (${longWords.slice(0, 3).join(', ')}) for shorter ones`
        : 'use shorter words and one idea per sentence';
    return `Reading level is ${readingLevel}; ${fix}.`;
  },
  ({ signals }) => {
    const characters = signals.readability.characterCount;
    if (characters > SEO_MAX_CHARACTERS + SEO_LENGTH_TOLERANCE) {
      return `At ${characters} characters, search results will cut the title after about ${SEO_MAX_CHARACTERS}; put the key phrase in the first ${SEO_MAX_CHARACTERS} characters or shorten it.`;
    }
    if (characters < SEO_THIN_CHARACTERS) {
      return `At ${characters} characters the title gives search engines little to match; add a specific keyword such as a name, place or product.`;
    }
    return undefined;
  },
  ({ signals }) =>
    hasLeadingKeyword(signals) || signals.readability.wordCount < CLEAR_MIN_WORDS
      ? undefined
      : 'The first three words carry no keyword; open with the topic (a name, product or place) instead of filler words.',
  ({ signals, metrics }) => {
    const references = vagueReferences(signals);
    if (references === 0 || metrics.clarity >= 7) return undefined;
    return `"This", "these" or "here's" appear ${references} time${references === 1 ? '' : 's'} and hide the subject from readers and search engines; name what you mean.`;
  },
  ({ signals }) => {
    const problems = garblingProblems(signals.headline);
    return problems.length > 0
      ? `The headline reads as unfinished (${problems.join('; ')}); finish the sentence before anything else.`
      : undefined;
  },
  ({ signals }) => {
    const shouted = shoutedWords(signals);
    return shouted.length > 0
      ? `Words in capitals (${shouted.join(', ')}) read as shouting; write them in title or sentence case.`
      : undefined;
  },
  ({ metrics }) =>
    metrics.emotionalImpact < WEAK_SCORE
      ? `Emotional impact is ${metrics.emotionalImpact}/10: no word carries a strong feeling; add one vivid word (for example "surprising", "proven" or "urgent").`
      : undefined,
  ({ signals }) =>
    signals.tokens.some((token) => token.trailing.includes('?'))
      ? 'Headlines ending in a question mark lost most real A/B tests against statements; turn it into a statement that promises the answer.'
      : undefined,
  ({ signals }) =>
    signals.tokens.some((token) => token.trailing.includes('!'))
      ? 'Exclamation marks lowered click-through in real A/B tests; remove the "!" and let a concrete detail carry the energy.'
      : undefined,
  ({ signals, metrics }) => {
    if (metrics.clickWorthiness >= WEAK_SCORE) return undefined;
    const gaps: string[] = [];
    if (!signals.words.some((token) => THIRD_PERSON_SINGULAR.has(token.normal) || hasLemmaIn(token, PERSON_NOUNS))) {
      gaps.push('names no person');
    }
    if (!signals.words.some((token) => token.isNumber)) gaps.push('gives no number');
    const characters = signals.readability.characterCount;
    if (characters < TYPICAL_WINNER_CHARACTERS) {
      gaps.push(`has ${characters} characters where the median A/B test winner has ${TYPICAL_WINNER_CHARACTERS}`);
    }
    const measured = gaps.length > 0 ? ` It ${joinWithAnd(gaps)}.` : '';
    return `Click-worthiness is ${metrics.clickWorthiness}/10.${measured} Add who it happened to ("she", "a teacher"), a figure or a concrete detail.`;
  },
  ({ metrics, headlineType }) =>
    metrics.newsValue < WEAK_SCORE && headlineType !== 'how-to'
      ? `News value is ${metrics.newsValue}/10; say what happened, who is involved and where, or add a figure or a date.`
      : undefined,
];

function joinWithAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Suggestions for a measured headline, in a fixed order; empty when nothing needs fixing. */
export function suggestImprovements(signals: HeadlineSignals, metrics: HeadlineMetrics, headlineType: HeadlineType): string[] {
  return RULES.map((rule) => rule({ signals, metrics, headlineType })).filter(
    (suggestion): suggestion is string => suggestion !== undefined,
  );
}
