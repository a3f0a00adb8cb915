import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PrAngle, SavedItem } from '../../src/contracts/campaigns.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { CalendarSyncService } from '../../src/modules/events/calendar-sync.service.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { REFRESH_QUEUE } from '../../src/modules/sources/scheduled-refresh.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { JobQueue, type QueueTimings } from '../../src/platform/queue/job-queue.js';
import { FAST_QUEUE, startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';
import { TrendingService } from '../../src/modules/trending/trending.service.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { redditListingWithOnePost, replyRedditToken } from '../support/reddit-listing.js';

type Instance = { app: NestExpressApplication; baseUrl: string };

const REDDIT_APP_ID = 'scale-app';
const REDDIT_APP_SECRET = 'scale-secret-value';

describe('Two instances on one database', () => {
  let upstream: FakeUpstream;
  let env: Record<string, string>;
  let first: TestApp;
  let a: Instance;
  let b: Instance;
  const extraInstances: NestExpressApplication[] = [];

  /** Another instance of the app, as production would start it, on the first instance's database. */
  const startInstance = (overrides: Record<string, string> = {}, queueTimings?: Partial<QueueTimings>): Promise<Instance> =>
    startAnotherInstance(first.databaseUrl, { ...env, ...overrides }, { queueTimings });
  const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const answered = await response;
    expect(answered.ok).toBe(true);
    return (await answered.json()) as T;
  };
  const post = (instance: Instance, path: string, body?: unknown) =>
    fetch(`${instance.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const scheduleRuns = async (since: Date) =>
    boundQuery<{ startedMs: number }>(
      first.orm.em.fork(),
      `select (extract(epoch from started_at) * 1000)::float8 as "startedMs" from fetch_run where trigger = 'schedule' and started_at >= $1 order by started_at`,
      [since],
    );

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      if (request.path.startsWith('/api/v1/access_token')) {
        replyRedditToken(request, response, REDDIT_APP_ID, REDDIT_APP_SECRET);
      } else if (request.path.startsWith('/r/')) {
        reply(response, 200, redditListingWithOnePost('scale1'));
      } else {
        reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
      }
    });
    env = {
      // Every instance needs the same key to read the secrets another one stored.
      APP_SECRET_KEY: 'scale-out-shared-secret-key',
      REDDIT_TOKEN_URL: `${upstream.url}/api/v1/access_token`,
      REDDIT_API_URL: upstream.url,
      X_TRENDS_URLS: `${upstream.url}/trends/`,
      NEWS_RSS_URLS: `${upstream.url}/rss.xml`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
    };
    first = await startTestApp(env);
    a = { app: first.app, baseUrl: first.baseUrl };
    b = await startInstance();
  });

  afterAll(async () => {
    await Promise.all(extraInstances.map((app) => app.close()));
    await b?.app.close();
    await first?.close();
    await upstream?.close();
  });

  it('should serve the same stored items from both instances', async () => {
    await insertTrendingItems(first.orm, [
      { title: 'Supermarket launches refill aisles in 40 stores', prScore: 81 },
      { title: 'Rail fares to rise by 4.6% in March', prScore: 64 },
    ]);
    const fromA = await json<TrendingItem[]>(fetch(`${a.baseUrl}/api/trending`));
    const fromB = await json<TrendingItem[]>(fetch(`${b.baseUrl}/api/trending`));
    expect(fromA.map((item) => item.title)).toEqual([
      'Supermarket launches refill aisles in 40 stores',
      'Rail fares to rise by 4.6% in March',
    ]);
    expect(fromB).toEqual(fromA);
  });

  it('should show on one instance an angle saved on the other, and its removal too', async () => {
    const [itemId] = await insertTrendingItems(first.orm, [{ title: 'Libraries lend out 10,000 energy monitors this winter' }]);
    const angles = await json<PrAngle[]>(post(a, `/api/trending/${itemId}/generate-angles`));
    expect(angles.length).toBeGreaterThanOrEqual(1);
    expect(await json<PrAngle[]>(fetch(`${b.baseUrl}/api/trending/${itemId}/angles`))).toEqual(expect.arrayContaining(angles));

    const saved = await json<SavedItem>(post(a, '/api/saved-items', { trendingItemId: itemId, prAngleId: angles[0].id }));
    const seenOnB = await json<SavedItem[]>(fetch(`${b.baseUrl}/api/saved-items`));
    expect(seenOnB).toEqual([saved]);

    expect((await fetch(`${b.baseUrl}/api/saved-items/${saved.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await json<SavedItem[]>(fetch(`${a.baseUrl}/api/saved-items`))).toEqual([]);
  });

  it('should fetch on one instance with the Reddit credentials saved on the other', async () => {
    expect((await post(a, '/api/set-reddit-credentials', { appId: REDDIT_APP_ID, appSecret: REDDIT_APP_SECRET })).status).toBe(200);
    expect(await json<{ redditCredentialsSaved: boolean }>(fetch(`${b.baseUrl}/api/settings/status`))).toMatchObject({
      redditCredentialsSaved: true,
    });
    const tokenRequestsBefore = upstream.requests.filter((request) => request.path.startsWith('/api/v1/access_token')).length;

    const response = await post(b, '/api/fetch-content', {
      enabledSources: ['reddit'],
      reddit: { subreddits: ['news'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
      xTrending: { useFallback: false, maxResults: 3 },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { counts: Record<string, number> }).counts).toEqual({ reddit: 1 });
    // B asked for its own token with the secret it decrypted from the row A wrote.
    expect(upstream.requests.filter((request) => request.path.startsWith('/api/v1/access_token')).length).toBe(tokenRequestsBefore + 1);
  });

  describe('scheduled refresh', () => {
    beforeAll(async () => {
      // The refresh repeats the last configuration a person used.
      const response = await post(a, '/api/fetch-content', {
        enabledSources: ['x_trending'],
        reddit: { subreddits: ['news'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
        xTrending: { useFallback: false, maxResults: 3 },
      });
      expect(response.status).toBe(200);
    });

    /** Waits until at least `count` scheduled runs started since `since`, then a little longer for any extra one. */
    const settledRuns = async (since: Date, count: number) => {
      for (let waited = 0; waited < 10_000 && (await scheduleRuns(since)).length < count; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return scheduleRuns(since);
    };

    it('should run a tick on exactly one instance when both work the queue', async () => {
      const since = new Date();
      // A tick is one job; both instances have a worker waiting for it.
      expect(await a.app.get(JobQueue).send(REFRESH_QUEUE, {})).not.toBeNull();
      expect(await settledRuns(since, 1)).toHaveLength(1);
    });

    it('should drop a tick sent while the previous one is still waiting or running', async () => {
      const since = new Date();
      expect(await a.app.get(JobQueue).send(REFRESH_QUEUE, {})).not.toBeNull();
      expect(await b.app.get(JobQueue).send(REFRESH_QUEUE, {})).toBeNull();
      expect(await settledRuns(since, 1)).toHaveLength(1);
    });

    it('should never run one REFRESH_CRON tick twice with the cron firing every second on both', async () => {
      const since = new Date();
      const cronInstances = await Promise.all([
        startInstance({ REFRESH_CRON: '* * * * * *' }, FAST_QUEUE),
        startInstance({ REFRESH_CRON: '* * * * * *' }, FAST_QUEUE),
      ]);
      extraInstances.push(...cronInstances.map((instance) => instance.app));
      // Schedules are checked every second on both; a tick is sent once per minute at most (pg-boss's resolution).
      const runs = await settledRuns(since, 1);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await Promise.all(cronInstances.map((instance) => instance.app.close()));
      extraInstances.length = 0;
      // The schedule is shared in the database: the instances left must not keep refreshing during the next tests.
      await boundQuery(first.orm.em.fork(), `delete from pgboss.schedule where name = $1`, [REFRESH_QUEUE]);

      const allRuns = await scheduleRuns(since);
      const minuteOf = (ms: number) => Math.floor(ms / 60_000);
      expect(runs.length).toBeGreaterThanOrEqual(1);
      // At most one run per tick, one tick per minute: as many runs as minutes the test touched. Not
      // one run per minute of its start: a tick sent at 12:00:59.9 can start at 12:01:00.1, and the
      // next, 12:01's, a second later.
      expect(allRuns.length).toBeLessThanOrEqual(minuteOf(Date.now()) - minuteOf(since.getTime()) + 1);
    }, 30_000);
  });

  it('should leave no duplicate calendar events when both instances sync at once', async () => {
    const results = await Promise.all([
      a.app.get(CalendarSyncService).sync('2026-03-01'),
      b.app.get(CalendarSyncService).sync('2026-03-01'),
    ]);
    const synced = results.flatMap((result) => (result.synced ? [result] : []));
    expect(synced.length).toBeGreaterThanOrEqual(1);
    const [counts] = await boundQuery<{ total: number; keys: number }>(
      first.orm.em.fork(),
      'select count(*)::int as total, count(distinct key)::int as keys from calendar_event',
      [],
    );
    expect(counts.keys).toBe(counts.total);
    expect(counts.total).toBeGreaterThanOrEqual(synced[0].events);
  });

  it('should refresh a list another instance has in memory as soon as new items are stored', async () => {
    const before = await json<TrendingItem[]>(fetch(`${b.baseUrl}/api/trending`));
    await json<TrendingItem[]>(fetch(`${b.baseUrl}/api/trending`));
    const title = `Cache check ${Date.now()}: council doubles recycling collections`;
    await a.app.get(TrendingService).ingest([
      {
        source: 'news',
        externalId: `cache-check-${Date.now()}`,
        title,
        content: null,
        sourceUrl: 'https://example.com/cache-check',
        subreddit: null,
        publication: 'The Test Times',
        upvotes: null,
        comments: null,
        shares: null,
        timestamp: new Date().toISOString(),
        rank: null,
      },
    ]);
    let after = before;
    for (let attempt = 0; attempt < 30 && !after.some((item) => item.title === title); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await json<TrendingItem[]>(fetch(`${b.baseUrl}/api/trending`));
    }
    expect(after.map((item) => item.title)).toContain(title);
    expect(after).toHaveLength(before.length + 1);
  });
});
