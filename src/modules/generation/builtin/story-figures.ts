// The figures a story really states ("121 empty oil tankers", "£2.5bn", "48%"), each with what it
// counts, so a generator can quote it correctly. A number that is part of a name, a date, an age, a
// time or a model ("COVID-19", "Jan. 6", "aged 54", "iPhone 15", "4/20", "2026") is no figure: quoting
// "the 19 figure" from COVID-19 tells a journalist we did not read the story.

export type StoryFigure = {
  /** As the story writes it, with what it counts: "121 empty oil tankers", "£2.5bn of levies", "48%". */
  text: string;
  /** The number alone, as written: "121", "£2.5bn", "48%". */
  value: string;
};

const MONTHS =
  'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december';
/** Words before a number that make it a name, a date, an age, a rank or a model. */
const NOT_A_FIGURE_BEFORE = new RegExp(
  `(?:\\b(?:${MONTHS})\\.?|\\baged?|\\bage of|\\bno\\.?|\\bnumber|\\bvol\\.?|\\bseason|\\bepisode|\\bchapter|\\bpart|\\bphase|\\bgen|\\bversion|\\bv|\\bmodel|\\bseries|\\bmark|\\bmk|\\bday|\\bweek|\\bround|\\bgame|\\bpage|\\broom|\\bflight|\\broute|\\bbus|\\bline|\\bplatform|\\bgate|\\bterminal|\\barea|\\bcovid|\\bwindows|\\biphone|\\bpixel|\\bgalaxy|\\bplaystation|\\bps|\\bxbox|\\bmacos|\\bios|\\bandroid|\\bf|\\bformula|\\bsuper bowl|\\bworld war|\\bthe)\\s*$`,
  'i',
);
/** Words after a number that make it a time, a date, an age or a rank rather than a count. */
const NOT_A_FIGURE_AFTER =
  /^(?:st|nd|rd|th|am|pm|a\.m\.|p\.m\.|s\b|'s|-year-old|-years-old|\s*years?\s+old|\s*yo\b|\s*(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|mins?|hrs?|decades?|centuries)\b|\s*(?:o'clock|fps|hz|mph|km\/h))/i;

const MONEY = /[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:bn|m|k|billion|million|trillion|thousand))?\b/gi;
const PERCENT = /\b\d[\d,]*(?:\.\d+)?\s?(?:%|per ?cent\b|percent\b)/gi;
/** A count with what it counts: up to three words ending in a plural noun. */
const COUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?(?:k|m|bn|million|billion|thousand)\b)?((?:\s+[a-z][a-z'-]*){0,2}?\s+[a-z][a-z'-]*(?:s|people|children|men|women|staff|police)\b)/gi;

/** The figures a title and the start of its body state, first mention first, at most four. */
export function storyFigures(title: string, body?: string | null): StoryFigure[] {
  const text = `${title}. ${(body ?? '').slice(0, 400)}`.replace(/\s+/g, ' ');
  const found: Array<StoryFigure & { at: number }> = [];
  const add = (at: number, value: string, counted: string) => {
    const before = text.slice(Math.max(0, at - 24), at);
    const after = text.slice(at + value.length);
    // Glued to letters or hyphens ("COVID-19", "A380", "4-7"), in a date ("4/20", "10.3.2025") or a year.
    if (
      /[\p{L}\-/.£$€¥]$/u.test(before) ||
      /^[\p{L}\-/]|^\.\d/u.test(after) ||
      NOT_A_FIGURE_BEFORE.test(before) ||
      NOT_A_FIGURE_AFTER.test(after)
    ) {
      return;
    }
    // A year, alone or after a word that dates it ("began her career in 1999 with uncredited roles").
    const year = /^(1[89]|20)\d\d$/.test(value.trim());
    if (year && (counted === '' || /\b(?:in|since|from|by|until|till|during|before|after|around|of)\s+$/i.test(before))) return;
    if (found.some((figure) => figure.at === at)) return;
    found.push({ at, value: value.trim(), text: `${value.trim()}${counted}`.trim() });
  };
  for (const match of text.matchAll(MONEY)) add(match.index, match[0], '');
  for (const match of text.matchAll(PERCENT)) add(match.index, match[0], '');
  for (const match of text.matchAll(COUNT)) {
    const counted = match[3]!;
    // "5 things", "10 ways": a listicle's count is no fact about the world.
    if (
      /^\s+(?:things|ways|reasons|tips|times|signs|facts|questions|secrets|mistakes|lessons|words|photos|pictures|gifs)\b/i.test(counted)
    ) {
      continue;
    }
    if (/^\s+(?:years|months|weeks|days|hours|minutes|seconds)\b/i.test(counted)) continue;
    add(match.index, `${match[1]}${match[2] ?? ''}`, counted);
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 4)
    .map(({ text: figureText, value }) => ({ text: figureText, value }));
}
