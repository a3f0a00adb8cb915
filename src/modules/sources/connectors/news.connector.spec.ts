import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream } from '../fixtures/fake-upstream.js';
import { NewsConnector, describeNewsFailures, type NewsConnectorOptions } from './news.connector.js';

const NOW_MS = Date.parse('2026-11-22T12:00:00Z');
const RSS = readFixture('news-rss.xml');
const ATOM = readFixture('news-atom.xml');
const GOOGLE_TOPIC = readFixture('news-google-topic.xml');
const NEWSAPI = readFixture('newsapi-top-headlines.json');
const XML = { 'content-type': 'application/rss+xml; charset=utf-8' };

function makeConnector(site: FakeUpstream, options: Partial<NewsConnectorOptions>): NewsConnector {
  return new NewsConnector({
    client: new UpstreamClient({ userAgent: 'trendjack-test/1.0', allowHosts: [new URL(site.url).host], maxRetries: 0 }),
    feedUrls: [],
    maxRetriesPerFeed: 0,
    now: () => NOW_MS,
    ...options,
  });
}

describe(NewsConnector.name, () => {
  let site: FakeUpstream | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  describe('fetchNews', () => {
    describe('when given an RSS 2.0 feed', () => {
      it('should map entries to news items with the feed title as outlet and plain-text snippets', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/world/rss.xml`] }).fetchNews();

        expect(result.failures).toEqual([]);
        expect(result.items[0]).toEqual({
          source: 'news',
          externalId: 'https://news.example.org/world/four-day-week-survey-91234',
          title: 'Survey finds 62% of commuters would switch to four-day week',
          content:
            'A poll of 4,000 workers by the Office for National Statistics found most would trade longer days for a free Friday & lower costs.',
          sourceUrl: 'https://news.example.org/world/four-day-week-survey-91234',
          subreddit: null,
          publication: 'Daily Ledger - World',
          upvotes: null,
          comments: null,
          shares: null,
          timestamp: '2026-11-22T10:37:40.000Z',
          rank: null,
          byline: null,
        });
        expect(site.requests[0]?.headers['user-agent']).toBe('trendjack-test/1.0');
      });

      it('should name the outlet of aggregated items and strip it from the title', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/world/rss.xml`] }).fetchNews();

        const aggregated = result.items.find((item) => item.externalId === 'CBMiWmh0dHBzOi8vd2lyZS5leGFtcGxl');
        expect(aggregated).toMatchObject({
          title: 'Markets steady ahead of rate decision',
          publication: 'Wire Service Daily',
          content: null,
        });
      });

      it('should read a topic bundle as its lead story and publisher, without the related coverage as content', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, GOOGLE_TOPIC, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/topics/business`] }).fetchNews();

        // The <ol> of related headlines read as one snippet gave subjects like "Documents Show Bloomberg Evidence".
        expect(result.items).toEqual([
          expect.objectContaining({
            title: 'Regulator opens inquiry into grocery price rises',
            publication: 'Market Courier',
            content: null,
          }),
        ]);
      });

      it("should keep a description's sentences and drop the list of related links it carries", async () => {
        const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>The Hindu - Business</title><link>https://www.thehindu.com/business/</link>
  <item><title>RBI keeps repo rate unchanged at 5.5%</title><link>https://www.thehindu.com/business/Economy/rbi-repo/article1.ece</link>
    <guid isPermaLink="false">article1</guid><pubDate>Fri, 20 Nov 2026 06:15:00 GMT</pubDate>
    <description>&lt;p&gt;The Monetary Policy Committee voted 5-1 to hold the rate.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;a href="https://news.google.com/rss/articles/CBMi1"&gt;RBI policy: rate unchanged&lt;/a&gt;&amp;nbsp;&lt;font color="#6f6f6f"&gt;Mint&lt;/font&gt;&lt;/li&gt;&lt;/ol&gt;</description></item>
</channel></rss>`;
        site = await startFakeUpstream((_request, response) => reply(response, 200, feed, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/business/feeder/default.rss`] }).fetchNews();

        expect(result.items.map((item) => item.content)).toEqual(['The Monetary Policy Committee voted 5-1 to hold the rate.']);
      });

      it('should decode entities left in titles', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/world/rss.xml`] }).fetchNews();

        expect(result.items.find((item) => item.externalId === 'ledger-91250')?.title).toBe(
          'Port city unveils floating solar farm & battery',
        );
      });

      it('should list items newest first', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/world/rss.xml`] }).fetchNews();

        expect(result.items.map((item) => item.timestamp)).toEqual([
          '2026-11-22T10:37:40.000Z',
          '2026-11-22T09:15:00.000Z',
          '2026-11-22T08:05:00.000Z',
        ]);
      });
    });

    describe('when given an Atom feed', () => {
      it('should read entries with id, alternate link, published time and summary', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, ATOM, { 'content-type': 'application/atom+xml' }));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/atom.xml`] }).fetchNews();

        expect(result.items).toEqual([
          expect.objectContaining({
            externalId: 'https://techdesk.example.net/-5521',
            title: 'Open-source database hits version 20 after two years of work',
            content: 'The release brings faster joins and a new storage engine.',
            sourceUrl: 'https://techdesk.example.net/news/database-20-5521.html?utm_source=atom',
            publication: 'Tech Desk Weekly',
            timestamp: '2026-11-22T10:22:00.000Z',
          }),
          expect.objectContaining({
            externalId: 'https://techdesk.example.net/-5530',
            content: null,
            timestamp: '2026-11-21T15:29:00.000Z',
          }),
        ]);
      });
    });

    describe('when a NewsAPI key is set', () => {
      it('should send the key as X-Api-Key and map the articles, skipping removed ones', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, NEWSAPI));

        const result = await makeConnector(site, { newsApi: { url: `${site.url}/v2`, apiKey: 'news-key-123' } }).fetchNews();

        expect(site.requests[0]?.path).toBe('/v2/top-headlines?country=us&pageSize=50');
        expect(site.requests[0]?.headers['x-api-key']).toBe('news-key-123');
        expect(result.items).toEqual([
          expect.objectContaining({
            externalId: 'https://morningpost.example.com/local/libraries-pilot',
            title: 'City council approves 24-hour libraries pilot',
            publication: 'The Morning Post',
            content: 'Three branches will stay open around the clock from January, the council said on Sunday.',
            timestamp: '2026-11-22T09:30:00.000Z',
          }),
          expect.objectContaining({
            title: 'Phone maker recalls 2 million chargers over overheating',
            publication: 'Gadget Review Hub',
            content: null,
          }),
        ]);
      });
    });

    describe('when entries link with a scheme other than http(s)', () => {
      const hostileRss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Hostile Wire</title><link>https://wire.example/</link>
  <item><title>Script link story</title><link>javascript:alert(document.cookie)</link><guid isPermaLink="false">wire-1</guid><pubDate>Sun, 22 Nov 2026 10:00:00 GMT</pubDate></item>
  <item><title>Data link story</title><link> data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg== </link><pubDate>Sun, 22 Nov 2026 09:00:00 GMT</pubDate></item>
  <item><title>File link story</title><link>file:///etc/passwd</link><guid isPermaLink="false">wire-3</guid><pubDate>Sun, 22 Nov 2026 08:00:00 GMT</pubDate></item>
</channel></rss>`;

      it('should keep the feed items without a link', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, hostileRss, XML));

        const result = await makeConnector(site, { feedUrls: [`${site.url}/rss.xml`] }).fetchNews();

        expect(result.failures).toEqual([]);
        expect(result.items.map((item) => [item.title, item.sourceUrl])).toEqual([
          ['Script link story', null],
          ['Data link story', null],
          ['File link story', null],
        ]);
      });

      it('should keep NewsAPI articles without a link', async () => {
        const articles = {
          status: 'ok',
          totalResults: 1,
          articles: [
            {
              source: { name: 'Hostile Post' },
              title: 'Script link article',
              description: null,
              url: 'javascript:alert(1)',
              publishedAt: '2026-11-22T09:30:00Z',
            },
          ],
        };
        site = await startFakeUpstream((_request, response) => reply(response, 200, JSON.stringify(articles)));

        const result = await makeConnector(site, { newsApi: { url: site.url, apiKey: 'news-key-123' } }).fetchNews();

        expect(result.items).toEqual([
          expect.objectContaining({ title: 'Script link article', publication: 'Hostile Post', sourceUrl: null }),
        ]);
      });
    });

    describe('when an Atom entry links relative to its feed', () => {
      it('should store the absolute address', async () => {
        const relativeAtom = ATOM.replace('https://techdesk.example.net/news/call-for-talks-5530.html', '/news/call-for-talks-5530.html');
        site = await startFakeUpstream((_request, response) =>
          reply(response, 200, relativeAtom, { 'content-type': 'application/atom+xml' }),
        );

        const result = await makeConnector(site, { feedUrls: [`${site.url}/feeds/atom.xml`] }).fetchNews();

        expect(result.items.find((item) => item.externalId === 'https://techdesk.example.net/-5530')?.sourceUrl).toBe(
          `${site.url}/news/call-for-talks-5530.html`,
        );
      });
    });

    describe('when NewsAPI rejects the key', () => {
      it('should report it without the key', async () => {
        site = await startFakeUpstream((_request, response) =>
          reply(response, 401, '{"status":"error","code":"apiKeyInvalid","message":"Your API key is invalid or incorrect."}'),
        );

        const result = await makeConnector(site, { newsApi: { url: site.url, apiKey: 'bad-key-999' } }).fetchNews();

        expect(result.items).toEqual([]);
        expect(describeNewsFailures(result.failures)).toBe('NewsAPI rejected the API key (check NEWS_API_KEY).');
        expect(describeNewsFailures(result.failures)).not.toContain('bad-key-999');
      });
    });

    describe('when one feed is down and another answers', () => {
      it('should return the good feed and report the bad one', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/down.xml' ? reply(response, 502, 'bad gateway') : reply(response, 200, ATOM, XML),
        );

        const result = await makeConnector(site, { feedUrls: [`${site.url}/down.xml`, `${site.url}/atom.xml`] }).fetchNews();

        expect(result.items).toHaveLength(2);
        expect(result.failures).toEqual([{ source: `${site.url}/down.xml`, message: 'is down right now (error 502)' }]);
      });
    });

    describe('when a feed is malformed XML or an HTML page', () => {
      it('should report it as unreadable', async () => {
        site = await startFakeUpstream((request, response) =>
          request.path === '/broken.xml'
            ? reply(response, 200, '<?xml version="1.0"?><rss><channel><title>Cut off</title><item><title>One', XML)
            : reply(response, 200, '<!DOCTYPE html><html><body><h1>Welcome</h1></body></html>', { 'content-type': 'text/html' }),
        );

        const result = await makeConnector(site, { feedUrls: [`${site.url}/broken.xml`, `${site.url}/page.html`] }).fetchNews();

        expect(result.items).toEqual([]);
        expect(result.failures.map((failure) => failure.message)).toEqual([
          'is not a readable RSS or Atom feed',
          'is not a readable RSS or Atom feed',
        ]);
      });
    });

    describe('when a feed hangs', () => {
      it('should give up after the timeout', async () => {
        site = await startFakeUpstream(() => undefined);

        const result = await makeConnector(site, { feedUrls: [`${site.url}/slow.xml`], timeoutMs: 150 }).fetchNews();

        expect(describeNewsFailures(result.failures)).toBe(`The news feed ${new URL(site.url).host} did not answer in time.`);
      });
    });

    describe('when the same article is in two feeds', () => {
      it('should keep one copy and respect the item cap', async () => {
        site = await startFakeUpstream((_request, response) => reply(response, 200, RSS, XML));

        const connector = makeConnector(site, { feedUrls: [`${site.url}/a.xml`, `${site.url}/b.xml`] });

        expect((await connector.fetchNews()).items).toHaveLength(3);
        expect((await connector.fetchNews(2)).items).toHaveLength(2);
      });
    });
  });
});
