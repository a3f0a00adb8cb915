// Input rules of both headline endpoints (issue 9, SPEC section 9): the messages are the ones the
// API returns with status 400.

import { HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH } from '../../contracts/headlines.contract.js';

export const HEADLINE_WITHOUT_WORD_MESSAGE = 'Headline needs at least one word';

/**
 * The 400 message for an unusable headline, or undefined when it is fine. Lengths are measured on
 * the trimmed text, so "  ab  " is too short. A headline must hold a word (a letter or digit, as
 * tokenizeHeadline counts words): "!!!" or a row of emoji has nothing to score.
 */
export function headlineValidationError(headline: unknown): string | undefined {
  if (typeof headline !== 'string' || headline.trim().length === 0) return 'Headline required';
  const length = headline.trim().length;
  if (length < HEADLINE_MIN_LENGTH) return 'Headline too short';
  if (length > HEADLINE_MAX_LENGTH) return `Headline too long (at most ${HEADLINE_MAX_LENGTH} characters)`;
  if (!/[\p{L}\p{N}]/u.test(headline)) return HEADLINE_WITHOUT_WORD_MESSAGE;
  return undefined;
}
