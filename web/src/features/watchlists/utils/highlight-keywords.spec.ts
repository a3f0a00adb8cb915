import { describe, expect, it } from '@jest/globals';
import { highlightKeywords } from './highlight-keywords';

const marked = (text: string, keywords: string[]) =>
  highlightKeywords(text, keywords)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe(highlightKeywords.name, () => {
  it('should keep the whole text, in order, across its segments', () => {
    const text = 'Heat pumps: Électricité de France cuts prices';
    expect(
      highlightKeywords(text, ['electricite'])
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it('should mark a keyword ignoring case and accents, showing the title as written', () => {
    expect(marked('Électricité de France cuts prices', ['ELECTRICITE'])).toEqual(['Électricité']);
    expect(marked('New rules for López and LOPEZ', ['lópez'])).toEqual(['López', 'LOPEZ']);
  });

  it('should mark a keyword typed without the letters no accent removal reaches', () => {
    expect(marked('Floods reach Łódź', ['Lodz'])).toEqual(['Łódź']);
    expect(marked('Søren Kierkegaard biopic', ['soren'])).toEqual(['Søren']);
  });

  it('should mark a word written with decomposed accents whole', () => {
    expect(marked('Cafe\u0301 owners strike', ['café'])).toEqual(['Cafe\u0301']);
  });

  it('should mark a phrase whole and only where its words stand together', () => {
    expect(marked('Electric cars outsell petrol cars; electric bikes too', ['"electric cars"'])).toEqual(['Electric cars']);
  });

  it('should mark each word of a keyword that is not a phrase', () => {
    expect(marked('Solar panels and heat pumps', ['heat solar'])).toEqual(['Solar', 'heat']);
  });

  it('should read a keyword with punctuation as its words, and curly quotes as quotes', () => {
    expect(marked('COVID 19 cases rise; covid-19 vaccines', ['covid-19'])).toEqual(['COVID 19', 'covid-19']);
    expect(marked('Electric cars and cars that are electric', ['“electric cars”'])).toEqual(['Electric cars']);
    expect(marked('Straße closed', ['strasse'])).toEqual(['Straße']);
  });

  it('should not mark a keyword inside another word', () => {
    expect(marked('Artificial intelligence and art fairs', ['art'])).toEqual(['art']);
  });

  it('should mark nothing when no keyword is in the text', () => {
    expect(highlightKeywords('Nothing here', ['pumps'])).toEqual([{ text: 'Nothing here', match: false }]);
  });
});
