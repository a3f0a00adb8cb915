// How a watchlist's keywords are found in an item (issue 18). A keyword as typed is read into terms,
// every one of which must be found: a phrase in double quotes ("electric cars") is its words one after
// the other; a bare word is itself, and a bare token with punctuation inside (covid-19, McDonald's) is
// the phrase of its words. A keyword of two bare words (electric cars) needs both, anywhere. Keywords
// are "any of": one found is a match. Case and accents are ignored and words are whole words: "AI"
// is not found in "said", "café" is found in "CAFE", "Lodz" in "Łódź". Words are runs of letters and
// digits, so scripts written without spaces (Chinese, Japanese) are one word per run and match only
// whole runs. Folding and the reading of a keyword are shared with the screen's highlights
// (contracts/text-match.contract.ts). Watchlists match with it, and so does a client's fit
// (modules/clients/client-fit.ts), over words it has brought to their singular first.

import { foldedWords, type ParsedKeyword } from '../../contracts/text-match.contract.js';

/** A text read once for matching many keywords against it. */
export class MatchableText {
  private readonly words: Set<string>;
  private readonly joined: string;

  /** `text` read with foldedWords, or its folded words already read (and maybe brought to a stem). */
  constructor(text: string | readonly string[]) {
    const words = typeof text === 'string' ? foldedWords(text) : text;
    this.words = new Set(words);
    // Spaces at both ends so " electric cars " is found only as whole words.
    this.joined = ` ${words.join(' ')} `;
  }

  has(term: readonly string[]): boolean {
    return term.length === 1 ? this.words.has(term[0]!) : this.joined.includes(` ${term.join(' ')} `);
  }
}

/** The keywords (as typed) found in any of the texts; a term is found within one text (a phrase never spans two). */
export function findKeywords(keywords: readonly ParsedKeyword[], texts: readonly MatchableText[]): string[] {
  return keywords
    .filter(({ terms }) => terms.length > 0 && terms.every((term) => texts.some((text) => text.has(term))))
    .map(({ keyword }) => keyword);
}
