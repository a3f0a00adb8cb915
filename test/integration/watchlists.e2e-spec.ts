import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { Alert, Watchlist, WatchlistInput } from '../../src/contracts/watchlists.contract.js';
import { watchlistApi } from '../support/watchlist-api.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { FETCHED_ITEMS_QUEUE } from '../../src/modules/sources/index.js';
import { DELIVER_ALERT_QUEUE } from '../../src/modules/watchlists/alert-delivery.service.js';
import { WatchlistMatchingService } from '../../src/modules/watchlists/watchlist-matching.service.js';
import { WatchlistsService } from '../../src/modules/watchlists/watchlists.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { waitForJobs, waitUntil } from '../support/job-queue.js';
import { FAST_QUEUE, startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import type { OneTimeLinkCreated } from '../../src/contracts/auth.contract.js';
import { client, signIn } from '../support/auth-client.js';

// Favorite Topics (issue 18): the watchlists API, who may see what, the matching rules and a fetch
// producing alerts once. This suite runs without SMTP_URL; deliveries are in alerts.e2e-spec.ts.

const RSS = { 'content-type': 'application/rss+xml; charset=utf-8' };

function rssFeed(items: { title: string; guid: string; description?: string }[]): string {
  const entries = items.map(
    (item) =>
      `<item><title><![CDATA[${item.title}]]></title><link>https://ledger.example/${item.guid}</link><guid isPermaLink="false">${item.guid}</guid>` +
      `<description><![CDATA[${item.description ?? ''}]]></description><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Ledger</title><link>https://ledger.example/</link>${entries.join('')}</channel></rss>`;
}

describe('Watchlists', () => {
  let upstream: FakeUpstream;
  let testApp: TestApp;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      if (request.path.startsWith('/trends')) {
        reply(response, 503, 'down', { 'content-type': 'text/plain' });
      } else if (request.path.startsWith('/rss.xml')) {
        reply(
          response,
          200,
          rssFeed([
            { title: 'Quillon Motors unveils a solid-state battery', guid: 'quillon-1', description: 'The carmaker says range doubles.' },
            { title: 'Council votes on new bus lanes', guid: 'bus-1' },
          ]),
          RSS,
        );
      } else {
        reply(response, 200, 'ok', { 'content-type': 'text/plain' });
      }
    });
    testApp = await startTestApp(
      {
        X_TRENDS_URLS: `${upstream.url}/trends/`,
        NEWS_RSS_URLS: `${upstream.url}/rss.xml`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
      },
      { queueTimings: FAST_QUEUE },
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await upstream?.close();
  });

  const { send, create, list, alertsOf } = watchlistApi(() => testApp.baseUrl);
  const matching = () => testApp.app.get(WatchlistMatchingService);
  /** Calls the service as a request would: in a context of its own. */
  const asService = <T>(call: (service: WatchlistsService) => Promise<T>): Promise<T> =>
    RequestContext.create(testApp.app.get(MikroORM).em, () => call(testApp.app.get(WatchlistsService)));

  describe('POST /api/watchlists', () => {
    it('should store a watchlist with the defaults for what is left out', async () => {
      const created = await create({ name: '  Acme in the news ', keywords: ['Acme', '"electric kettles"', 'Acme'] });
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Acme in the news',
        keywords: ['Acme', '"electric kettles"'],
        sources: [],
        minPrScore: 60,
        emails: [],
        webhookUrls: [],
        onlyRising: false,
        createdAt: expect.any(String),
        latestMatches: [],
      });
      expect((await list()).map((watchlist) => watchlist.id)).toContain(created.id);
    });

    it('should keep each address once, whatever its case', async () => {
      const created = await create({ name: 'Press', keywords: ['press'], emails: ['PR@Acme.test', 'pr@acme.test', 'desk@intranet'] });
      expect(created.emails).toEqual(['PR@Acme.test', 'desk@intranet']);
    });

    it('should take a private webhook whose host and port are in OUTBOUND_ALLOW_HOSTS', async () => {
      const created = await create({ name: 'Intranet hook', keywords: ['intranet'], webhookUrls: [`${upstream.url}/hooks/intranet`] });
      expect(created.webhookUrls).toEqual([`${upstream.url}/hooks/intranet`]);
    });

    describe('when a field is wrong', () => {
      const valid: WatchlistInput = { name: 'Valid', keywords: ['valid'] };
      it.each([
        ['name', { keywords: ['x'] }, 'name: please give the watchlist a name.'],
        ['name', { ...valid, name: '' }, 'name: please give the watchlist a name.'],
        ['name', { ...valid, name: 'n'.repeat(101) }, 'name: at most 100 characters.'],
        ['keywords', { name: 'x' }, 'keywords must be a list of words or "phrases in quotes".'],
        ['keywords', { ...valid, keywords: [] }, 'keywords: add at least one keyword.'],
        ['keywords', { ...valid, keywords: Array.from({ length: 51 }, (_, index) => `word${index}`) }, 'keywords: at most 50 keywords.'],
        ['keywords', { ...valid, keywords: ['k'.repeat(101)] }, 'keywords: a keyword has at most 100 characters.'],
        ['keywords', { ...valid, keywords: ['ok', '!!!', '--'] }, 'keywords: "!!!", "--" have no letters or digits to look for.'],
        ['sources', { ...valid, sources: ['reddit', 'tiktok'] }, 'sources: "tiktok" is not a source; choose from'],
        ['minPrScore', { ...valid, minPrScore: 101 }, 'minPrScore must be a whole number from 0 to 100.'],
        ['minPrScore', { ...valid, minPrScore: 5.5 }, 'minPrScore must be a whole number from 0 to 100.'],
        ['minPrScore', { ...valid, minPrScore: '60' }, 'minPrScore must be a whole number from 0 to 100.'],
        [
          'emails',
          { ...valid, emails: ['ok@acme.test', 'bob@', 'not an address'] },
          'emails: "bob@", "not an address" are not e-mail addresses.',
        ],
        ['emails', { ...valid, emails: 'pr@acme.test' }, 'emails must be a list of e-mail addresses.'],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['ftp://hooks.example.com/x'] },
          'webhookUrls: "ftp://hooks.example.com/x" is not an http(s) URL.',
        ],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['http://10.0.0.5/hook'] },
          'webhookUrls: the address 10.0.0.5 points to a private network; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.',
        ],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['http://[::1]/hook'] },
          'webhookUrls: the address [::1] points to this server itself (loopback); list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.',
        ],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['http://169.254.10.1/hook'] },
          'webhookUrls: the address 169.254.10.1 points to a link-local network; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.',
        ],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['https://hooks.example.com:8443/x'] },
          'webhookUrls: hooks.example.com:8443 uses port 8443, not a standard web port (80 or 443); list it in OUTBOUND_ALLOW_HOSTS',
        ],
        [
          'webhookUrls',
          { ...valid, webhookUrls: ['https://user:pw@hooks.example.com/x'] },
          'webhookUrls: the address for hooks.example.com carries a user name or password',
        ],
        ['userId', { ...valid, userId: 7 }, 'Unknown field "userId"'],
      ])('should answer 400 naming %s', async (_field, body, message) => {
        const before = (await list()).length;
        const response = await send('POST', '/api/watchlists', body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(message);
        expect(await list()).toHaveLength(before);
      });
    });
  });

  describe('PUT and DELETE /api/watchlists/:id', () => {
    it('should replace every field, left-out ones taking their defaults', async () => {
      const created = await create({ name: 'Before', keywords: ['before'], minPrScore: 80, emails: ['a@acme.test'], sources: ['reddit'] });
      const response = await send('PUT', `/api/watchlists/${created.id}`, { name: 'After', keywords: ['after'] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...created, name: 'After', keywords: ['after'], minPrScore: 60, emails: [], sources: [] });
    });

    it('should delete a watchlist, and answer 404 for it afterwards', async () => {
      const created = await create({ name: 'Short-lived', keywords: ['brief'] });
      expect((await send('DELETE', `/api/watchlists/${created.id}`)).status).toBe(204);
      expect((await send('DELETE', `/api/watchlists/${created.id}`)).status).toBe(404);
      expect((await send('PUT', `/api/watchlists/${created.id}`, { name: 'x', keywords: ['x'] })).status).toBe(404);
      expect((await list()).map((watchlist) => watchlist.id)).not.toContain(created.id);
    });

    it('should answer 400 for an id that is not a number', async () => {
      const response = await send('DELETE', '/api/watchlists/abc');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('The watchlist id must be a positive whole number.');
    });
  });

  describe("another user's watchlist", () => {
    // Requests without sign-in act for the one anonymous user (id 1); user 2's watchlist is made through the service.
    const OTHER_USER = 2;
    let theirs: Watchlist;

    beforeAll(async () => {
      theirs = await asService((service) =>
        service.create(OTHER_USER, { name: 'Their plans', keywords: ['secret'], emails: ['them@rival.test'] }),
      );
    });

    it('should be left out of the list and answer 404 to every call', async () => {
      expect((await list()).map((watchlist) => watchlist.id)).not.toContain(theirs.id);
      expect((await send('PUT', `/api/watchlists/${theirs.id}`, { name: 'Mine now', keywords: ['x'] })).status).toBe(404);
      expect((await send('POST', `/api/watchlists/${theirs.id}/test`)).status).toBe(404);
      expect((await send('GET', `/api/alerts?watchlistId=${theirs.id}`)).status).toBe(404);
      expect((await send('DELETE', `/api/watchlists/${theirs.id}`)).status).toBe(404);
      expect((await asService((service) => service.list(OTHER_USER))).map((watchlist) => watchlist.name)).toEqual(['Their plans']);
    });

    it('should keep each user to their own watchlists in the service too', async () => {
      const mine = await create({ name: 'Mine', keywords: ['mine'] });
      const notFound = { code: 'not-found' };
      await expect(asService((service) => service.update(OTHER_USER, mine.id, { name: 'x', keywords: ['x'] }))).rejects.toMatchObject(
        notFound,
      );
      await expect(asService((service) => service.remove(OTHER_USER, mine.id))).rejects.toMatchObject(notFound);
      await expect(asService((service) => service.sendTest(OTHER_USER, mine.id))).rejects.toMatchObject(notFound);
      await expect(asService((service) => service.listAlerts(OTHER_USER, mine.id))).rejects.toMatchObject(notFound);
      expect((await asService((service) => service.list(OTHER_USER))).map((watchlist) => watchlist.id)).not.toContain(mine.id);
      expect((await list()).map((watchlist) => watchlist.id)).toContain(mine.id);
    });
  });

  describe('matching', () => {
    it('should match a phrase as a phrase, ignoring case and accents, whole words only', async () => {
      const watchlist = await create({ name: 'Zephyr', keywords: ['"zéphyr café"', 'Ostrava'], minPrScore: 0 });
      const [phrase, accents, apart, partWord, other] = await insertTrendingItems(testApp.orm, [
        { title: 'ZEPHYR CAFE opens a second branch', prScore: 50 },
        { title: 'Protest in OSTRAVA over tram fares', prScore: 50 },
        { title: 'A café named after the zephyr wind', prScore: 50 },
        { title: 'Ostravan startups raise funds', prScore: 50 },
        { title: 'Nothing to see here', content: 'Zephyr and café, but not together.', prScore: 50 },
      ]);
      await matching().matchItems([phrase!, accents!, apart!, partWord!, other!]);
      const [stored] = (await list()).filter((entry) => entry.id === watchlist.id);
      expect(stored!.latestMatches.map((match) => [match.trendingItemId, match.matchedKeywords])).toEqual(
        expect.arrayContaining([
          [phrase, ['"zéphyr café"']],
          [accents, ['Ostrava']],
        ]),
      );
      expect(stored!.latestMatches).toHaveLength(2);
    });

    it('should match the text as well as the title', async () => {
      const watchlist = await create({ name: 'Harbour', keywords: ['"harbour tunnel"'], minPrScore: 0 });
      const [id] = await insertTrendingItems(testApp.orm, [
        { title: 'City plans', content: 'The harbour tunnel opens in May.', prScore: 40 },
      ]);
      expect(await matching().matchItems([id!])).toEqual({ matches: 1, alerts: 0 });
      const [stored] = (await list()).filter((entry) => entry.id === watchlist.id);
      expect(stored!.latestMatches).toEqual([
        {
          trendingItemId: id,
          title: 'City plans',
          source: 'reddit',
          prScore: 40,
          url: expect.any(String),
          matchedKeywords: ['"harbour tunnel"'],
          matchedAt: expect.any(String),
        },
      ]);
    });

    it('should keep to the listed sources and the minimum PR score', async () => {
      const watchlist = await create({ name: 'Velmora', keywords: ['Velmora'], sources: ['news', 'hackernews'], minPrScore: 70 });
      const ids = await insertTrendingItems(testApp.orm, [
        { title: 'Velmora shares jump', source: 'news', prScore: 70 },
        { title: 'Velmora layoffs', source: 'hackernews', prScore: 69 },
        { title: 'Velmora on Reddit', source: 'reddit', prScore: 95 },
      ]);
      await matching().matchItems(ids);
      const [stored] = (await list()).filter((entry) => entry.id === watchlist.id);
      expect(stored!.latestMatches.map((match) => match.title)).toEqual(['Velmora shares jump']);
    });
  });

  describe('when a watchlist is saved after matching stories are stored', () => {
    const alertRows = async (watchlistId: number) =>
      (
        await boundQuery<{ count: number }>(testApp.orm.em.fork(), 'select count(*)::int as count from alert where watchlist_id = $1', [
          watchlistId,
        ])
      )[0]!.count;

    it('should list the stored stories that match it at once, alert nobody, and not alert for them on a later fetch', async () => {
      const [kettle, other] = await insertTrendingItems(testApp.orm, [
        { title: 'Brannock kettles recalled across Europe', prScore: 65 },
        { title: 'A quiet day in Brannockshire', prScore: 65 },
      ]);
      const created = await create({ name: 'Brannock', keywords: ['Brannock'], minPrScore: 50, emails: ['desk@brannock.test'] });

      expect(created.latestMatches.map((match) => [match.trendingItemId, match.title, match.matchedKeywords])).toEqual([
        [kettle, 'Brannock kettles recalled across Europe', ['Brannock']],
      ]);
      expect((await list()).find((entry) => entry.id === created.id)!.latestMatches).toHaveLength(1);
      expect(await alertRows(created.id)).toBe(0);

      // The fetch that sees the same stories again finds them matched: still no alert.
      expect(await matching().matchItems([kettle!, other!])).toEqual({ matches: 0, alerts: 0 });
      expect(await alertRows(created.id)).toBe(0);

      // A story found after the save alerts as before.
      const [fresh] = await insertTrendingItems(testApp.orm, [{ title: 'Brannock recall widens', prScore: 70 }]);
      expect(await matching().matchItems([fresh!])).toEqual({ matches: 1, alerts: 1 });
    });

    it('should add the stored stories the edited rules match, without alerts', async () => {
      const [tram] = await insertTrendingItems(testApp.orm, [{ title: 'Kellford tram strike enters day three', prScore: 55 }]);
      const created = await create({ name: 'Kellford', keywords: ['"Kellford council"'], minPrScore: 50, emails: ['desk@kellford.test'] });
      expect(created.latestMatches).toEqual([]);

      const response = await send('PUT', `/api/watchlists/${created.id}`, {
        name: 'Kellford',
        keywords: ['"Kellford council"', 'strike'],
        minPrScore: 50,
        emails: ['desk@kellford.test'],
      });
      expect(response.status).toBe(200);
      const updated = (await response.json()) as Watchlist;
      expect(updated.latestMatches.map((match) => [match.trendingItemId, match.matchedKeywords])).toEqual([[tram, ['strike']]]);
      expect(await alertRows(created.id)).toBe(0);
    });
  });

  describe('after a fetch', () => {
    const fetchContent = () =>
      send('POST', '/api/fetch-content', {
        enabledSources: ['x_trending'],
        reddit: { subreddits: ['news'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
        xTrending: { useFallback: true, maxResults: 10 },
      });

    it('should alert each recipient once about a new match, and a re-fetch should alert nobody', async () => {
      const watchlist = await create({
        name: 'Quillon',
        keywords: ['"solid-state battery"'],
        minPrScore: 0,
        emails: ['fleet@quillon.test'],
        webhookUrls: [`${upstream.url}/hooks/quillon`],
      });
      expect((await fetchContent()).status).toBe(200);
      await waitForJobs(testApp.orm, [FETCHED_ITEMS_QUEUE, DELIVER_ALERT_QUEUE]);
      const first = await alertsOf(watchlist.id);
      expect(first.map((alert) => [alert.kind, alert.channel, alert.recipient])).toEqual(
        expect.arrayContaining([
          ['match', 'email', 'fleet@quillon.test'],
          ['match', 'webhook', `${upstream.url}/hooks/quillon`],
        ]),
      );
      expect(first).toHaveLength(2);
      expect(new Set(first.map((alert) => alert.trendingItemId)).size).toBe(1);
      expect(upstream.requests.filter((request) => request.path === '/hooks/quillon')).toHaveLength(1);

      expect((await fetchContent()).status).toBe(200);
      await waitForJobs(testApp.orm, [FETCHED_ITEMS_QUEUE, DELIVER_ALERT_QUEUE]);
      expect(await alertsOf(watchlist.id)).toHaveLength(2);
      expect(upstream.requests.filter((request) => request.path === '/hooks/quillon')).toHaveLength(1);
      const [stored] = (await list()).filter((entry) => entry.id === watchlist.id);
      expect(stored!.latestMatches.map((match) => match.title)).toEqual(['Quillon Motors unveils a solid-state battery']);
    });

    it('should fail an e-mail alert at once, in words, when SMTP_URL is not set', async () => {
      const watchlist = await create({ name: 'No mail', keywords: ['Orvendale'], minPrScore: 0, emails: ['desk@orvendale.test'] });
      const [id] = await insertTrendingItems(testApp.orm, [{ title: 'Orvendale wins the cup', prScore: 50 }]);
      await matching().matchItems([id!]);
      const [alert] = await waitUntil(
        () => alertsOf(watchlist.id),
        (alerts) => alerts.length === 1 && alerts[0]!.status === 'failed',
      );
      expect(alert).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'E-mail is not set up on this server (SMTP_URL).',
        sentAt: null,
      });
      const attempts = await boundQuery<{ ok: boolean; error: string }>(
        testApp.orm.em.fork(),
        'select ok, error from alert_attempt where alert_id = $1',
        [alert!.id],
      );
      expect(attempts).toEqual([{ ok: false, error: 'E-mail is not set up on this server (SMTP_URL).' }]);
    });
  });

  describe('GET /api/alerts', () => {
    it('should answer 400 for a watchlistId that is not a number', async () => {
      const response = await send('GET', '/api/alerts?watchlistId=abc');
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('watchlistId');
    });

    it("should list all of the user's alerts, newest first, without a watchlistId", async () => {
      const alerts = (await (await send('GET', '/api/alerts')).json()) as Alert[];
      expect(alerts.length).toBeGreaterThan(0);
      const times = alerts.map((alert) => alert.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(alerts.every((alert) => alert.recipient !== 'them@rival.test')).toBe(true);
    });
  });

  it('should refuse a test alert for a watchlist without recipients', async () => {
    const watchlist = await create({ name: 'On screen only', keywords: ['screen'] });
    const response = await send('POST', `/api/watchlists/${watchlist.id}/test`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This watchlist has no recipients. Add an e-mail address or a webhook URL first.',
    );
  });

  describe('with sign-in (AUTH_MODE=local)', () => {
    const ADMIN = { email: 'lead@watchlists.test', password: 'lead-watchlists-password' };
    const MEMBER = { email: 'desk@watchlists.test', password: 'desk-watchlists-password' };
    let signedIn: TestApp;

    beforeAll(async () => {
      signedIn = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      const admin = await signIn(signedIn.baseUrl, ADMIN.email, ADMIN.password);
      const invite = await admin.call('POST', '/api/users/invites', { email: MEMBER.email, role: 'member' });
      const token = new URL(((await invite.json()) as OneTimeLinkCreated).link).searchParams.get('token') ?? '';
      const redeemed = await client(signedIn.baseUrl).call('POST', `/api/auth/links/${encodeURIComponent(token)}`, {
        name: 'News Desk',
        password: MEMBER.password,
      });
      expect(redeemed.status).toBe(200);
    });

    afterAll(async () => {
      await signedIn?.close();
    });

    it("should keep each person's watchlists and alerts their own: another's is a 404, even for an admin", async () => {
      const member = await signIn(signedIn.baseUrl, MEMBER.email, MEMBER.password);
      const admin = await signIn(signedIn.baseUrl, ADMIN.email, ADMIN.password);
      const created = await member.call('POST', '/api/watchlists', {
        name: 'Desk topics',
        keywords: ['desk'],
        emails: ['desk@watchlists.test'],
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as Watchlist;

      expect(((await (await member.call('GET', '/api/watchlists')).json()) as Watchlist[]).map((watchlist) => watchlist.id)).toEqual([id]);
      expect(await (await admin.call('GET', '/api/watchlists')).json()).toEqual([]);
      expect((await admin.call('PUT', `/api/watchlists/${id}`, { name: 'Taken', keywords: ['x'] })).status).toBe(404);
      expect((await admin.call('POST', `/api/watchlists/${id}/test`)).status).toBe(404);
      expect((await admin.call('GET', `/api/alerts?watchlistId=${id}`)).status).toBe(404);
      expect((await admin.call('DELETE', `/api/watchlists/${id}`)).status).toBe(404);
      expect((await member.call('GET', `/api/alerts?watchlistId=${id}`)).status).toBe(200);
    });

    it('should answer 401 signed out', async () => {
      const browser = client(signedIn.baseUrl);
      expect((await browser.call('GET', '/api/watchlists')).status).toBe(401);
      expect((await browser.call('POST', '/api/watchlists', { name: 'x', keywords: ['x'] })).status).toBe(401);
      expect((await browser.call('GET', '/api/alerts')).status).toBe(401);
    });
  });
});
