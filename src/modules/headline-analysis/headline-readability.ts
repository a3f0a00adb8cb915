// Readability of a headline: counts and the Flesch-Kincaid grade level, the US school grade a
// reader needs (0.39 × words per sentence + 11.8 × syllables per word − 15.59; Kincaid et al.
// 1975), with syllables counted by the `syllable` package when a word is read (headline-tokens.ts).

import type { HeadlineToken } from './headline-tokens.js';

export type HeadlineReadability = {
  /** Words with at least one letter or digit. */
  wordCount: number;
  /** Characters of the trimmed headline, spaces included, counting an emoji as one. */
  characterCount: number;
  /** Plain label for the grade, e.g. "Grade 7 (easy)". */
  readingLevel: string;
  /** Sentences: a headline without end punctuation is one; "It Was Fake. And It Made Us Sick." is two. */
  sentenceCount: number;
  /** Flesch-Kincaid grade, one decimal, not clamped (very short words can give less than 1). */
  gradeLevel: number;
  /** Words of four or more syllables, as written (core only), in order of appearance. */
  longWords: string[];
};

/** Syllables from which a word counts as long ("implementation"); a common plain-language cut-off. */
const LONG_WORD_SYLLABLES = 4;

/** Measures a tokenised headline (see tokenizeHeadline). Deterministic. */
export function measureReadability(headline: string, tokens: readonly HeadlineToken[]): HeadlineReadability {
  const words = tokens.filter((token) => token.isWord);
  const wordCount = words.length;
  const characterCount = [...headline.trim()].length;
  if (wordCount === 0) {
    return { wordCount, characterCount, readingLevel: readingLevelLabel(0), sentenceCount: 0, gradeLevel: 0, longWords: [] };
  }
  const sentenceCount = countSentences(words);
  // Numbers and odd spellings ("BLT", "10") count as at least one syllable: they are read aloud.
  const syllables = words.map((token) => Math.max(1, token.syllables));
  const gradeLevel = 0.39 * (wordCount / sentenceCount) + 11.8 * (sum(syllables) / wordCount) - 15.59;
  return {
    wordCount,
    characterCount,
    readingLevel: readingLevelLabel(gradeLevel),
    sentenceCount,
    gradeLevel: Math.round(gradeLevel * 10) / 10,
    longWords: words
      .filter((_, position) => syllables[position] >= LONG_WORD_SYLLABLES && !words[position].isNumber)
      .map((token) => token.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')),
  };
}

/**
 * Plain label for a Flesch-Kincaid grade. Bands follow the usual reading-ease guidance:
 * up to grade 5 very easy, 6–8 easy (most popular writing), 9–10 plain English, 11–12 fairly
 * difficult, 13–16 college level, above that graduate level.
 */
export function readingLevelLabel(gradeLevel: number): string {
  const grade = Math.max(1, Math.round(gradeLevel));
  if (grade <= 5) return `Grade ${grade} (very easy)`;
  if (grade <= 8) return `Grade ${grade} (easy)`;
  if (grade <= 10) return `Grade ${grade} (plain English)`;
  if (grade <= 12) return `Grade ${grade} (fairly difficult)`;
  if (grade <= 16) return 'College level (difficult)';
  return 'Graduate level (very difficult)';
}

/** Sentences end at ".", "!" or "?" after a word; the last sentence needs no end punctuation. */
function countSentences(words: readonly HeadlineToken[]): number {
  // "U.N." ends in a full stop but is an abbreviation: its core still holds a dot.
  return words.slice(0, -1).filter((token) => /[.!?…]/.test(token.trailing) && !token.normal.includes('.')).length + 1;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
