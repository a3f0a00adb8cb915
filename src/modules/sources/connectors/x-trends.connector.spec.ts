import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { XTrendsConnector, describeXTrendsFailures } from './x-trends.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const TRENDS24 = readFixture('trends24-united-states.html');
const GETDAYTRENDS = readFixture('getdaytrends-united-kingdom.html');

const HTML = { 'content-type': 'text/html; charset=utf-8' };

function makeConnector(site: FakeUpstream, paths: string[], timeoutMs = 2_000): XTrendsConnector {
  return new XTrendsConnector({
    client: new UpstreamClient({ userAgent: 'unused', allowHosts: [new URL(site.url).host], sleep: async () => undefined }),
    urls: paths.map((path) => `${site.url}${path}`),
    timeoutMs,
    maxRetriesPerPage: 0,
    now: () => NOW_MS,
  });
}

describe(XTrendsConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchTrends', () => {
    describe('when the primary page answers', () => {
      it('should turn its trends into items linking to an X search, up to maxResults', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, TRENDS24, HTML));

        const result = await makeConnector(site, ['/united-states/', '/fallback/']).fetchTrends({ useFallback: true, maxResults: 3 });

        expect(result.pageUrl).toBe(`${site.url}/united-states/`);
        expect(result.failures).toEqual([]);
        expect(result.items).toHaveLength(3);
        expect(result.items[0]).toEqual({
          source: 'x_trending',
          externalId: '#worldcupdraw',
          title: '#WorldCupDraw',
          content: null,
          sourceUrl: 'https://x.com/search?q=%23WorldCupDraw',
          subreddit: null,
          publication: 'X (Twitter)',
          upvotes: null,
          comments: null,
          shares: 125_000,
          timestamp: '2026-11-22T11:30:00.000Z',
          rank: 1,
        });
        expect(site.requests.map((request) => request.path)).toEqual(['/united-states/']);
      });

      it('should fetch it with browser-like headers', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, TRENDS24, HTML));

        await makeConnector(site, ['/united-states/']).fetchTrends({ useFallback: false, maxResults: 20 });

        expect(site.requests[0]?.headers['user-agent']).toMatch(/^Mozilla\/5\.0/);
      });
    });

    describe('when the page does not say when it was captured', () => {
      it('should stamp the items with the fetch time', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, GETDAYTRENDS, HTML));

        const result = await makeConnector(site, ['/united-kingdom/']).fetchTrends({ useFallback: false, maxResults: 20 });

        expect(result.items.map((item) => [item.title, item.shares, item.timestamp])).toEqual([
          ['#Budget2026', 212_000, '2026-11-22T12:00:00.000Z'],
          ['Arsenal', 64_300, '2026-11-22T12:00:00.000Z'],
          ['Storm Claudia', 10_000, '2026-11-22T12:00:00.000Z'],
          ['Strictly', null, '2026-11-22T12:00:00.000Z'],
        ]);
      });
    });

    describe('when the primary fails and fallback is on', () => {
      it('should use the next page and report the primary failure', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/primary/' ? reply(response, 503, 'busy', HTML) : reply(response, 200, GETDAYTRENDS, HTML),
        );

        const result = await makeConnector(site, ['/primary/', '/second/']).fetchTrends({ useFallback: true, maxResults: 20 });

        expect(result.pageUrl).toBe(`${site.url}/second/`);
        expect(result.items).toHaveLength(4);
        expect(result.failures).toEqual([{ url: `${site.url}/primary/`, message: 'is down right now (error 503)' }]);
      });
    });

    describe('when the primary fails and fallback is off', () => {
      it('should not touch the other pages and return no items', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/primary/' ? reply(response, 503, 'busy', HTML) : reply(response, 200, GETDAYTRENDS, HTML),
        );

        const result = await makeConnector(site, ['/primary/', '/second/']).fetchTrends({ useFallback: false, maxResults: 20 });

        expect(result.items).toEqual([]);
        expect(result.pageUrl).toBeNull();
        expect(site.requests.map((request) => request.path)).toEqual(['/primary/']);
      });
    });

    describe('when the primary hangs', () => {
      it('should give up on it after the timeout and use the fallback', async () => {
        site = await startFakeUpstream((request, response) => {
          if (request.path !== '/slow/') reply(response, 200, TRENDS24, HTML);
        });

        const result = await makeConnector(site, ['/slow/', '/ok/'], 200).fetchTrends({ useFallback: true, maxResults: 20 });

        expect(result.failures).toEqual([{ url: `${site.url}/slow/`, message: 'did not answer in time' }]);
        expect(result.items).toHaveLength(4);
      });
    });

    describe('when a page has a layout we cannot read', () => {
      it('should count it as failed and move on', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/captcha/'
            ? reply(response, 200, '<html><body>Just a moment...</body></html>', HTML)
            : reply(response, 200, GETDAYTRENDS, HTML),
        );

        const result = await makeConnector(site, ['/captcha/', '/ok/']).fetchTrends({ useFallback: true, maxResults: 20 });

        expect(result.failures[0]?.message).toBe('showed no trends we could read (the page layout may have changed)');
        expect(result.items).toHaveLength(4);
      });
    });

    describe('when every page fails', () => {
      it('should return no items and one failure per page, in order', async () => {
        site = await startFakeUpstream((request, response) => reply(response, request.path === '/a/' ? 500 : 403, 'no', HTML));

        const result = await makeConnector(site, ['/a/', '/b/']).fetchTrends({ useFallback: true, maxResults: 20 });

        expect(result.items).toEqual([]);
        expect(describeXTrendsFailures(result.failures)).toBe(
          `The trend pages could not be read: ${new URL(site.url).host} is down right now (error 500); ${new URL(site.url).host} turned the request away (error 403).`,
        );
      });
    });

    describe('when no page is configured', () => {
      it('should say so', async () => {
        const connector = new XTrendsConnector({ client: new UpstreamClient({ userAgent: 'unused', allowHosts: [] }), urls: [] });

        const result = await connector.fetchTrends({ useFallback: true, maxResults: 20 });

        expect(describeXTrendsFailures(result.failures)).toBe('No trend page is configured (X_TRENDS_URLS is empty).');
      });
    });
  });
});
