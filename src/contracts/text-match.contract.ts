// How Trendjack compares text, wherever it does: a watchlist's keywords against an item
// (common/text/keyword-match.ts), the screen marking them in a match's title (web
// features/watchlists/utils/highlight-keywords.ts), and the story grouping reading titles
// (modules/trending/story-tokens.ts). One rule, so the keyword the server matched is the keyword the
// screen marks, and "Lodz" finds "Łódź" everywhere. Plain TypeScript, no imports.

/** Letters NFKD leaves whole, spelled plainly; and the final sigma, so one character folds as it does inside a word. */
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ς: 'σ',
};
const EXTRA_FOLD = /[ßæœøłđðþıς]/g;
/**
 * Marks a reader can leave out: the accents of Latin, Greek and Cyrillic letters once decomposed
 * (combining diacritical marks), and the optional vowel points of Hebrew and Arabic.
 */
const ACCENTS = /[\u0300-\u036f]|(?=\p{M})[\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/gu;
const ASCII = /^[\x20-\x7e]*$/;
/** A word: a run of letters (with their marks) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Folds text for comparison: compatibility decomposition (NFKD: "ﬁ" is "fi", full-width letters are
 * plain ones), accents removed, lower case, and the letters NFKD leaves whole spelled plainly (ß ss,
 * æ ae, œ oe, ø o, ł l, đ and ð d, þ th, ı i): "López" is "lopez", "Łódź" "lodz", "Søren" "soren".
 * Hebrew and Arabic vowel points go too; the marks of other scripts (Devanagari and Bengali vowel
 * signs, Thai tone marks) spell their words and stay.
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(EXTRA_FOLD, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/** The folded words of a text: runs of letters and digits ("COVID-19" is "covid", "19"). */
export function foldedWords(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** A folded word of a text and where it stands in the original (UTF-16 indices, `end` exclusive). */
export type WordSpan = { word: string; start: number; end: number };

/**
 * The folded words of a text with the range of the original each came from, so what is found in the
 * folded words can be marked in the text as written. The words are those of foldedWords.
 */
export function foldedWordSpans(text: string): WordSpan[] {
  let folded = '';
  // For each folded character: where its original character starts and ends.
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = foldText(char);
    const end = index + char.length;
    if (plain === '' && ends.length > 0) {
      // A lone combining accent (a title written decomposed) belongs to the letter before it.
      ends[ends.length - 1] = end;
    }
    for (let i = 0; i < plain.length; i += 1) {
      starts.push(index);
      ends.push(end);
    }
    folded += plain;
    index = end;
  }
  return Array.from(folded.matchAll(WORD), (found) => ({
    word: found[0],
    start: starts[found.index]!,
    end: ends[found.index + found[0].length - 1]!,
  }));
}

/** A watchlist keyword read for matching: every term must be found; a term is one word or a phrase of several. */
export type ParsedKeyword = { keyword: string; terms: string[][] };

/**
 * Reads a watchlist keyword as typed: a phrase in double quotes (curly and low quotes count; an
 * unclosed quote runs to the end) is one term, its words one after the other; a bare token is one
 * term of its words (covid-19 is the phrase "covid 19"). A keyword without letters or digits has no
 * terms and never matches.
 */
export function parseKeyword(keyword: string): ParsedKeyword {
  const terms: string[][] = [];
  const straight = keyword.replace(/[“”„‟″]/g, '"');
  for (const [, phrase, bare] of straight.matchAll(/"([^"]*)"?|([^\s"]+)/g)) {
    const words = foldedWords(phrase ?? bare ?? '');
    if (words.length > 0) terms.push(words);
  }
  return { keyword, terms };
}
