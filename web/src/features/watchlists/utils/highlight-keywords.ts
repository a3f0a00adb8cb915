import { foldKey, foldText } from './fold-text';
import { isPhrase } from './keyword-chips';

export type TextSegment = { text: string; match: boolean };

/** Letters and digits in any script: a match must not start or end inside a word. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * `text` cut into the parts that show a matched keyword and the rest, for marking the keywords in a
 * match's title. Case and accents are ignored as the watchlist ignores them; a phrase ("electric
 * cars" in quotes) is marked whole, the words of any other keyword each where they stand as words.
 */
export function highlightKeywords(text: string, keywords: readonly string[]): TextSegment[] {
  const { folded, origin } = foldText(text);
  const needles = keywords
    .flatMap((keyword) => (isPhrase(keyword) ? [keyword.slice(1, -1)] : keyword.split(/\s+/)))
    .map((needle) => foldKey(needle.trim()))
    .filter((needle) => needle !== '');
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      const before = folded[at - 1];
      const after = folded[end];
      if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after))) {
        const last = origin[end - 1]!;
        const lastEnd = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
        marked.fill(true, origin[at], lastEnd);
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
