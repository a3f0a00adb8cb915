import { findKeywords } from '../../common/text/keyword-match.js';
import { compileWatchlist, toMatchCandidate, WatchlistIndex } from './watchlist-matcher.js';

const item = (overrides: Partial<Parameters<typeof toMatchCandidate>[0]> = {}) =>
  toMatchCandidate({ id: 1, source: 'news', prScore: 70, title: 'Acme recalls 40,000 kettles', content: null, ...overrides });
const watchlist = (overrides: Partial<Parameters<typeof compileWatchlist>[0]> = {}) =>
  compileWatchlist({ id: 7, keywords: ['acme'], sources: [], minPrScore: 60, ...overrides });
/** The keywords one watchlist matches the item with, or null. */
const matched = (list: ReturnType<typeof watchlist>, candidate: ReturnType<typeof item>) =>
  new WatchlistIndex([list]).match(candidate)[0]?.matchedKeywords ?? null;

describe(WatchlistIndex.name, () => {
  it('should answer the keywords found in the title or the text', () => {
    expect(matched(watchlist({ keywords: ['acme', 'kettle', 'recall'] }), item())).toEqual(['acme']);
    expect(matched(watchlist({ keywords: ['"safety notice"'] }), item({ content: 'A safety notice was issued.' }))).toEqual([
      '"safety notice"',
    ]);
  });

  it('should not match an item without any keyword', () => {
    expect(matched(watchlist({ keywords: ['globex'] }), item())).toBeNull();
  });

  describe('when the watchlist names sources', () => {
    it('should match items of those sources only', () => {
      expect(matched(watchlist({ sources: ['reddit', 'news'] }), item())).toEqual(['acme']);
      expect(matched(watchlist({ sources: ['reddit'] }), item())).toBeNull();
    });
  });

  describe('the minimum PR score', () => {
    it('should let an item at the minimum through and keep one below it out', () => {
      expect(matched(watchlist({ minPrScore: 70 }), item({ prScore: 70 }))).toEqual(['acme']);
      expect(matched(watchlist({ minPrScore: 71 }), item({ prScore: 70 }))).toBeNull();
    });
  });

  describe('"only rising stories" (issue 31)', () => {
    it('should match a rising story only, and every stage without it', () => {
      expect(matched(watchlist({ onlyRising: true }), item({ stage: 'rising' }))).toEqual(['acme']);
      for (const stage of ['new', 'peaking', 'fading'] as const) {
        expect(matched(watchlist({ onlyRising: true }), item({ stage }))).toBeNull();
        expect(matched(watchlist(), item({ stage }))).toEqual(['acme']);
      }
      expect(matched(watchlist({ onlyRising: true }), item())).toBeNull();
    });

    it('should ask for stages only when a watchlist needs them', () => {
      expect(new WatchlistIndex([watchlist()]).needsStages).toBe(false);
      expect(new WatchlistIndex([watchlist(), watchlist({ id: 8, onlyRising: true })]).needsStages).toBe(true);
    });
  });

  it('should find, for many watchlists at once, exactly what each one finds alone', () => {
    const lists = [
      watchlist({ id: 1, keywords: ['acme', '"safety notice"', 'kettle recall'] }),
      watchlist({ id: 2, keywords: ['"electric cars"', 'covid-19', 'Łódź'] }),
      watchlist({ id: 3, keywords: ['recalls', 'acme kettles', '"acme recalls"'] }),
      watchlist({ id: 4, keywords: ['globex', '"recalls acme"'] }),
    ];
    const items = [
      item(),
      item({ id: 2, title: 'Electric cars get cheaper in Lodz', content: 'COVID-19 rules end; a safety notice for kettles' }),
      item({ id: 3, title: 'Cars go electric', content: 'kettle recall planned' }),
    ];
    const index = new WatchlistIndex(lists);
    for (const candidate of items) {
      const byIndex = Object.fromEntries(index.match(candidate).map((match) => [match.watchlistId, match.matchedKeywords]));
      const oneByOne = Object.fromEntries(
        lists.flatMap((list) => {
          const found = findKeywords(list.keywords, candidate.texts);
          return found.length > 0 ? [[list.id, found]] : [];
        }),
      );
      expect(byIndex).toEqual(oneByOne);
    }
  });
});
