import { sortTrendingItems, type TrendingItem } from './trending.contract.js';

function item(id: number, counts: Pick<TrendingItem, 'upvotes' | 'comments' | 'shares'>): TrendingItem {
  return {
    id,
    topicId: null,
    source: 'reddit',
    subreddit: null,
    publication: null,
    sourceUrl: null,
    title: `Item ${id}`,
    content: null,
    prScore: 50,
    timestamp: '2026-01-01T00:00:00.000Z',
    sensitivity: [],
    ...counts,
  };
}

describe(sortTrendingItems.name, () => {
  describe('by engagement', () => {
    it('should put items without any count after those with counts, even a count of zero', () => {
      const news = item(1, { upvotes: null, comments: null, shares: null });
      const quiet = item(2, { upvotes: 0, comments: 0, shares: null });
      const busy = item(3, { upvotes: 900, comments: 40, shares: null });

      expect(sortTrendingItems([news, quiet, busy], 'engagement').map((entry) => entry.id)).toEqual([3, 2, 1]);
    });
  });

  describe('by fit', () => {
    it('should put the best fit first, items without a fit last, and keep the server order on ties', () => {
      const counts = { upvotes: 1, comments: 1, shares: null };
      const low = { ...item(1, counts), fit: { score: 20, reasons: [] } };
      const none = item(2, counts);
      const high = { ...item(3, counts), fit: { score: 80, reasons: ['Sector match: energy'] } };
      const alsoLow = { ...item(4, counts), fit: { score: 20, reasons: [] } };

      expect(sortTrendingItems([low, none, high, alsoLow], 'fit').map((entry) => entry.id)).toEqual([3, 1, 4, 2]);
    });
  });

  describe('by growth (issue 31)', () => {
    it('should put the fastest growing first, a fall after no change, and stories without a growth last', () => {
      const counts = { upvotes: 1, comments: 1, shares: null };
      const falling = { ...item(1, counts), growth: -40 };
      const unmeasured = { ...item(2, counts), growth: null };
      const surging = { ...item(3, counts), growth: 139 };
      const flat = { ...item(4, counts), growth: 0 };

      expect(sortTrendingItems([falling, unmeasured, surging, flat], 'growth').map((entry) => entry.id)).toEqual([3, 4, 1, 2]);
    });
  });
});
