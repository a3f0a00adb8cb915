import { readFileSync } from 'node:fs';
import type { JournalistDetail, JournalistPage, MediaListDetail, StoryJournalist } from '../../src/contracts/journalists.contract.js';
import type { PitchEmail, PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { BylinesService } from '../../src/modules/journalists/index.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

const page = (name: string) => readFileSync(new URL(`../../src/modules/journalists/fixtures/${name}`, import.meta.url), 'utf8');
const RSS = { 'content-type': 'application/rss+xml; charset=utf-8' };
const HTML = { 'content-type': 'text/html; charset=utf-8' };

describe('Journalists API', () => {
  let upstream: FakeUpstream;
  let testApp: TestApp;

  const send = async <T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T; text: string; headers: Headers }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // The CSV export answers text, every other route JSON.
    const parsed: unknown = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null;
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };
  const requestsTo = (path: string) => upstream.requests.filter((request) => request.path === path).length;
  const fetchNews = () =>
    send<{ contentFetched: boolean }>('POST', '/api/fetch-content', {
      enabledSources: ['x_trending'],
      xTrending: { useFallback: true, maxResults: 50 },
    });
  const journalistNamed = async (name: string) =>
    (await send<JournalistPage>('GET', `/api/journalists?q=${encodeURIComponent(name)}`)).body.items[0];
  const newsItemTitled = async (title: string) =>
    (await send<TrendingItem[]>('GET', '/api/trending?source=news')).body.find((item) => item.title === title)!;

  /** Waits for the article pages queued by a fetch to be read (the job runs off the request). */
  async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('Timed out waiting for the article pages to be read.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      // Reuters and BBC feeds name nobody: their article links point at this fake so the page fallback reads it.
      const site = upstream.url;
      switch (request.path) {
        case '/guardian':
          return reply(response, 200, readFixture('guardian-world.rss'), RSS);
        case '/nyt':
          return reply(response, 200, readFixture('nyt-world.rss'), RSS);
        case '/reuters':
          return reply(
            response,
            200,
            readFixture('reuters-top-news.rss').replaceAll('http://feeds.reuters.com/~r/reuters/topNews/~3/', `${site}/reuters/`),
            RSS,
          );
        case '/bbc':
          return reply(
            response,
            200,
            readFixture('bbc-news-home.rss').replaceAll('https://www.bbc.co.uk/news/articles/', `${site}/bbc/`),
            RSS,
          );
        case '/reuters/k2Lq9/oil-opec-output-idUSKBN2026':
          return reply(response, 200, page('reuters-article.html'), HTML);
        case '/bbc/c9energy2026':
          return reply(response, 200, page('bbc-article.html'), HTML);
        case '/bbc/c9storm2026':
          return reply(response, 200, page('agency-article.html'), HTML);
        default:
          // The trend pages are down, so Top Media is read in their place; the second Reuters page is gone.
          return reply(response, 503, 'unavailable', { 'content-type': 'text/plain' });
      }
    });
    testApp = await startTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      X_TRENDS_URLS: `${upstream.url}/trends`,
      NEWS_RSS_URLS: ['/guardian', '/nyt', '/reuters', '/bbc'].map((path) => `${upstream.url}${path}`).join(','),
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
    });
    expect((await fetchNews()).status).toBe(200);
    // Four pages to read (Reuters 2, BBC 2); the job is done when the last is asked for and stored.
    await eventually(
      async () => (await journalistNamed('Simon Jack')) !== undefined && (await journalistNamed('Noah Browning')) !== undefined,
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await upstream?.close();
  });

  describe('GET /api/docs-json', () => {
    it('should document every journalists route', async () => {
      const document = (await (await fetch(`${testApp.baseUrl}/api/docs-json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/journalists',
          '/api/journalists/{id}',
          '/api/trending/{id}/journalists',
          '/api/media-lists',
          '/api/media-lists/{id}',
          '/api/media-lists/{id}/members',
          '/api/media-lists/{id}/members/{journalistId}',
          '/api/media-lists/{id}/export',
        ]),
      );
    });
  });

  describe('bylines kept from the feeds', () => {
    it("should store each news item's byline as the feed wrote it", async () => {
      const item = await newsItemTitled('EU leaders agree joint gas purchase plan after Brussels summit');
      const [row] = await boundQuery<{ byline: string; origin: string }>(
        testApp.orm.em.fork(),
        'select byline, origin from article_byline where trending_item_id = $1',
        [item.id],
      );
      expect(row).toEqual({ byline: 'Jon Henley, Daniel Boffey in Brussels and Helena Smith in Athens', origin: 'feed' });
    });

    it('should list people at their outlet, with a title when the byline gives one, and never an agency or a desk', async () => {
      const all = (await send<JournalistPage>('GET', '/api/journalists')).body;
      const names = all.items.map((journalist) => `${journalist.name} @ ${journalist.outlet}`).sort();
      expect(names).toEqual(
        [
          'Jillian Ambrose @ The Guardian',
          'Jon Henley @ The Guardian',
          'Daniel Boffey @ The Guardian',
          'Helena Smith @ The Guardian',
          'Pippa Crerar @ The Guardian',
          'Kiran Stacey @ The Guardian',
          'Stanley Reed @ NYT',
          'Matthew Mpoke Bigg @ NYT',
          'Ana de Armas Lopez @ NYT',
          'Abdi Latif Dahir @ NYT',
          'Noah Browning @ Reuters',
          'Ahmad Ghaddar @ Reuters',
          'Simon Jack @ BBC News',
        ].sort(),
      );
      expect(all.total).toBe(13);
      expect(all.items.find((journalist) => journalist.name === 'Jillian Ambrose')).toMatchObject({
        title: 'Energy correspondent',
        articleCount: 1,
        stale: false,
        doNotContact: false,
        email: null,
        notes: null,
      });
    });
  });

  describe('the article-page fallback', () => {
    it('should read each page of a feed without bylines once, and a page naming only its outlet gives nobody', async () => {
      expect(requestsTo('/reuters/k2Lq9/oil-opec-output-idUSKBN2026')).toBe(1);
      expect(requestsTo('/bbc/c9energy2026')).toBe(1);
      expect(requestsTo('/bbc/c9storm2026')).toBe(1);
      expect(requestsTo('/reuters/m7Tz1/germany-factory-orders-idUSKBN2027')).toBe(1);
      const names = (await send<JournalistPage>('GET', '/api/journalists?outlet=BBC%20News')).body.items.map(
        (journalist) => journalist.name,
      );
      expect(names).toEqual(['Simon Jack']);
      const simon = (await journalistNamed('Simon Jack'))!;
      expect(simon.title).toBe('Business editor');
    });

    it('should never read a page twice, found or not, when the same articles come again', async () => {
      expect((await fetchNews()).status).toBe(200);
      const outcome = await testApp.app.get(BylinesService).readPageBylines();
      expect(outcome.read).toBe(0);
      expect(requestsTo('/bbc/c9storm2026')).toBe(1);
      expect(requestsTo('/reuters/m7Tz1/germany-factory-orders-idUSKBN2027')).toBe(1);
    });

    it('should read at most 30 pages in one go', async () => {
      const ids = await insertTrendingItems(
        testApp.orm,
        Array.from({ length: 35 }, (_, index) => ({
          title: `Wire story ${index}`,
          source: 'news' as const,
          publication: 'Reuters: Top News',
          sourceUrl: `${upstream.url}/wire/${index}`,
          upvotes: null,
          comments: null,
        })),
      );
      await boundQuery(
        testApp.orm.em.fork(),
        `insert into article_byline (trending_item_id, recorded_at) select unnest($1::int[]), now()`,
        [ids],
      );
      const before = upstream.requests.filter((request) => request.path.startsWith('/wire/')).length;

      const outcome = await testApp.app.get(BylinesService).readPageBylines();

      expect(outcome).toEqual({ read: 30, found: 0 });
      expect(upstream.requests.filter((request) => request.path.startsWith('/wire/')).length - before).toBe(30);
    });
  });

  describe('GET /api/journalists', () => {
    it('should filter by outlet, search and topic, and page', async () => {
      const guardian = (await send<JournalistPage>('GET', '/api/journalists?outlet=the%20guardian')).body;
      expect(guardian.total).toBe(6);
      expect(guardian.items.every((journalist) => journalist.outlet === 'The Guardian')).toBe(true);

      const boffey = (await send<JournalistPage>('GET', '/api/journalists?q=BOFFEY')).body;
      expect(boffey.items.map((journalist) => journalist.name)).toEqual(['Daniel Boffey']);

      const simon = (await journalistNamed('Simon Jack'))!;
      const topic = simon.beats[0]!.topic;
      const onTopic = (await send<JournalistPage>('GET', `/api/journalists?topic=${encodeURIComponent(topic)}`)).body;
      expect(onTopic.items.map((journalist) => journalist.name)).toContain('Simon Jack');
      expect(onTopic.items.every((journalist) => journalist.beats.some((beat) => beat.topic === topic))).toBe(true);

      expect((await send<JournalistPage>('GET', '/api/journalists?page=2')).body.items).toEqual([]);
    });

    it.each([['page=0'], ['page=abc'], [`q=${'x'.repeat(101)}`]])('should answer 400 for %s', async (query) => {
      const answer = await send<{ message: string }>('GET', `/api/journalists?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/page|q/);
    });
  });

  describe('GET and PUT /api/journalists/:id', () => {
    it('should show recent articles with links', async () => {
      const jillian = (await journalistNamed('Jillian Ambrose'))!;
      const detail = (await send<JournalistDetail>('GET', `/api/journalists/${jillian.id}`)).body;
      expect(detail.recentArticles).toEqual([
        {
          title: 'Energy prices: households face £150 rise as Ofgem lifts cap for winter',
          url: 'https://www.theguardian.com/money/2026/nov/28/energy-price-cap-rise-ofgem-winter',
          publishedAt: '2026-11-28T18:02:44.000Z',
        },
      ]);
    });

    it('should keep what the team adds, and clear it with null', async () => {
      const kiran = (await journalistNamed('Kiran Stacey'))!;
      const saved = await send<JournalistDetail>('PUT', `/api/journalists/${kiran.id}`, {
        email: 'kiran@example.org',
        notes: 'Prefers data stories',
        doNotContact: true,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ email: 'kiran@example.org', notes: 'Prefers data stories', doNotContact: true });
      expect(await journalistNamed('Kiran Stacey')).toMatchObject({ email: 'kiran@example.org', doNotContact: true });

      const cleared = await send<JournalistDetail>('PUT', `/api/journalists/${kiran.id}`, { notes: null });
      expect(cleared.body).toMatchObject({ email: 'kiran@example.org', notes: null, doNotContact: true });
    });

    it('should refuse bad input with a 400 that names the field and change nothing', async () => {
      const pippa = (await journalistNamed('Pippa Crerar'))!;
      for (const body of [{ email: 'not an address' }, { doNotContact: 'yes' }, { notes: 'x'.repeat(2001) }, { phone: '123' }]) {
        const answer = await send<{ message: string }>('PUT', `/api/journalists/${pippa.id}`, body);
        expect(answer.status).toBe(400);
      }
      expect((await send<{ message: string }>('PUT', `/api/journalists/${pippa.id}`, { email: 'nope' })).body.message).toMatch(/^email/);
      expect(await journalistNamed('Pippa Crerar')).toMatchObject({ email: null, notes: null, doNotContact: false });
    });

    it('should answer 404 for an unknown journalist', async () => {
      expect((await send('GET', '/api/journalists/999999')).status).toBe(404);
      expect((await send('PUT', '/api/journalists/999999', { notes: 'x' })).status).toBe(404);
    });
  });

  describe('GET /api/trending/:id/journalists', () => {
    it("should put the story's own author first, then people who wrote on its topic, with reasons in words", async () => {
      const story = await newsItemTitled('Energy bills to rise by £150 from January, regulator says');
      const answer = await send<StoryJournalist[]>('GET', `/api/trending/${story.id}/journalists`);

      expect(answer.status).toBe(200);
      expect(answer.body[0]).toMatchObject({ journalist: { name: 'Simon Jack' }, reason: 'wrote this story', score: 100 });
      // The Guardian's energy correspondent wrote on the same rise; the NYT's gas story is another market's.
      expect(answer.body.find((entry) => entry.journalist.name === 'Jillian Ambrose')).toMatchObject({
        reason: '1 article on “energy” in 30 days',
      });
      expect(answer.body.map((entry) => entry.journalist.outlet)).not.toContain('NYT');
      for (const entry of answer.body.slice(1)) {
        expect(entry.reason).toMatch(/^\d+ articles? on .+ in 30 days$/);
        expect(entry.score).toBeLessThan(100);
      }
    });

    it('should answer 404 for an unknown story', async () => {
      expect((await send('GET', '/api/trending/999999/journalists')).status).toBe(404);
    });
  });

  describe('POST /api/angles/:id/generate-pitch with journalistId (built-in generator)', () => {
    let angleId: number;
    const pitch = (journalistId: number) =>
      send<PitchEmail & { message?: string }>('POST', `/api/angles/${angleId}/generate-pitch`, { journalistId });

    beforeAll(async () => {
      const story = await newsItemTitled('Energy bills to rise by £150 from January, regulator says');
      const angles = await send<PrAngle[]>('POST', `/api/trending/${story.id}/generate-angles`);
      expect(angles.status).toBe(200);
      angleId = angles.body.find((angle) => !/hold back/i.test(angle.angle))!.id;
    });

    it('should greet the journalist and open from their real article on the subject, never an invented one', async () => {
      const jillian = (await journalistNamed('Jillian Ambrose'))!;
      const answer = await pitch(jillian.id);
      expect(answer.status).toBe(200);
      expect(answer.body.body).toMatch(
        /^Hi Jillian,\n\nI read your recent piece, "Energy prices: households face £150 rise as Ofgem lifts cap for winter", and thought of you when BBC News reported "Energy bills to rise by £150 from January, regulator says" \(http:\/\/127\.0\.0\.1:\d+\/bbc\/c9energy2026\)\.\n\n/,
      );
      expect(answer.body.addressedTo).toEqual({ id: jillian.id, name: 'Jillian Ambrose', outlet: 'The Guardian' });
      expect(answer.body.targetPublications).toEqual(['The Guardian']);
      expect(answer.body.keyContacts).toEqual(['Jillian Ambrose (Energy correspondent)']);
      expect(answer.body.warning).toBeUndefined();
    });

    it("should offer the story's own author a follow-up to their piece instead of retelling it", async () => {
      const simon = (await journalistNamed('Simon Jack'))!;
      const answer = await pitch(simon.id);
      expect(answer.body.body).toMatch(
        /^Hi Simon,\n\nI read your piece "Energy bills to rise by £150 from January, regulator says" and have something that could take it further\.\n\n/,
      );
      expect(answer.body.body).not.toContain('BBC News reported');
    });

    it('should warn in words from the fourth pitch to one person within 7 days', async () => {
      const daniel = (await journalistNamed('Daniel Boffey'))!;
      for (let sent = 0; sent < 3; sent += 1) expect((await pitch(daniel.id)).body.warning).toBeUndefined();
      const fourth = await pitch(daniel.id);
      expect(fourth.status).toBe(200);
      expect(fourth.body.warning).toBe(
        'You have already drafted 3 pitches to Daniel Boffey in the last 7 days. Reporters block PR people who pitch them too often: send this one only if it is clearly on their beat.',
      );
    });

    it('should never pitch a do-not-contact journalist, and answer 404 for an unknown one', async () => {
      const helena = (await journalistNamed('Helena Smith'))!;
      await send('PUT', `/api/journalists/${helena.id}`, { doNotContact: true });
      const refused = await pitch(helena.id);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Helena Smith is marked do-not-contact: the team asked not to pitch them.');
      expect((await pitch(999999)).status).toBe(404);
      expect((await send('POST', `/api/angles/${angleId}/generate-pitch`, { journalistId: 'x' })).status).toBe(400);
    });
  });

  describe('media lists', () => {
    it('should create a list, add and remove members, and export formula-safe CSV', async () => {
      const jillian = (await journalistNamed('Jillian Ambrose'))!;
      const simon = (await journalistNamed('Simon Jack'))!;
      await send('PUT', `/api/journalists/${jillian.id}`, { email: 'jillian@example.org' });

      const created = await send<MediaListDetail>('POST', '/api/media-lists', { name: 'Energy reporters, UK' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Energy reporters, UK', clientId: null, memberCount: 0, members: [] });
      const id = created.body.id;

      expect(
        (await send('POST', `/api/media-lists/${id}/members`, { journalistId: jillian.id, note: '=HYPERLINK("http://evil")' })).status,
      ).toBe(201);
      const withTwo = await send<MediaListDetail>('POST', `/api/media-lists/${id}/members`, { journalistId: simon.id });
      expect(withTwo.body.members.map((member) => member.journalist.name)).toEqual(['Jillian Ambrose', 'Simon Jack']);
      expect(withTwo.body.memberCount).toBe(2);

      const csv = await send<null>('GET', `/api/media-lists/${id}/export?format=csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="energy-reporters-uk.csv"');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('"Name","Outlet","Beats","Last byline","E-mail","Note"');
      expect(lines[1]).toMatch(
        /^"Jillian Ambrose","The Guardian",".+ \(1\)","2026-11-28","jillian@example.org","'=HYPERLINK\(""http:\/\/evil""\)"$/,
      );
      expect(lines[2]).toMatch(/^"Simon Jack","BBC News",".+","2026-11-28","",""$/);

      const removed = await send<MediaListDetail>('DELETE', `/api/media-lists/${id}/members/${jillian.id}`);
      expect(removed.body.members.map((member) => member.journalist.name)).toEqual(['Simon Jack']);
      expect((await send('DELETE', `/api/media-lists/${id}/members/${jillian.id}`)).status).toBe(404);

      const renamed = await send<MediaListDetail>('PUT', `/api/media-lists/${id}`, { name: 'Energy desk' });
      expect(renamed.body.name).toBe('Energy desk');
      expect((await send<{ name: string }[]>('GET', '/api/media-lists')).body.map((list) => list.name)).toContain('Energy desk');

      expect((await send('DELETE', `/api/media-lists/${id}`)).status).toBe(204);
      expect((await send('GET', `/api/media-lists/${id}`)).status).toBe(404);
      expect(await journalistNamed('Simon Jack')).toBeDefined();
    });

    it('should refuse bad input with a clear 4xx', async () => {
      expect((await send('POST', '/api/media-lists', { name: '' })).status).toBe(400);
      expect((await send('POST', '/api/media-lists', { name: 'For a client', clientId: 999999 })).status).toBe(404);
      const list = (await send<MediaListDetail>('POST', '/api/media-lists', { name: 'Empty' })).body;
      expect((await send('POST', `/api/media-lists/${list.id}/members`, { journalistId: 999999 })).status).toBe(404);
      expect((await send('POST', `/api/media-lists/${list.id}/members`, { journalistId: 'one' })).status).toBe(400);
      expect((await send('GET', `/api/media-lists/${list.id}/export?format=xlsx`)).status).toBe(400);
      expect((await send('GET', '/api/media-lists/999999/export?format=csv')).status).toBe(404);
    });
  });
});
