// Writes headlines from patterns: only patterns whose needs the slots meet, no repeats within one
// answer, the first letter capitalised and the length kept publishable.
import { usablePatterns, type HeadlinePattern } from './knowledge/headline-patterns.js';
import { capitalize, type Slots } from './knowledge/slots.js';
import type { SeededRandom } from './seeded-random.js';

const MAX_HEADLINE = 150;

/** One headline from the patterns, different from every headline in `taken` (which it extends). */
export function writeHeadline(
  patterns: readonly HeadlinePattern[],
  slots: Slots,
  random: SeededRandom,
  taken: Set<string>,
): string {
  const ordered = random.shuffle(usablePatterns(patterns, slots));
  for (const pattern of ordered) {
    const headline = finishHeadline(pattern.render(slots));
    if (headline.length <= MAX_HEADLINE && !taken.has(headline.toLowerCase()) && !repeatsSubject(headline, slots)) {
      taken.add(headline.toLowerCase());
      return headline;
    }
  }
  // Every pattern was taken: vary the first one by its list size so it still reads naturally.
  const fallback = finishHeadline(ordered[0]!.render({ ...slots, count: slots.count + taken.size + 1 }));
  taken.add(fallback.toLowerCase());
  return fallback;
}

/** Collapses spaces, fixes "a a" style doubles and capitalises the first letter. */
export function finishHeadline(text: string): string {
  return capitalize(
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.:;?!])/g, '$1')
      .trim(),
  );
}

/** "The guide to coworking after coworking": a pattern that uses subject and topic when both are one thing. */
function repeatsSubject(headline: string, slots: Slots): boolean {
  const subject = slots.subject.toLowerCase();
  const lower = headline.toLowerCase();
  const first = lower.indexOf(subject);
  return subject.length > 2 && first >= 0 && lower.indexOf(subject, first + subject.length) >= 0;
}
