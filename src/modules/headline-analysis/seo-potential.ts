// SEO potential: how well the headline works as a search-result title. Search engines show
// roughly the first 60 characters, match the words people type, and weigh the start of the
// title most; "this" and "here's" match no query.

import { vagueReferences } from './headline-clarity.js';
import type { HeadlineType } from './headline-type.js';
import { clampToScale, countWords, type HeadlineSignals } from './metric-basis.js';

/** Title length window that shows in full in search results without looking thin. */
export const SEO_MIN_CHARACTERS = 40;
export const SEO_MAX_CHARACTERS = 60;
/** Content words (not function words) a title needs to match a specific query. */
export const SEO_MIN_KEYWORDS = 3;
/** Words that count as "the start" of the title. */
export const SEO_LEADING_WORDS = 3;

/** Headline types that mirror how people search ("how to…", "what is…", "10 best…"). */
const SEARCH_INTENT_TYPES: ReadonlySet<HeadlineType> = new Set(['how-to', 'question', 'list', 'explainer']);

/** SEO potential on the 1–10 scale, one decimal. Deterministic. */
export function seoPotential(signals: HeadlineSignals, headlineType: HeadlineType): number {
  const characters = signals.readability.characterCount;
  const keywords = keywordCount(signals);
  let score = 6.5;
  if (characters < SEO_MIN_CHARACTERS) score -= (SEO_MIN_CHARACTERS - characters) / 6;
  else if (characters > SEO_MAX_CHARACTERS) score -= Math.min(5, (characters - SEO_MAX_CHARACTERS) / 8);
  else score += 1.5;
  if (SEARCH_INTENT_TYPES.has(headlineType)) score += 1;
  if (isSpecific(signals)) score += 0.5;
  score += keywords >= SEO_MIN_KEYWORDS ? 0.5 : -1.5 * (SEO_MIN_KEYWORDS - keywords);
  if (!hasLeadingKeyword(signals)) score -= 1;
  score -= 0.75 * vagueReferences(signals);
  return clampToScale(score);
}

/** Words a query could match: not function words, not "this"/"here's". */
export function keywordCount(signals: HeadlineSignals): number {
  return countWords(signals, (token) => !token.isStopWord && !token.isNumber);
}

/** Whether one of the first three words is a keyword. */
export function hasLeadingKeyword(signals: HeadlineSignals): boolean {
  return signals.words.slice(0, SEO_LEADING_WORDS).some((token) => !token.isStopWord && !token.isNumber);
}

/** Names a person, place or organisation, or gives a figure. */
function isSpecific(signals: HeadlineSignals): boolean {
  return signals.words.some(
    (token) => token.isNumber || token.tags.has('Person') || token.tags.has('Place') || token.tags.has('Organization'),
  );
}
