// How the story grouping (story-groups.ts) reads a title: the distinctive words it is made of, in a
// form that a Google query, an X hashtag, a Wikipedia article title, a Reddit post and a news headline
// about one event, in English or another language of the sources, write alike.
//
// - Folded as watchlists fold (contracts/text-match.contract.ts): lower-case, accents removed, so
//   "López" is "lopez", "Elección" "eleccion" and "Łódź" "lodz".
// - Words are runs of letters and digits; "'s" is dropped ("Nolan's" → "nolan"), other apostrophes
//   split ("l'élection" → "l", "election"; one-letter words are left out).
// - Numbers are kept whole ("4.2", "2026", "1,400" → "1400"): a score, a death toll or a year carries
//   across languages as well as a name does. Dates are left out ("October 17, 2020"): every story of
//   the day has them.
// - Stop words of English, Spanish, French, German, Portuguese and Italian and headline boilerplate
//   (common/text/function-words.ts) are left out, but still count as positions, so "Premier League" is one
//   phrase and "Lomachenko vs Lopez" two names.
// - Light stemming: one common suffix (English plurals and -ing/-ed/-er, Romance plural and gender
//   endings, German -en) comes off when four letters stay, then the word is cut to its first seven
//   letters, so "earthquakes"/"earthquake", "marchers"/"march", "Lomachenko"/"Lomachenko's" and
//   "decision"/"decisión" meet. Words of other scripts are kept whole.
// - A hashtag or a run-together trend of one word is split at its capitals ("#LibraryWeek" → "library
//   week", "LookmanFenere" → "lookman fenere"); the same word in lower case ("#libraryweek") is matched
//   against consecutive words of other titles instead (writesAsWords).
// - "_" is a space (Wikipedia, X) and a trailing qualifier in brackets ("Arrival (film)", "Hard Disk
//   Hacking (2013)", "[pdf]") is not part of the title's words: it goes with the context.

import { STORY_MONTHS, STORY_STOP_WORDS } from '../../common/text/function-words.js';
import { foldText } from '../../contracts/text-match.contract.js';

export type StoryTokens = {
  /** The distinct stems of the title's words, in order of first appearance. */
  stems: string[];
  /** Word positions (stop words counted) of each stem, ascending: adjacency means "next word". */
  positions: ReadonlyMap<string, readonly number[]>;
  /** Stems written as names somewhere in the title (a capital inside a sentence) or numbers. */
  names: ReadonlySet<string>;
  /** A one-word title (a hashtag, a run-together trend) folded whole ("libraryweek"), else null. */
  singleWord: string | null;
  /** The title's folded words, stop words included (for writesAsWords). */
  words: readonly string[];
};

export type StoryContext = {
  stems: ReadonlySet<string>;
  positions: ReadonlyMap<string, readonly number[]>;
};

/** Suffixes taken off (the longest that fits), provided four letters stay. */
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ers', 'ies', 'ied', 'ed', 'er', 'es', 'en', 'os', 'as', 's', 'e', 'o', 'a'];
const MIN_STEM_LETTERS = 4;
/** Letters of a stem kept: the prefix two spellings of one word share. */
const STEM_LETTERS = 7;
const QUALIFIER = /\s*[([]([^()[\]]*)[)\]]\s*$/u;
const WORD = /[\p{L}\p{M}\p{N}]+(?:[.,]\p{N}+)*/gu;
const LATIN_WORD = /^[a-z]+$/;
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;
const THOUSANDS = /^\d{1,3}(?:[.,]\d{3})+$/;
/** A folded word's stem: numbers whole, Latin words without one suffix and cut to seven letters. */
export function stemWord(word: string): string {
  if (NUMBER.test(word)) return THOUSANDS.test(word) ? word.replace(/[.,]/g, '') : word;
  if (!LATIN_WORD.test(word)) return word;
  let stem = word;
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= MIN_STEM_LETTERS && word.endsWith(suffix)) {
      stem = word.slice(0, -suffix.length);
      break;
    }
  }
  return stem.slice(0, STEM_LETTERS);
}

/** "#LibraryWeek" → "Library Week", "LookmanFenere" → "Lookman Fenere", "DinahJane1" → "Dinah Jane 1". */
function splitRunTogether(word: string): string {
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2');
}

type Word = { text: string; name: boolean };

