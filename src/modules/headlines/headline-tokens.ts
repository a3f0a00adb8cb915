// One tokenisation of a headline that every measure reads, so word counts, emotions and scores
// always agree on what a "word" is. Words are the whitespace-separated pieces as written (the
// heatmap shows them back to the user); compromise adds part-of-speech tags and roots.

import nlp from 'compromise';

import { STOP_WORDS } from './headline-word-classes.js';
import { lemmaCandidates } from './word-lemma.js';

export type HeadlineToken = {
  /** The piece as written, punctuation included ("Shocking:"). */
  text: string;
  /** 0-based position among the whitespace-separated pieces. */
  index: number;
  /** Lower-case core without surrounding punctuation, curly apostrophes straightened ("shocking"). */
  normal: string;
  /** Candidate base forms, most literal first ("shocking", "shock"); see lemmaCandidates. */
  lemmas: string[];
  /** compromise part-of-speech tags of the terms inside this piece ("Adjective", "Place", …). */
  tags: ReadonlySet<string>;
  /** Has at least one letter or digit (an em dash alone is not a word). */
  isWord: boolean;
  /** Holds a digit ("10", "1,000", "$5", "50%"). */
  isNumber: boolean;
  isStopWord: boolean;
  /** Written in capitals with three or more letters ("FREE"); acronyms qualify too. */
  isAllCaps: boolean;
  /** Punctuation right after the core ("?", ":", "."). */
  trailing: string;
};

type CompromiseTerm = { root?: string; tags?: string[]; offset?: { start: number } };

/** Splits a headline into tokens. Deterministic; roughly 0.3 ms for a typical headline. */
export function tokenizeHeadline(headline: string): HeadlineToken[] {
  const pieces = [...headline.matchAll(/\S+/g)].map((match) => ({ text: match[0], start: match.index }));
  const termsByPiece = pieces.map(() => [] as CompromiseTerm[]);
  for (const term of compromiseTerms(headline)) {
    const start = term.offset?.start ?? -1;
    let owner = -1;
    for (let position = 0; position < pieces.length && pieces[position].start <= start; position++) owner = position;
    if (owner >= 0) termsByPiece[owner].push(term);
  }
  return pieces.map((piece, index) => toToken(piece.text, index, termsByPiece[index]));
}

function compromiseTerms(headline: string): CompromiseTerm[] {
  const doc = nlp(headline);
  doc.compute('root');
  // compromise's typings omit the `root` term option it supports at runtime; a named object
  // (not a literal) passes the type check without a cast.
  const termOptions = { offset: true, root: true };
  const sentences = doc.json({ offset: true, terms: termOptions }) as Array<{ terms: CompromiseTerm[] }>;
  return sentences.flatMap((sentence) => sentence.terms);
}

function toToken(text: string, index: number, terms: CompromiseTerm[]): HeadlineToken {
  const straightened = text.replace(/[‘’`´]/g, "'").replace(/[“”]/g, '"');
  const core = straightened.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[^\p{L}\p{N}]+$/u, '');
  const trailing = straightened.slice(straightened.lastIndexOf(core) + core.length);
  const normal = core.toLowerCase();
  // "Man's" should match the word list entry "man"; "here's" and "it's" keep their own entries.
  const withoutPossessive = !STOP_WORDS.has(normal) && normal.endsWith("'s") ? normal.slice(0, -2) : normal;
  const roots = terms.map((term) => term.root).filter((root): root is string => Boolean(root));
  const lemmas = [...new Set([normal, ...lemmaCandidates(withoutPossessive, roots)])];
  const letters = core.replace(/[^\p{L}]/gu, '');
  return {
    text,
    index,
    normal,
    lemmas,
    tags: new Set(terms.flatMap((term) => term.tags ?? [])),
    isWord: core.length > 0,
    isNumber: /\p{N}/u.test(core),
    isStopWord: STOP_WORDS.has(normal),
    isAllCaps: letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    trailing,
  };
}
