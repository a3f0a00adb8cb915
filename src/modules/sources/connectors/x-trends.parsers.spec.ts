import { readFixture } from '../fixtures/fake-upstream.js';
import { detectTrendPageLayout, parseTrendPage, parseTrendVolume } from './x-trends.parsers.js';

describe(parseTrendPage.name, () => {
  describe('when given a trends24 page', () => {
    it('should read the newest snapshot with names, ranks, volumes and its capture time', () => {
      const page = parseTrendPage(readFixture('trends24-united-states.html'), 'https://trends24.in/united-states/');

      expect(page.layout).toBe('trends24');
      expect(page.capturedAt).toBe('2026-11-22T11:30:00.000Z');
      expect(page.trends).toEqual([
        { name: '#WorldCupDraw', rank: 1, volume: 125_000 },
        { name: 'Nvidia', rank: 2, volume: 48_200 },
        { name: 'Black Friday', rank: 3, volume: 1_200_000 },
        { name: 'Café Society', rank: 4, volume: null },
      ]);
    });
  });

  describe('when given a getdaytrends page', () => {
    it('should read the ranking table', () => {
      const page = parseTrendPage(readFixture('getdaytrends-united-kingdom.html'), 'https://getdaytrends.com/united-kingdom/');

      expect(page.layout).toBe('getdaytrends');
      expect(page.capturedAt).toBeNull();
      expect(page.trends).toEqual([
        { name: '#Budget2026', rank: 1, volume: 212_000 },
        { name: 'Arsenal', rank: 2, volume: 64_300 },
        { name: 'Storm Claudia', rank: 3, volume: 10_000 },
        { name: 'Strictly', rank: 4, volume: null },
      ]);
    });
  });

  describe('when given a twitter-trending archive page', () => {
    it('should read the latest hourly block with dotted thousands and the page date', () => {
      const page = parseTrendPage(
        readFixture('trending-archive-worldwide.html'),
        'https://archive.twitter-trending.com/worldwide/21-11-2026',
      );

      expect(page.layout).toBe('trending-archive');
      expect(page.capturedAt).toBe('2026-11-21T23:31:00.000Z');
      expect(page.trends).toEqual([
        { name: 'Thanksgiving', rank: 1, volume: 1_800_000 },
        { name: '#TeknolojiHaberleri', rank: 2, volume: null },
        { name: 'Bears', rank: 3, volume: 154_000 },
      ]);
    });
  });

  describe('when given a page that only links to X searches', () => {
    it('should take the search terms in page order', () => {
      const page = parseTrendPage(readFixture('search-links-trends.html'), 'http://127.0.0.1:1/trends');

      expect(page.layout).toBe('search-links');
      expect(page.trends.map((trend) => trend.name)).toEqual(['#ClimateWeek', 'Champions League']);
    });
  });

  describe('when a known host serves another known layout', () => {
    it('should still parse it by trying the other layouts', () => {
      const page = parseTrendPage(readFixture('trends24-united-states.html'), 'https://getdaytrends.com/united-states/');

      expect(page.layout).toBe('trends24');
      expect(page.trends).toHaveLength(4);
    });
  });

  describe('when the markup is cut off mid-list', () => {
    it('should keep the trends that were complete', () => {
      const html =
        '<div class="list-container"><h3 class="title" data-timestamp="oops">now</h3><ol class="trend-card__list"><li><a class="trend-link" href="#">First</a><span class="tweet-count">10K</span></li><li><a class="trend-link">Sec';

      const page = parseTrendPage(html, 'http://127.0.0.1:1/');

      expect(page.capturedAt).toBeNull();
      expect(page.trends).toEqual([
        { name: 'First', rank: 1, volume: 10_000 },
        { name: 'Sec', rank: 2, volume: null },
      ]);
    });
  });

  describe('when the body is not a trend page', () => {
    it('should find no trends', () => {
      expect(parseTrendPage('{"error": "blocked"}', 'http://127.0.0.1:1/').trends).toEqual([]);
      expect(
        parseTrendPage('<html><body><p>Checking your browser… 3 minutes ago</p></body></html>', 'https://trends24.in/').trends,
      ).toEqual([]);
    });
  });
});

describe(detectTrendPageLayout.name, () => {
  describe('when the host is unknown', () => {
    it('should sniff the markup', () => {
      expect(detectTrendPageLayout('<div class="tek_tablo"></div>', 'http://127.0.0.1:8080/')).toBe('trending-archive');
      expect(detectTrendPageLayout('<table class="table trends"></table>', 'http://127.0.0.1:8080/')).toBe('getdaytrends');
      expect(detectTrendPageLayout('<ol class="trend-card__list"></ol>', 'http://127.0.0.1:8080/')).toBe('trends24');
      expect(detectTrendPageLayout('<p>hi</p>', 'http://127.0.0.1:8080/')).toBe('search-links');
    });
  });
});

describe(parseTrendVolume.name, () => {
  it.each([
    ['125K posts', 125_000],
    ['48.2K', 48_200],
    ['1.2M', 1_200_000],
    ['1,2 M posts', 1_200_000],
    ['12.345', 12_345],
    ['12,345 Tweets', 12_345],
    ['1.800.000 tweet', 1_800_000],
    ['Under 10K tweets', 10_000],
    ['36000', 36_000],
    ['12 345 posts', 12_345],
    ['2.5B', 2_500_000_000],
  ])('should read %s as %d', (text, expected) => {
    expect(parseTrendVolume(text)).toBe(expected);
  });

  it.each([[''], ['posts'], [undefined]])('should read %s as null', (text) => {
    expect(parseTrendVolume(text)).toBeNull();
  });
});