const SENTENCE_BREAK = /[:.!?"“”‘'[(|–—]/;
const CAPITAL = /^\p{Lu}/u;
const DATE_NUMBER = /^\d{1,4}$/;

/**
 * Folded words of a text as written ("'s" dropped, "_" a space), stop words included. A word is a
 * name when it is written with a capital and does not start the text or a sentence or clause (after
 * ":", ".", "!", "?", quotes or brackets), where every word has a capital; or when it is a number of
 * three or more characters (a year, a toll, "4.2"), which carries across languages like a name.
 */
function readWords(text: string): Word[] {
  const source = text
    .normalize('NFC')
    .replace(/_/g, ' ')
    .replace(/['’]s\b/g, '');
  const words: Word[] = [];
  let previousEnd = 0;
  for (const match of source.matchAll(WORD)) {
    const starts = words.length === 0 || SENTENCE_BREAK.test(source.slice(previousEnd, match.index));
    previousEnd = match.index + match[0].length;
    const text = foldText(match[0]);
    words.push({ text, name: (NUMBER.test(text) && text.length >= 3) || (!starts && CAPITAL.test(match[0])) });
  }
  return words;
}

type Stems = { stems: string[]; positions: Map<string, number[]>; names: Set<string> };

/** The stems of a text's words with their positions; stop words and one-letter words are left out. */
function stemsOf(words: readonly Word[]): Stems {
  const dates = datePositions(words);
  const positions = new Map<string, number[]>();
  const names = new Set<string>();
  for (const [index, word] of words.entries()) {
    if (STORY_STOP_WORDS.has(word.text) || dates.has(index) || (word.text.length < 2 && !NUMBER.test(word.text))) continue;
    const stem = stemWord(word.text);
    const list = positions.get(stem);
    if (list) list.push(index);
    else positions.set(stem, [index]);
    if (word.name) names.add(stem);
  }
  return { stems: [...positions.keys()], positions, names };
}

/** Positions of the words of dates: a month next to numbers, and those numbers (two words either side). */
function datePositions(words: readonly Word[]): Set<number> {
  const dates = new Set<number>();
  for (const [index, word] of words.entries()) {
    if (!STORY_MONTHS.has(word.text)) continue;
    for (const near of [index - 2, index - 1, index + 1, index + 2]) {
      if (near < 0 || near >= words.length || !DATE_NUMBER.test(words[near].text)) continue;
      dates.add(index);
      dates.add(near);
    }
  }
  return dates;
}

/** The title's trailing bracketed qualifier ("film" of "Arrival (film)"), or null. */
export function titleQualifier(title: string): string | null {
  return endsWithBracket(title) ? QUALIFIER.exec(title)?.[1]?.trim() || null : null;
}

/** Cheap check before the qualifier pattern, which would otherwise try every position of every title. */
function endsWithBracket(title: string): boolean {
  const last = title.trimEnd().at(-1);
  return last === ')' || last === ']';
}

/** Reads a title as story-groups.ts compares it (see the top of this file). */
export function readStoryTokens(title: string): StoryTokens {
  const bare = (endsWithBracket(title) ? title.replace(QUALIFIER, '').trim() : title.trim()) || title;
  const pieces = bare.replace(/_/g, ' ').trim().split(/\s+/);
  const oneWord = pieces.length === 1 ? pieces[0].replace(/^#+/, '') : null;
  const words = readWords(oneWord !== null ? splitRunTogether(oneWord) : bare);
  const { stems, positions, names } = stemsOf(words);
  const singleWord =
    oneWord !== null
      ? readWords(oneWord)
          .map((word) => word.text)
          .join('')
      : null;
  return { stems, positions, names, singleWord: singleWord || null, words: words.map((word) => word.text) };
}

/** Whether a one-word title ("librarylovers") is two or three consecutive words of a title ("library lovers"). */
export function writesAsWords(tokens: StoryTokens, singleWord: string): boolean {
  const { words } = tokens;
  for (let index = 0; index + 1 < words.length; index += 1) {
    if (!singleWord.startsWith(words[index])) continue;
    const two = words[index] + words[index + 1];
    if (two === singleWord || (index + 2 < words.length && two + words[index + 2] === singleWord)) return true;
  }
  return false;
}

/** Stems of a context text (a query's news articles, an article's extract), with their positions. */
export function readStoryContext(text: string): StoryContext {
  // Outlet names in brackets ("(ESPN)") say who wrote it, not what happened.
  const { stems, positions } = stemsOf(readWords(text.replace(/\([^()]*\)/g, ' ')));
  return { stems: new Set(stems), positions };
}
