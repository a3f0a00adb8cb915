import type { FetchContentResponse, TrendingItem } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY_SECONDS = 24 * 60 * 60;
/** The trend sources' time cap of one attempt and their one retry: a hung upstream costs two caps and a backoff. */
const HUNG_SOURCE_MS = 2 * 8_000 + 1_000;

type FetchAnswer = FetchContentResponse & { success: boolean };

/** Mastodon history in the API's wire format: days (UNIX seconds of UTC midnight, newest first) as strings. */
function history(usesPerDay: number[], nowMs: number): { day: string; uses: string; accounts: string }[] {
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return usesPerDay.map((uses, index) => ({
    day: String(today - index * DAY_SECONDS),
    uses: String(uses),
    accounts: String(Math.ceil(uses * 0.8)),
  }));
}

function mastodonLinks(nowMs: number): string {
  return JSON.stringify([
    {
      url: 'https://baycourier.example.com/news/harbor-bridge-closure-cables',
      title: 'Harbor Bridge to close for 6 weeks as inspectors find cracked cables',
      description: "The city's busiest crossing shuts on Monday.",
      type: 'link',
      provider_name: 'Bay Courier',
      history: history([140, 310, 0, 0, 0, 0, 0], nowMs),
    },
  ]);
}

function mastodonTags(nowMs: number): string {
  return JSON.stringify([
    { name: 'LibraryWeek', url: 'https://mastodon.example/tags/LibraryWeek', history: history([520, 880, 60, 12, 9, 7, 5], nowMs) },
  ]);
}

