import { foldedWordSpans, parseKeyword } from '@contracts/text-match.contract';

export type TextSegment = { text: string; match: boolean };

/**
 * `text` cut into the parts that show a matched keyword and the rest, for marking the keywords in a
 * match's title. Keywords are read and words folded as the server matches them (the shared rule in
 * text-match.contract.ts: case and accents ignored, whole words); each term of a keyword is marked
 * where its words stand together, so each word of a bare keyword is marked where it stands and a
 * phrase only whole. A keyword that matched in the story's text rather than its title marks nothing.
 */
export function highlightKeywords(text: string, keywords: readonly string[]): TextSegment[] {
  const words = foldedWordSpans(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of keywords.flatMap((keyword) => parseKeyword(keyword).terms)) {
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
