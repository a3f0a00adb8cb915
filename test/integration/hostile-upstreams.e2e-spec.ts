import type { ServerResponse } from 'node:http';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Upstreams that send what they should not: links with other schemes than http(s), redirects into
// this server's own network. What arrives is kept as far as it is safe, and nothing already stored
// is lost.

const RSS = { 'content-type': 'application/rss+xml; charset=utf-8' };

/** An RSS 2.0 feed in the wire format public news sites serve, newest first. */
function rssFeed(items: { title: string; link: string; guid: string; hoursAgo: number }[]): string {
  const entries = items.map(
    (item) =>
      `<item><title><![CDATA[${item.title}]]></title><link>${item.link}</link><guid isPermaLink="false">${item.guid}</guid>` +
      `<pubDate>${new Date(Date.now() - item.hoursAgo * 3_600_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Ledger Money</title><link>https://ledger.example/money/</link>${entries.join('')}</channel></rss>`;
}

const HOSTILE_FEED = rssFeed([
  {
    title: 'Bank customers hit by card payment outage',
    link: "javascript:fetch('/api/saved-items',{method:'DELETE'})",
    guid: 'money-1',
    hoursAgo: 1,
  },
  {
    title: 'Savings rates climb to a 15-year high',
    link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    guid: 'money-2',
    hoursAgo: 2,
  },
  {
    title: 'Pension savers move money into index funds',
    link: 'https://ledger.example/money/pension-index-funds',
    guid: 'money-3',
    hoursAgo: 3,
  },
]);

describe('Hostile upstreams', () => {
  let upstream: FakeUpstream;
  let inside: FakeUpstream;
  let testApp: TestApp;
  let serveFeed: (response: ServerResponse) => void;

  beforeAll(async () => {
    // The trend page is down, so "Use Fallback Sources" reads the news feed in its place.
    upstream = await startFakeUpstream((request, response) => {
      if (request.path.startsWith('/trends')) {
        reply(response, 503, 'Service unavailable', { 'content-type': 'text/plain' });
      } else {
        serveFeed(response);
      }
    });
    // A service on this machine that only the loopback interface reaches, outside the allow list.
    inside = await startFakeUpstream((_request, response) =>
      reply(
        response,
        200,
        rssFeed([{ title: 'Internal admin notes', link: 'https://intranet.example/', guid: 'inside-1', hoursAgo: 1 }]),
        RSS,
      ),
    );
    testApp = await startTestApp({
      X_TRENDS_URLS: `${upstream.url}/trends/`,
      NEWS_RSS_URLS: `${upstream.url}/money/rss.xml`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await Promise.all([upstream?.close(), inside?.close()]);
  });

  const post = (path: string, body: unknown) =>
    fetch(`${testApp.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const fetchTopMedia = () =>
    post('/api/fetch-content', {
      enabledSources: ['x_trending'],
      reddit: { subreddits: ['technology'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
      xTrending: { useFallback: true, maxResults: 10 },
    });
  const listTrending = async () => (await (await fetch(`${testApp.baseUrl}/api/trending?source=news`)).json()) as TrendingItem[];

  describe('when a feed links its entries with javascript: or data: addresses', () => {
    beforeAll(async () => {
      serveFeed = (response) => reply(response, 200, HOSTILE_FEED, RSS);
      expect((await fetchTopMedia()).status).toBe(200);
    });

    it('should store and list those entries without a link', async () => {
      const links = Object.fromEntries((await listTrending()).map((item) => [item.title, item.sourceUrl]));

      expect(links).toEqual({
        'Bank customers hit by card payment outage': null,
        'Savings rates climb to a 15-year high': null,
        'Pension savers move money into index funds': 'https://ledger.example/money/pension-index-funds',
      });
    });

    it('should keep brand briefs of the sector they fit working, riding only on the linked trend', async () => {
      const response = await post('/api/generate-campaign-ideas', { brand_name: 'Acme Pay', sector_or_niche: 'fintech', n_ideas: 5 });

      expect(response.status).toBe(200);
      const ideas = (await response.json()) as { trend_link?: string }[];
      const links = ideas.flatMap((idea) => (idea.trend_link === undefined ? [] : [idea.trend_link]));
      expect(new Set(links)).toEqual(new Set(['https://ledger.example/money/pension-index-funds']));
    });
  });

  describe('when a configured feed redirects to a loopback address outside the allow list', () => {
    const storedFeed = rssFeed([
      {
        title: 'Mortgage approvals rise for a third month',
        link: 'https://ledger.example/money/mortgage-approvals',
        guid: 'stored-1',
        hoursAgo: 1,
      },
      { title: 'Credit card debt reaches a record high', link: 'https://ledger.example/money/card-debt', guid: 'stored-2', hoursAgo: 2 },
    ]);
    let answer: { status: number; body: { data: { errors: Record<string, string> } } };

    beforeAll(async () => {
      serveFeed = (response) => reply(response, 200, storedFeed, RSS);
      expect((await fetchTopMedia()).status).toBe(200);
      serveFeed = (response) => {
        response.writeHead(302, { location: `${inside.url}/admin/feed.xml` });
        response.end();
      };
      const response = await fetchTopMedia();
      answer = { status: response.status, body: (await response.json()) as typeof answer.body };
    });

    it('should refuse the redirect with a message that says where it led', () => {
      expect(answer.status).toBe(502);
      expect(answer.body.data.errors.news).toBe(
        `The news feed ${new URL(upstream.url).host} redirected to ${new URL(inside.url).host}, ` +
          'which points to this server itself (loopback); Trendjack does not follow redirects there.',
      );
      expect(inside.requests).toEqual([]);
    });

    it('should keep the items the feed delivered before', async () => {
      const links = (await listTrending()).map((item) => item.sourceUrl);

      expect(links).toEqual(
        expect.arrayContaining(['https://ledger.example/money/mortgage-approvals', 'https://ledger.example/money/card-debt']),
      );
      expect((await listTrending()).map((item) => item.title)).not.toContain('Internal admin notes');
    });
  });

  describe('when links stored before the upgrade are not http(s)', () => {
    it('should clear them in the migration and keep the items', async () => {
      const em = testApp.orm.em.fork();
      await testApp.orm.migrator.down({ to: 'Migration20261123230000' });
      await boundQuery(
        em,
        `insert into trending_item (source, external_id, source_url, title, pr_score, timestamp, fetched_at)
         values ('news', 'old-1', 'javascript:alert(1)', 'Old script link', 50, now(), now()),
                ('news', 'old-2', 'https://ledger.example/old-2', 'Old web link', 50, now(), now()),
                ('news', 'old-3', '/relative/old-3', 'Old relative link', 50, now(), now())`,
        [],
      );

      await testApp.orm.migrator.up();

      const rows = await boundQuery<{ external_id: string; source_url: string | null }>(
        em,
        `select external_id, source_url from trending_item where external_id like 'old-%' order by external_id`,
        [],
      );
      expect(rows).toEqual([
        { external_id: 'old-1', source_url: null },
        { external_id: 'old-2', source_url: 'https://ledger.example/old-2' },
        { external_id: 'old-3', source_url: null },
      ]);
    });
  });
});
