import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { GoogleTrendsConnector, parseApproximateTraffic } from './google-trends.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const TRENDING_NOW_US = readFixture('google-trends-trending-now-us.xml');
const DAILY_GB = readFixture('google-trends-daily-gb.xml');
const XML = { 'content-type': 'application/rss+xml; charset=UTF-8' };

function makeConnector(site: FakeUpstream): GoogleTrendsConnector {
  return new GoogleTrendsConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
    feedUrl: `${site.url}/trending/rss`,
    maxRetries: 0,
    timeoutMs: 2_000,
    now: () => NOW_MS,
  });
}

/** Serves the US feed for geo=US, the GB feed for geo=GB, and 404 for any other country. */
function feedsByCountry(): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    const geo = new URL(request.path, 'http://fake').searchParams.get('geo');
    if (geo === 'US') reply(response, 200, TRENDING_NOW_US, XML);
    else if (geo === 'GB') reply(response, 200, DAILY_GB, XML);
    else reply(response, 404, 'Not Found', { 'content-type': 'text/plain' });
  });
}

describe(GoogleTrendsConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchTrends', () => {
    describe('when a country answers in the current "Trending now" layout', () => {
      it('should make each query an item whose articles are its content and link', async () => {
        site = await feedsByCountry();

        const result = await makeConnector(site).fetchTrends(['US']);

        expect(result.problems).toEqual([]);
        expect(site.requests.map((request) => request.path)).toEqual(['/trending/rss?geo=US']);
        expect(result.items[0]).toEqual({
          source: 'google_trends',
          externalId: 'US:harbor bridge closure',
          title: 'harbor bridge closure',
          content: [
            'Harbor Bridge to close for 6 weeks as inspectors find cracked cables (Bay Courier)',
            'What the Harbor Bridge shutdown means for your commute (Metro Daily)',
            'Ferry operators add sailings while bridge is shut (Waterfront Weekly)',
          ].join('\n'),
          sourceUrl: 'https://baycourier.example.com/news/harbor-bridge-closure-cables',
          subreddit: null,
          publication: 'Google Trends (US)',
          upvotes: null,
          comments: null,
          shares: 50_000,
          timestamp: '2026-11-22T10:40:00.000Z',
          rank: null,
        });
      });

      it('should link to the first article with a safe link, and keep a query without articles unlinked', async () => {
        site = await feedsByCountry();

        const { items } = await makeConnector(site).fetchTrends(['US']);

        // The comet's first article links to javascript:, so its second article is the link.
        expect(items.find((item) => item.title === 'comet lumen')).toMatchObject({
          sourceUrl: 'https://science.example.org/space/comet-lumen-naked-eye',
          shares: 2_000,
          content: expect.stringContaining('Comet Lumen brightens: when and where to see it this week (Sky & Scope Weekly)') as unknown,
        });
        expect(items.find((item) => item.title === 'mapleton high school')).toMatchObject({ sourceUrl: null, content: null, shares: 200 });
      });

      it('should keep one item per query, the first listed', async () => {
        site = await feedsByCountry();

        const { items } = await makeConnector(site).fetchTrends(['US']);

        expect(items.map((item) => item.externalId)).toEqual(['US:harbor bridge closure', 'US:comet lumen', 'US:mapleton high school']);
      });
    });

    describe('when a country answers in the older daily layout', () => {
      it('should read the traffic, the article snippets (entities decoded) and the related searches', async () => {
        site = await feedsByCountry();

        const { items, problems } = await makeConnector(site).fetchTrends(['GB']);

        expect(problems).toEqual([]);
        expect(items[0]).toMatchObject({
          externalId: 'GB:rovers vs albion',
          title: 'Rovers vs Albion',
          publication: 'Google Trends (GB)',
          shares: 200_000,
          timestamp: '2026-11-22T09:00:00.000Z',
          sourceUrl: 'https://northernsport.example.co.uk/football/rovers-albion-cup',
          content: [
            "Rovers stun Albion with late winner to reach cup quarter-finals (Northern Sport): Rovers' substitute struck in the 89th minute as the league leaders were knocked out ...",
            'Albion manager: "We have no excuses" (Press Box): The Albion boss praised his side\'s effort but said the defeat was deserved.',
            'Related searches: rovers score, albion fc, cup draw',
          ].join('\n'),
        });
        expect(items[1]).toMatchObject({ title: 'energy price cap', shares: 50_000 });
      });
    });

    describe('when one country fails', () => {
      it("should keep the other countries' items and say which country failed", async () => {
        site = await feedsByCountry();

        const result = await makeConnector(site).fetchTrends(['US', 'gb', 'AQ']);

        expect(result.items.map((item) => item.publication)).toEqual([
          'Google Trends (US)',
          'Google Trends (US)',
          'Google Trends (US)',
          'Google Trends (GB)',
          'Google Trends (GB)',
        ]);
        expect(result.problems).toEqual(['Google Trends for AQ has no page at that address (error 404).']);
      });
    });

    describe('when the answer is not a feed', () => {
      it('should say Google Trends sent an answer that could not be read', async () => {
        site = await startFakeUpstream((_request, response) =>
          reply(response, 200, '<html><body>Sorry…</body></html>', { 'content-type': 'text/html' }),
        );

        const result = await makeConnector(site).fetchTrends(['US']);

        expect(result).toEqual({ items: [], problems: ['Google Trends for US sent an answer Trendjack could not read.'] });
      });
    });
  });
});

describe(parseApproximateTraffic.name, () => {
  it.each([
    ['200+', 200],
    ['1000+', 1_000],
    ['2,000+', 2_000],
    ['50K+', 50_000],
    ['200,000+', 200_000],
    ['1M+', 1_000_000],
    ['1.5M+', 1_500_000],
    ['2.000+', 2_000],
  ])('should read %s as %i', (text, expected) => {
    expect(parseApproximateTraffic(text)).toBe(expected);
  });

  it.each([[undefined], [''], ['lots'], ['+']])('should give null for %j', (text) => {
    expect(parseApproximateTraffic(text)).toBeNull();
  });
});
