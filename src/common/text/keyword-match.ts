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

  /** Its distinct words. */
  distinctWords(): Iterable<string> {
    return this.words;
  }
}

/** The keywords (as typed) found in any of the texts; a term is found within one text (a phrase never spans two). */
export function findKeywords(keywords: readonly ParsedKeyword[], texts: readonly MatchableText[]): string[] {
  return keywords
    .filter(({ terms }) => terms.length > 0 && terms.every((term) => texts.some((text) => text.has(term))))
    .map(({ keyword }) => keyword);
}

/**
 * Many owners' keywords read once for matching many texts: every term is filed under its first word,
 * so a text is looked up by its own words and only the terms that start with one of them are checked.
 * The cost of matching an item then grows with the item's words, not with the number of keywords:
 * 100 watchlists of 50 keywords each matched a fetch's items in seconds pair by pair, blocking the
 * server (issue 28); filed by word they take milliseconds. Same rules as findKeywords.
 */
export class KeywordIndex<Owner> {
  private readonly keywords: Array<{ owner: Owner; keyword: ParsedKeyword }> = [];
  /** First word of a term → the terms starting with it: [keyword position, term position]. */
  private readonly byFirstWord = new Map<string, Array<[number, number]>>();

  add(owner: Owner, keyword: ParsedKeyword): void {
    if (keyword.terms.length === 0) return;
    const position = this.keywords.push({ owner, keyword }) - 1;
    keyword.terms.forEach((term, termPosition) => {
      const first = term[0]!;
      const postings = this.byFirstWord.get(first);
      if (postings) postings.push([position, termPosition]);
      else this.byFirstWord.set(first, [[position, termPosition]]);
    });
  }

  /** Each owner with the keywords (as typed, in the order added) found in the texts; a term is found within one text. */
  find(texts: readonly MatchableText[]): Map<Owner, string[]> {
    const termsFound = new Map<number, Set<number>>();
    for (const text of texts) {
      for (const word of text.distinctWords()) {
        for (const [position, termPosition] of this.byFirstWord.get(word) ?? []) {
          if (termsFound.get(position)?.has(termPosition)) continue;
          if (!text.has(this.keywords[position]!.keyword.terms[termPosition]!)) continue;
          const found = termsFound.get(position);
          if (found) found.add(termPosition);
          else termsFound.set(position, new Set([termPosition]));
        }
      }
    }
    const byOwner = new Map<Owner, string[]>();
    for (const position of [...termsFound.keys()].sort((a, b) => a - b)) {
      const { owner, keyword } = this.keywords[position]!;
      if (termsFound.get(position)!.size < keyword.terms.length) continue;
      const list = byOwner.get(owner);
      if (list) list.push(keyword.keyword);
      else byOwner.set(owner, [keyword.keyword]);
    }
    return byOwner;
  }
}
