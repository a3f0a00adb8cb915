// Writes headlines from patterns: only patterns that fit the slots, no repeats within one answer, the
// first letter capitalised and the length kept publishable.
import type { HeadlinePattern } from './knowledge/headline-patterns.js';
import { capitalize, titleCase, usableTemplates, type SlotTemplate, type Slots } from './knowledge/slots.js';
import type { SeededRandom } from './seeded-random.js';

/** Longer than this does not fit a news page or a search result. */
const MAX_HEADLINE = 120;

/** Written when no pattern of a list fits: it reads well for any subject. */
const LAST_RESORT: HeadlinePattern = { render: (s) => `${s.theSubject}: what ${s.audience} need to know` };

/** One headline from the patterns, different from every headline in `taken` (which it extends). */
export function writeHeadline(patterns: readonly HeadlinePattern[], slots: Slots, random: SeededRandom, taken: Set<string>): string {
  const usable = usableTemplates(patterns, slots);
  const ordered = random.shuffle(usable.length > 0 ? usable : [LAST_RESORT]);
  const free = (headline: string) => !taken.has(headline.toLowerCase());
  const take = (headline: string) => {
    taken.add(headline.toLowerCase());
    return headline;
  };
  for (const pattern of ordered) {
    const headline = finishHeadline(pattern.render(slots));
    if (headline.length <= MAX_HEADLINE && free(headline) && !repeatsSubject(headline, slots)) return take(headline);
  }
  // Every pattern was taken or too long: a shorter audience, then another list size, still reads naturally.
  const shorter = { ...slots, audience: slots.people };
  for (const pattern of [...ordered, LAST_RESORT]) {
    const headline = finishHeadline(pattern.render(shorter));
    if (headline.length <= MAX_HEADLINE && free(headline)) return take(headline);
  }
  for (let extra = 1; extra <= 20; extra += 1) {
    for (const pattern of ordered) {
      const headline = finishHeadline(pattern.render({ ...shorter, count: slots.count + extra }));
      if (free(headline)) return take(cutHeadline(headline));
    }
  }
  return take(cutHeadline(finishHeadline(`${LAST_RESORT.render(shorter)} (${taken.size + 1})`)));
}

/** A campaign name in Title Case: the `index`-th of the titles that fit the slots. */
export function writeTitle(titles: readonly SlotTemplate[], slots: Slots, index: number): string {
  const usable = usableTemplates(titles, slots);
  const title = usable.length > 0 ? usable[index % usable.length]! : titles[titles.length - 1]!;
  return titleCase(finishHeadline(title.render(slots)));
}

/** Collapses spaces, fixes spaces before punctuation and capitalises the first letter. */
export function finishHeadline(text: string): string {
  return capitalize(
    text
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.:;?!])/g, '$1')
      // "behind behind bars": a template word that the subject starts with too.
      .replace(/\b(about|behind|on|of|the|a|an|to|for|with|in|around|after)\s+\1\b/gi, '$1')
      .trim(),
  );
}

/** A headline cut at a word boundary to fit, for subjects too long for any pattern. */
function cutHeadline(headline: string): string {
  if (headline.length <= MAX_HEADLINE) return headline;
  const cut = headline.slice(0, MAX_HEADLINE - 3);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s-]+$/, '')}...`;
}

/** "The guide to coworking after coworking": a pattern that uses subject and topic when both are one thing. */
function repeatsSubject(headline: string, slots: Slots): boolean {
  const subject = slots.subject.toLowerCase();
  const lower = headline.toLowerCase();
  const first = lower.indexOf(subject);
  return subject.length > 2 && first >= 0 && lower.indexOf(subject, first + subject.length) >= 0;
}