describe('Trend sources through POST /api/fetch-content', () => {
  /** Google Trends, Bluesky, Wikipedia and a Mastodon instance, each on its own path. */
  let upstream: FakeUpstream;
  /** Hacker News on a server of its own, so that it can hang while the others answer. */
  let hackerNews: FakeUpstream;
  let testApp: TestApp;
  let hackerNewsHangs = false;
  let wikipediaDown = false;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      const url = new URL(request.path, 'http://fake');
      if (url.pathname === '/trending/rss') {
        const geo = url.searchParams.get('geo');
        if (geo === 'US') reply(response, 200, readFixture('google-trends-trending-now-us.xml'), { 'content-type': 'application/rss+xml' });
        else if (geo === 'GB') reply(response, 200, readFixture('google-trends-daily-gb.xml'), { 'content-type': 'application/rss+xml' });
        else reply(response, 404, 'Not Found', { 'content-type': 'text/plain' });
      } else if (url.pathname === '/xrpc/app.bsky.unspecced.getTrendingTopics') {
        reply(response, 200, readFixture('bluesky-trending-topics.json'));
      } else if (url.pathname.startsWith('/feed/v1/wikipedia/en/featured/')) {
        if (wikipediaDown) reply(response, 500, '{"title":"Internal error"}');
        else reply(response, 200, readFixture('wikipedia-featured-en.json'));
      } else if (url.pathname === '/api/v1/trends/links') {
        reply(response, 200, mastodonLinks(Date.now()));
      } else if (url.pathname === '/api/v1/trends/tags') {
        reply(response, 200, mastodonTags(Date.now()));
      } else {
        reply(response, 404, '{"error":"not found"}');
      }
    });
    hackerNews = await startFakeUpstream((_request, response) => {
      if (!hackerNewsHangs) reply(response, 200, readFixture('hackernews-front-page.json'));
      // Hung: the request is read and never answered.
    });
    testApp = await startTestApp({
      GOOGLE_TRENDS_RSS_URL: `${upstream.url}/trending/rss`,
      BLUESKY_API_URL: upstream.url,
      HACKERNEWS_API_URL: `${hackerNews.url}/api/v1`,
      WIKIPEDIA_FEED_URL: `${upstream.url}/feed/v1/wikipedia`,
      MASTODON_INSTANCES: upstream.url,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream, hackerNews),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await upstream?.close();
    await hackerNews?.close();
  });

  const post = (body: unknown) =>
    fetch(`${testApp.baseUrl}/api/fetch-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const listed = async (source: string) =>
    (await (await fetch(`${testApp.baseUrl}/api/trending?source=${source}`)).json()) as TrendingItem[];
  const ALL_TREND_SOURCES = ['google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'];

  describe('when every trend source answers', () => {
    it('should store each source under its own name with the counts it has', async () => {
      const response = await post({ enabledSources: ALL_TREND_SOURCES });

      expect(response.status).toBe(200);
      const answer = (await response.json()) as FetchAnswer;
      expect(answer.data.errors).toEqual({});
      expect(answer.warnings).toEqual({});
      expect(answer.counts).toEqual({ google_trends: 5, bluesky: 4, hackernews: 6, wikipedia: 4, mastodon: 2 });

      const [google, hn, wikipedia, mastodon] = await Promise.all(['google_trends', 'hackernews', 'wikipedia', 'mastodon'].map(listed));
      expect(google.find((item) => item.title === 'harbor bridge closure')).toMatchObject({
        shares: 50_000,
        sharesApproximate: true,
        publication: 'Google Trends (US)',
        sourceUrl: 'https://baycourier.example.com/news/harbor-bridge-closure-cables',
      });
      expect(hn.find((item) => item.title.startsWith('Show HN'))).toMatchObject({ upvotes: 612, comments: 187, shares: null });
      expect(hn.find((item) => item.title.startsWith('Show HN'))).not.toHaveProperty('sharesApproximate');
      expect(wikipedia.find((item) => item.title === 'Harbor Bridge')).toMatchObject({
        shares: 412_000,
        sourceUrl: 'https://en.wikipedia.org/wiki/Harbor_Bridge',
      });
      expect(mastodon.find((item) => item.title === '#LibraryWeek')).toMatchObject({ shares: 1_400 });
    });

    it('should read the countries, languages and instances the configuration names', async () => {
      upstream.requests.length = 0;

      const response = await post({
        enabledSources: ['google_trends', 'wikipedia', 'mastodon'],
        googleTrends: { geos: ['gb', 'AQ'] },
        wikipedia: { languages: ['en'] },
        // A user-typed instance that points at the cloud metadata service: the outbound guard refuses it.
        mastodon: { instances: ['https://169.254.169.254'] },
      });

      expect(response.status).toBe(200);
      const answer = (await response.json()) as FetchAnswer;
      expect(answer.counts).toEqual({ google_trends: 2, wikipedia: 4 });
      // One country and the only instance failed: a warning for Google Trends, an error for Mastodon, each under its name.
      expect(answer.warnings).toEqual({ google_trends: 'Google Trends for AQ has no page at that address (error 404).' });
      expect(answer.data.errors).toEqual({
        mastodon: expect.stringMatching(/^The Mastodon instance 169\.254\.169\.254 points to a cloud metadata service/) as unknown,
      });
      expect(
        upstream.requests
          .map((request) => request.path)
          .filter((path) => path.startsWith('/trending/rss'))
          .sort(),
      ).toEqual(['/trending/rss?geo=AQ', '/trending/rss?geo=GB']);
    });
  });

  describe('when one source hangs and another answers 500', () => {
    it('should store the others at once and name each failing source, without waiting past the hung one', async () => {
      hackerNewsHangs = true;
      wikipediaDown = true;
      try {
        const started = Date.now();
        const response = await post({ enabledSources: ALL_TREND_SOURCES });
        const tookMs = Date.now() - started;

        expect(response.status).toBe(200);
        const answer = (await response.json()) as FetchAnswer;
        expect(answer.data.errors).toEqual({
          hackernews: 'Hacker News did not answer in time.',
          wikipedia: 'Wikipedia (en) is down right now (error 500).',
        });
        expect(answer.counts).toEqual({ google_trends: 5, bluesky: 4, mastodon: 2 });
        // The sources ran side by side: the answer took about as long as the hung source alone.
        expect(tookMs).toBeLessThan(HUNG_SOURCE_MS + 5_000);
        const rows = await testApp.orm.em
          .fork()
          .getConnection()
          .execute<{ timings_ms: Record<string, number> }[]>('select timings_ms from fetch_run order by id desc limit 1');
        const timings = rows[0]!.timings_ms;
        expect(timings.hackernews).toBeGreaterThanOrEqual(2 * 8_000);
        for (const quick of ['google_trends', 'bluesky', 'mastodon', 'wikipedia']) expect(timings[quick]).toBeLessThan(5_000);
      } finally {
        hackerNewsHangs = false;
        wikipediaDown = false;
      }
    }, 60_000);
  });

  describe('when the configuration names what the server does not know', () => {
    it.each([
      [{ enabledSources: ['hackernews', 'tiktok'] }, 'enabledSources: "tiktok" is not a source'],
      [{ enabledSources: ['google_trends'], googleTrends: { geos: ['XX'] } }, 'googleTrends.geos: "XX" is not a country code'],
      [
        { enabledSources: ['wikipedia'], wikipedia: { languages: ['english'] } },
        'wikipedia.languages: "english" is not a Wikipedia language code',
      ],
      [
        { enabledSources: ['mastodon'], mastodon: { instances: ['http://127.0.0.1:8080'] } },
        'mastodon.instances: "http://127.0.0.1:8080" is not the https address',
      ],
    ])('should answer %j with a 400 naming the field and the value, and fetch nothing', async (body, message) => {
      const before = upstream.requests.length;

      const response = await post(body);

      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
      expect(upstream.requests.length).toBe(before);
    });
  });
});
