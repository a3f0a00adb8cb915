import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { CustomFeed } from '../../src/contracts/feeds.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const fixture = (name: string) => readFileSync(new URL(`../../src/modules/feeds/fixtures/${name}`, import.meta.url), 'utf8');
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const RSS = { 'content-type': 'application/rss+xml; charset=utf-8' };
const ATOM = { 'content-type': 'application/atom+xml; charset=utf-8' };

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Feeds API', () => {
  /** A newsroom that announces its feed in a link tag, and a feed that breaks on demand. */
  let newsroom: FakeUpstream;
  /** A blog whose feed sits at a common path (/atom.xml), announced nowhere. */
  let blog: FakeUpstream;
  /** A site without any feed. */
  let bakery: FakeUpstream;
  let trendPage: FakeUpstream;
  let testApp: TestApp;
  let deadHost: string;
  let brokenFeedUp = true;

  beforeAll(async () => {
    newsroom = await startFakeUpstream((request, response) => {
      switch (request.path) {
        case '/news/':
          reply(response, 200, fixture('newsroom-home.html'), HTML);
          return;
        case '/news/latest.rss':
          reply(response, 200, fixture('latest.rss'), RSS);
          return;
        case '/wire.rss':
          if (brokenFeedUp) {
            reply(response, 200, fixture('latest.rss').replace('Harbour Gazette &amp;amp; Coast', 'Coast Wire'), RSS);
          } else {
            reply(response, 503, 'Service unavailable', { 'content-type': 'text/plain' });
          }
          return;
        case '/to-metadata':
          reply(response, 302, '', { location: 'http://169.254.169.254/latest/meta-data/' });
          return;
        default:
          reply(response, 404, 'Not found', HTML);
      }
    });
    blog = await startFakeUpstream((request, response) => {
      if (request.path === '/') reply(response, 200, fixture('studio-blog-home.html'), HTML);
      else if (request.path === '/atom.xml') reply(response, 200, fixture('studio-notes.atom'), ATOM);
      else reply(response, 404, 'Not found', HTML);
    });
    bakery = await startFakeUpstream((request, response) => {
      if (request.path === '/') reply(response, 200, fixture('bakery-home.html'), HTML);
      else reply(response, 404, 'Not found', HTML);
    });
    trendPage = await startFakeUpstream((_request, response) =>
      reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' }),
    );
    deadHost = `127.0.0.1:${await closedPort()}`;
    testApp = await startTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      X_TRENDS_URLS: `${trendPage.url}/`,
      NEWS_RSS_URLS: `${newsroom.url}/configured-news.rss`,
      OUTBOUND_ALLOW_HOSTS: `${allowHostsFor(newsroom, blog, bakery, trendPage)},${deadHost}`,
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await Promise.all([newsroom?.close(), blog?.close(), bakery?.close(), trendPage?.close()]);
  });

  const send = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const addFeed = (url: unknown) => send<CustomFeed & { message: string }>('POST', '/api/feeds', { url });
  const listFeeds = async () => (await send<CustomFeed[]>('GET', '/api/feeds')).body;
  const storedCount = async () =>
    ((await testApp.orm.em.fork().getConnection().execute('select count(*)::int as n from custom_feed')) as { n: number }[])[0]!.n;
  const removeAll = async () => {
    await testApp.orm.em.fork().getConnection().execute('delete from custom_feed');
  };

  describe('POST /api/feeds', () => {
    afterEach(removeAll);

    describe('when the page announces its feed in a link tag', () => {
      it('should find the feed, store it and answer 201 with it', async () => {
        const before = Date.now();

        const { status, body } = await addFeed(`${newsroom.url}/news/`);

        expect(status).toBe(201);
        expect(body).toEqual({
          id: expect.any(Number),
          url: `${newsroom.url}/news/latest.rss`,
          title: 'Harbour Gazette & Coast',
          siteUrl: 'https://gazette.example.org/news/',
          paused: false,
          createdAt: expect.any(String),
          lastFetchAt: null,
          lastError: null,
          itemCount: null,
        });
        expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
        await expect(listFeeds()).resolves.toEqual([body]);
      });
    });

    describe('when the feed sits at a common path only', () => {
      it('should find it there', async () => {
        const { status, body } = await addFeed(blog.url);

        expect(status).toBe(201);
        expect(body).toMatchObject({ url: `${blog.url}/atom.xml`, title: 'Studio Notes', siteUrl: 'https://studio.example.com/' });
      });
    });

    describe('when the address is the feed itself', () => {
      it('should take it as it is', async () => {
        const { status, body } = await addFeed(`${newsroom.url}/news/latest.rss`);

        expect(status).toBe(201);
        expect(body.url).toBe(`${newsroom.url}/news/latest.rss`);
      });
    });

    describe('when the feed is followed already', () => {
      it('should answer 409 naming it, whichever address found it, and store nothing more', async () => {
        expect((await addFeed(`${newsroom.url}/news/`)).status).toBe(201);

        const again = await addFeed(`${newsroom.url}/news/latest.rss`);

        expect(again.status).toBe(409);
        expect(again.body.message).toBe('"Harbour Gazette & Coast" is already in your feeds.');
        expect(await storedCount()).toBe(1);
      });
    });

    describe('when the site has no feed', () => {
      it('should answer 400 "No RSS or Atom feed found at <host>" and store nothing', async () => {
        const { status, body } = await addFeed(`${bakery.url}/`);

        expect(status).toBe(400);
        expect(body.message).toBe(`No RSS or Atom feed found at ${new URL(bakery.url).host}.`);
        expect(await storedCount()).toBe(0);
      });
    });

    describe('when the address is bad', () => {
      it.each([
        ['blank', '  ', 'Please enter a website or feed URL.'],
        ['missing', undefined, 'Please enter a website or feed URL.'],
        ['not a URL', 'not a site', 'Please enter a valid website or feed URL, such as example.com or https://example.com/feed.'],
        ['another scheme', 'ftp://files.example.com/feed.xml', 'Only http and https addresses can be added; this one starts with ftp:'],
      ])('should answer 400 for a %s address', async (_name, url, message) => {
        const { status, body } = await addFeed(url);

        expect(status).toBe(400);
        expect(body.message).toBe(message);
      });

      it('should refuse unknown fields', async () => {
        const { status } = await send('POST', '/api/feeds', { url: blog.url, paused: true });

        expect(status).toBe(400);
      });
    });

    describe('when the address is private and not listed in OUTBOUND_ALLOW_HOSTS', () => {
      it.each([
        ['loopback', 'http://127.0.0.1:9/feed', 'The address 127.0.0.1:9 points to this server itself (loopback)'],
        ['a private network', 'http://10.0.0.5/feed', 'The address 10.0.0.5 points to a private network'],
      ])('should refuse %s with a 400 that says how to allow it', async (_name, url, start) => {
        const { status, body } = await addFeed(url);

        expect(status).toBe(400);
        expect(body.message).toBe(`${start}; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.`);
        expect(await storedCount()).toBe(0);
      });

      it('should refuse a redirect into a metadata service', async () => {
        const { status, body } = await addFeed(`${newsroom.url}/to-metadata`);

        expect(status).toBe(400);
        expect(body.message).toMatch(/redirected to 169\.254\.169\.254, which points to a cloud metadata service/);
      });
    });

    describe('when the site cannot be reached', () => {
      it('should answer 502 in words', async () => {
        const { status, body } = await addFeed(`http://${deadHost}/`);

        expect(status).toBe(502);
        expect(body.message).toBe(`Could not reach ${deadHost} (the connection was refused).`);
      });
    });

    describe('when 100 feeds are followed already', () => {
      it('should answer 400 and fetch nothing', async () => {
        const values = Array.from({ length: 100 }, (_, index) => `('https://feeds${index}.example.org/rss', 'Feed ${index}', now())`);
        await testApp.orm.em
          .fork()
          .getConnection()
          .execute(`insert into custom_feed (url, title, created_at) values ${values.join(', ')}`);
        const asked = blog.requests.length;

        const { status, body } = await addFeed(blog.url);

        expect(status).toBe(400);
        expect(body.message).toBe('You can follow at most 100 feeds. Remove one to add another.');
        expect(blog.requests.length).toBe(asked);
      });
    });
  });

  describe('GET /api/feeds', () => {
    afterAll(removeAll);

    it('should list the feeds newest first', async () => {
      const first = (await addFeed(`${newsroom.url}/news/`)).body;
      const second = (await addFeed(blog.url)).body;

      await expect(listFeeds()).resolves.toEqual([second, first]);
    });
  });

  describe('PATCH /api/feeds/:id', () => {
    let feed: CustomFeed;
    beforeAll(async () => {
      feed = (await addFeed(blog.url)).body;
    });
    afterAll(removeAll);

    it('should pause and resume a feed', async () => {
      const paused = await send<CustomFeed>('PATCH', `/api/feeds/${feed.id}`, { paused: true });
      expect(paused).toEqual({ status: 200, body: { ...feed, paused: true } });
      expect((await listFeeds())[0]!.paused).toBe(true);

      const resumed = await send<CustomFeed>('PATCH', `/api/feeds/${feed.id}`, { paused: false });
      expect(resumed.body.paused).toBe(false);
    });

    it.each([
      ['no body field', {}],
      ['a string', { paused: 'yes' }],
      ['null', { paused: null }],
      ['an unknown field', { paused: true, title: 'Mine' }],
    ])('should answer 400 for %s', async (_name, body) => {
      const response = await send<{ message: string }>('PATCH', `/api/feeds/${feed.id}`, body);

      expect(response.status).toBe(400);
      expect(response.body.message.length).toBeGreaterThan(5);
    });

    it('should answer 404 for an unknown id and 400 for one that is no number', async () => {
      const unknown = await send<{ message: string }>('PATCH', '/api/feeds/999999', { paused: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Feed 999999 does not exist. It may have been removed already.');

      expect((await send('PATCH', '/api/feeds/abc', { paused: true })).status).toBe(400);
    });
  });

  describe('DELETE /api/feeds/:id', () => {
    it('should remove a feed, then answer 404 for it', async () => {
      const feed = (await addFeed(blog.url)).body;

      expect((await send('DELETE', `/api/feeds/${feed.id}`)).status).toBe(204);
      await expect(listFeeds()).resolves.toEqual([]);
      expect((await send('DELETE', `/api/feeds/${feed.id}`)).status).toBe(404);
    });
  });

  describe('POST /api/fetch-content with feeds followed', () => {
    let gazette: CustomFeed;
    let studio: CustomFeed;
    let wire: CustomFeed;

    beforeAll(async () => {
      brokenFeedUp = true;
      gazette = (await addFeed(`${newsroom.url}/news/`)).body;
      studio = (await addFeed(blog.url)).body;
      wire = (await addFeed(`${newsroom.url}/wire.rss`)).body;
      expect([gazette.id, studio.id, wire.id].every((id) => typeof id === 'number')).toBe(true);
      await send('PATCH', `/api/feeds/${studio.id}`, { paused: true });
      brokenFeedUp = false;
    });
    afterAll(removeAll);

    it('should read the active feeds, skip the paused one and report the broken one as a warning', async () => {
      const studioAsked = blog.requests.length;

      const fetched = await send<{ contentFetched: boolean; counts: Record<string, number>; warnings: Record<string, string> }>(
        'POST',
        '/api/fetch-content',
        { enabledSources: ['x_trending'], xTrending: { useFallback: false, maxResults: 5 } },
      );

      expect(fetched.status).toBe(200);
      expect(fetched.body.contentFetched).toBe(true);
      expect(fetched.body.counts.news).toBe(2);
      expect(fetched.body.warnings.news).toBe('Your feed "Coast Wire" is down right now (error 503).');
      expect(blog.requests.length).toBe(studioAsked);

      const news = (await send<TrendingItem[]>('GET', '/api/trending?source=news')).body;
      expect(news.map((item) => [item.title, item.publication]).sort()).toEqual([
        ['Ferry timetable changes from Monday', 'Harbour Gazette & Coast'],
        ['Lifeboat crew rescues 14 from stranded yacht', 'Harbour Gazette & Coast'],
      ]);
      expect(news[0]!.sourceUrl).toMatch(/^https:\/\/gazette\.example\.org\/news\/2026\/11\//);

      const feeds = await listFeeds();
      const byId = new Map(feeds.map((feed) => [feed.id, feed]));
      expect(byId.get(gazette.id)).toMatchObject({ lastError: null, itemCount: 2, lastFetchAt: expect.any(String) });
      expect(byId.get(wire.id)).toMatchObject({ lastError: 'The feed is down right now (error 503).', itemCount: null });
      expect(byId.get(wire.id)!.lastFetchAt).not.toBeNull();
      expect(byId.get(studio.id)).toMatchObject({ paused: true, lastFetchAt: null, itemCount: null });
    });

    it('should keep the items of a removed feed', async () => {
      expect((await send('DELETE', `/api/feeds/${gazette.id}`)).status).toBe(204);

      const news = (await send<TrendingItem[]>('GET', '/api/trending?source=news')).body;
      expect(news.filter((item) => item.publication === 'Harbour Gazette & Coast')).toHaveLength(2);
    });
  });
});
