import { describe, expect, it } from '@jest/globals';
import type { TrendingItem } from '@contracts/trending.contract';
import { filterTrendingItems, hasActiveFilters, type ListFilters, parseListQuery } from './list-query';

const REMEMBERED = { pageSize: 20, view: 'cards' } as const;
const NO_FILTERS: ListFilters = {
  search: '',
  source: null,
  topicId: null,
  sensitivity: null,
  minScore: null,
  minFit: null,
  risingNow: false,
};

function item(overrides: Partial<TrendingItem>): TrendingItem {
  return {
    id: 1,
    topicId: null,
    source: 'reddit',
    subreddit: null,
    publication: null,
    sourceUrl: null,
    title: 'A story',
    content: null,
    upvotes: null,
    comments: null,
    shares: null,
    prScore: 50,
    timestamp: '2026-11-28T10:00:00.000Z',
    sensitivity: [],
    ...overrides,
  };
}

describe(parseListQuery.name, () => {
  describe('when the URL sets every parameter', () => {
    it('should read the filters, sort, page, page size and view', () => {
      const params = new URLSearchParams(
        'q=energy+bills&source=hackernews&topic=4&sensitivity=death&minScore=70&minFit=50&rising=now&sort=growth&page=3&perPage=50&view=table',
      );
      expect(parseListQuery(params, REMEMBERED)).toEqual({
        filters: {
          search: 'energy bills',
          source: 'hackernews',
          topicId: 4,
          sensitivity: 'death',
          minScore: 70,
          minFit: 50,
          risingNow: true,
        },
        sort: 'growth',
        page: 3,
        pageSize: 50,
        view: 'table',
      });
    });
  });

  describe('when the URL holds values that are not choices', () => {
    it('should ignore them, falling back to the defaults and the remembered page size and view', () => {
      const params = new URLSearchParams('source=myspace&topic=-1&sensitivity=gore&minScore=60&sort=random&page=0&perPage=7&view=grid');
      expect(parseListQuery(params, REMEMBERED)).toEqual({
        filters: NO_FILTERS,
        sort: 'prScore',
        page: 1,
        pageSize: 20,
        view: 'cards',
      });
    });
  });
});

describe(filterTrendingItems.name, () => {
  const items = [
    item({ id: 1, title: 'Energy bills rise again', content: 'Households face a cold winter', prScore: 80, topicId: 2, stage: 'rising' }),
    item({ id: 2, title: 'Café chain opens in Leeds', source: 'news', prScore: 40, sensitivity: [], stage: 'peaking' }),
    item({ id: 3, title: 'Storm leaves three dead', sensitivity: ['death', 'disaster'], prScore: 60, fit: { score: 20, reasons: [] } }),
    item({ id: 4, title: 'Meter readings', content: 'Energy use falls', fit: { score: 90, reasons: [] }, prScore: 20 }),
  ];
  const ids = (filters: Partial<ListFilters>, clientChosen = false) =>
    filterTrendingItems(items, { ...NO_FILTERS, ...filters }, clientChosen).map((entry) => entry.id);

  describe('when "Rising now" is on', () => {
    it('should keep only the stories whose stage is rising', () => {
      expect(ids({ risingNow: true })).toEqual([1]);
      expect(hasActiveFilters({ ...NO_FILTERS, risingNow: true }, false)).toBe(true);
    });
  });

  describe('when searching', () => {
    it('should find items whose title or text holds every word, in any case and without accents', () => {
      expect(ids({ search: 'energy' })).toEqual([1, 4]);
      expect(ids({ search: 'WINTER energy' })).toEqual([1]);
      expect(ids({ search: 'cafe' })).toEqual([2]);
      expect(ids({ search: '  ' })).toEqual([1, 2, 3, 4]);
    });
  });

  describe('when filtering', () => {
    it('should keep only the source, topic, sensitivity and score asked for', () => {
      expect(ids({ source: 'news' })).toEqual([2]);
      expect(ids({ topicId: 2 })).toEqual([1]);
      expect(ids({ sensitivity: 'none' })).toEqual([1, 2, 4]);
      expect(ids({ sensitivity: 'any' })).toEqual([3]);
      expect(ids({ sensitivity: 'disaster' })).toEqual([3]);
      expect(ids({ minScore: 60 })).toEqual([1, 3]);
    });

    it('should apply the fit floor only while a client is chosen', () => {
      expect(ids({ minFit: 50 }, false)).toEqual([1, 2, 3, 4]);
      expect(ids({ minFit: 50 }, true)).toEqual([4]);
    });
  });
});

describe(hasActiveFilters.name, () => {
  it('should count a fit floor only with a client, and a blank search not at all', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, search: ' ' }, false)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, minFit: 50 }, false)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, minFit: 50 }, true)).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, source: 'reddit' }, false)).toBe(true);
  });
});
