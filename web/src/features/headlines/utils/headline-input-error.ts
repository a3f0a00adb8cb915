import { HEADLINE_MIN_LENGTH } from '@contracts/headlines.contract';

export type HeadlineInputError = { title: string; description: string };

/** SPEC section 5: the toast for an unusable headline, or null when it may be analyzed. */
export function headlineInputError(input: string): HeadlineInputError | null {
  const headline = input.trim();
  if (headline === '') return { title: 'Headline required', description: 'Please enter a headline to analyze.' };
  if (headline.length < HEADLINE_MIN_LENGTH) {
    return { title: 'Headline too short', description: `Please enter a headline with at least ${HEADLINE_MIN_LENGTH} characters.` };
  }
  return null;
}
