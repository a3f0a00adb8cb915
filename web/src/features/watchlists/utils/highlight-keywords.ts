import { foldText } from './fold-text';

export type TextSegment = { text: string; match: boolean };

/** Words are runs of letters and digits, as the server reads them. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A keyword's terms as the server reads it: a phrase in double quotes (curly ones too) is its words
 * one after the other; a bare token is its words (covid-19 is "covid 19"). Each term is marked where
 * its words stand together.
 */
function keywordTerms(keyword: string): string[][] {
  const straight = keyword.replace(/[“”„‟″]/g, '"');
  const terms: string[][] = [];
  for (const [, phrase, bare] of straight.matchAll(/"([^"]*)"?|([^\s"]+)/g)) {
    const words = foldText(phrase ?? bare ?? '').folded.match(WORD) ?? [];
    if (words.length > 0) terms.push(words);
  }
  return terms;
}

/**
 * `text` cut into the parts that show a matched keyword and the rest, for marking the keywords in a
 * match's title. Case and accents are ignored and words are whole words, as the watchlist matches
 * them; each word of a bare keyword is marked where it stands, a phrase only where its words stand
 * together. A keyword that matched in the story's text rather than its title marks nothing.
 */
export function highlightKeywords(text: string, keywords: readonly string[]): TextSegment[] {
  const { folded, origin } = foldText(text);
  // Each word of the text with the range of the original it came from.
  const words = Array.from(folded.matchAll(WORD), (found) => {
    const lastChar = origin[found.index + found[0].length - 1]!;
    return { word: found[0], start: origin[found.index]!, end: lastChar + (text.codePointAt(lastChar)! > 0xffff ? 2 : 1) };
  });
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of keywords.flatMap(keywordTerms)) {
    for (let at = 0; at + term.length <= words.length; at += 1) {
      if (term.every((word, offset) => words[at + offset]!.word === word)) {
        marked.fill(true, words[at]!.start, words[at + term.length - 1]!.end);
      }
    }
  }
  const segments: TextSegment[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const previous = segments[segments.length - 1];
    if (previous && previous.match === marked[index]) previous.text += text[index];
    else segments.push({ text: text[index]!, match: marked[index]! });
  }
  return segments;
}
