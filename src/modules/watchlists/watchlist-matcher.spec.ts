import { compileWatchlist, matchItem, toMatchCandidate } from './watchlist-matcher.js';

const item = (overrides: Partial<Parameters<typeof toMatchCandidate>[0]> = {}) =>
  toMatchCandidate({ id: 1, source: 'news', prScore: 70, title: 'Acme recalls 40,000 kettles', content: null, ...overrides });
const watchlist = (overrides: Partial<Parameters<typeof compileWatchlist>[0]> = {}) =>
  compileWatchlist({ id: 7, keywords: ['acme'], sources: [], minPrScore: 60, ...overrides });

describe(matchItem.name, () => {
  it('should answer the keywords found in the title or the text', () => {
    expect(matchItem(watchlist({ keywords: ['acme', 'kettle', 'recall'] }), item())).toEqual(['acme']);
    expect(matchItem(watchlist({ keywords: ['"safety notice"'] }), item({ content: 'A safety notice was issued.' }))).toEqual([
      '"safety notice"',
    ]);
  });

  it('should not match an item without any keyword', () => {
    expect(matchItem(watchlist({ keywords: ['globex'] }), item())).toBeNull();
  });

  describe('when the watchlist names sources', () => {
    it('should match items of those sources only', () => {
      expect(matchItem(watchlist({ sources: ['reddit', 'news'] }), item())).toEqual(['acme']);
      expect(matchItem(watchlist({ sources: ['reddit'] }), item())).toBeNull();
    });
  });

  describe('the minimum PR score', () => {
    it('should let an item at the minimum through and keep one below it out', () => {
      expect(matchItem(watchlist({ minPrScore: 70 }), item({ prScore: 70 }))).toEqual(['acme']);
      expect(matchItem(watchlist({ minPrScore: 71 }), item({ prScore: 70 }))).toBeNull();
    });
  });
});
