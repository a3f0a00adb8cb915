import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/errors/app.exception.js';
import { loadAppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { AiTimeoutError } from '../../src/platform/ai/ai-errors.js';
import { REFRESH_QUEUE } from '../../src/modules/sources/scheduled-refresh.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { migrateDatabase } from '../../src/platform/database/database-runtime.js';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../src/platform/database/embedded-database.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { DATABASE_CONNECT_TIMEOUT_MS, ormOptions } from '../../src/platform/database/orm-options.js';
import { JobQueue, QUEUE_SCHEMA } from '../../src/platform/queue/job-queue.js';
import { waitForJobs } from '../support/job-queue.js';
import { type ServerProcess, startServerProcess, waitFor } from '../support/server-process.js';
import { createTestDatabase, startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

/** The X trends connector's per-page time cap (its default; no setting changes it). */
const X_TRENDS_PAGE_TIMEOUT_MS = 10_000;

/** A Reddit listing in the API's wire format: posts from the last hour with many upvotes. */
function redditListing(ids: string[]): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    kind: 'Listing',
    data: {
      after: null,
      dist: ids.length,
      children: ids.map((id) => ({
        kind: 't3',
        data: {
          id,
          name: `t3_${id}`,
          title: `Council votes to rebuild the harbour wall after storm ${id}`,
          selftext: '',
          subreddit: 'technology',
          ups: 4200,
          score: 4200,
          num_comments: 310,
          permalink: `/r/technology/comments/${id}/post/`,
          url: `https://www.reddit.com/r/technology/comments/${id}/post/`,
          created_utc: nowSeconds - 3600,
          over_18: false,
          stickied: false,
        },
      })),
    },
  });
}

/** Whether a new TCP connection to the port is accepted or refused. */
function connectOutcome(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });
}

/** Rejects when `work` has not settled within `ms`. */
async function withTimeout<T>(work: Promise<T> | undefined, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// "The process does not crash": an uncaught exception or an unhandled 'error' event in this worker
// fails the test that is running (Jest's handler), as it would end the server in production. Without
// 'error' listeners on the pg pool and its clients the first two cases below fail that way.
describe('Faults', () => {
  describe('when PostgreSQL stops and comes back', () => {
    let root: string;
    let clusterDir: string;
    let database: EmbeddedDatabase;
    let app: NestExpressApplication;
    let baseUrl: string;
    let itemId: number;

    const postmasterPid = async () => Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const startCluster = (port?: number) => startEmbeddedDatabase({ clusterDir, databaseName: 'faults', port });
    /** Terminates every server connection of the app's database but ours: "a pooled connection killed by the server". */
    const terminateAppConnections = async (): Promise<number> => {
      const admin = new pg.Client({ connectionString: database.clusterUrl('postgres') });
      admin.on('error', () => undefined);
      await admin.connect();
      try {
        const result = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'faults' and pid <> pg_backend_pid()",
        );
        return result.rowCount ?? 0;
      } finally {
        await admin.end();
      }
    };

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-faults-'));
      clusterDir = path.join(root, 'cluster');
      database = await startCluster();
      await migrateDatabase(database.url);
      app = await createApp(loadAppConfig({ DATA_DIR: root, LOG_LEVEL: 'error' }), database.url, { quiet: true, serveWeb: false });
      await app.listen(0, '127.0.0.1');
      baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
      const orm = await MikroORM.init(ormOptions(database.url, { poolMax: 1, entities: ALL_ENTITIES }));
      try {
        [itemId] = await insertTrendingItems(orm, [{ title: 'Stored before the outage' }]);
      } finally {
        await orm.close(true);
      }
    }, 60_000);

    afterAll(async () => {
      // Bounded, so a failed case cannot leave this cluster running (and Jest waiting on it).
      await withTimeout(app?.close(), 10_000).catch(() => undefined);
      await withTimeout(database?.stop(), 10_000).catch(async () => process.kill(await postmasterPid(), 'SIGKILL'));
      await rm(root, { recursive: true, force: true });
    }, 30_000);

    it('should survive pooled connections killed by the server and answer from fresh ones', async () => {
      expect((await fetch(`${baseUrl}/api/trending`)).status).toBe(200);
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const response = await fetch(`${baseUrl}/api/trending`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { id: number }[]).map((item) => item.id)).toEqual([itemId]);
    });

    it('should survive a connection killed in the middle of a query', async () => {
      const orm = app.get(MikroORM);
      const slowQuery = orm.em.fork().getConnection().execute('select pg_sleep(5)');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateAppConnections();
      await expect(slowQuery).rejects.toThrow(/terminat/i);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${baseUrl}/api/trending`)).status).toBe(200);
    });

    it('should answer 503 with a clear message and report the database down while it is stopped', async () => {
      await database.stop();

      for (const request of [
        fetch(`${baseUrl}/api/trending`),
        fetch(`${baseUrl}/api/saved-items`),
        fetch(`${baseUrl}/api/saved-items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ trendingItemId: itemId, prAngleId: 1 }),
        }),
      ]) {
        const response = await request;
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      }

      const started = Date.now();
      const health = await fetch(`${baseUrl}/api/health`);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'degraded', database: 'down' });
    });

    it('should recover by itself when the database is back, with nothing lost', async () => {
      database = await startCluster(database.port);

      await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).status === 200, 15_000);
      expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
      const response = await fetch(`${baseUrl}/api/trending`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { title: string }[]).map((item) => item.title)).toEqual(['Stored before the outage']);
    }, 30_000);

    it('should answer 503 within the connection wait when the server stops answering, then recover', async () => {
      await terminateAppConnections();
      // A frozen postmaster: the kernel still accepts connections, nobody answers them.
      const frozenPid = await postmasterPid();
      process.kill(frozenPid, 'SIGSTOP');
      try {
        const started = Date.now();
        // Bounded here too, so a hang fails the test and the finally block wakes the server up.
        const signal = AbortSignal.timeout(DATABASE_CONNECT_TIMEOUT_MS + 2000);
        const [trending, health] = await Promise.all([
          fetch(`${baseUrl}/api/trending`, { signal }),
          fetch(`${baseUrl}/api/health`, { signal }),
        ]);
        expect(health.status).toBe(503);
        expect(trending.status).toBe(503);
        expect(await trending.json()).toEqual({ statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
        expect(Date.now() - started).toBeLessThan(DATABASE_CONNECT_TIMEOUT_MS + 2000);
      } finally {
        process.kill(frozenPid, 'SIGCONT');
      }
      await waitFor(async () => (await fetch(`${baseUrl}/api/trending`)).status === 200, 10_000);
    }, 20_000);
  });

  describe('when upstreams fail during a fetch', () => {
    let reddit: FakeUpstream;
    let trendPage: FakeUpstream;
    let testApp: TestApp;
    let redditListings: 'ok' | 'storm' = 'ok';
    let trendPageAnswers: 'ok' | 'hang' | 'down' = 'ok';

    const fetchContent = () =>
      fetch(`${testApp.baseUrl}/api/fetch-content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          enabledSources: ['reddit', 'x_trending'],
          reddit: { subreddits: ['technology', 'science'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
          xTrending: { useFallback: false, maxResults: 5 },
        }),
      });
    // Every stored row, read from the table: the list answer shows one row per story, so an item that
    // joins a new item's story leaves the top level of GET /api/trending without being lost.
    const storedIds = async () =>
      (await testApp.orm.em.fork().getConnection().execute('select id, source from trending_item order by id')) as {
        id: number;
        source: string;
      }[];

    beforeAll(async () => {
      reddit = await startFakeUpstream((request, response, hit) => {
        if (request.path.startsWith('/api/v1/access_token')) {
          reply(response, 200, JSON.stringify({ access_token: 'token-1', token_type: 'bearer', expires_in: 86400, scope: '*' }));
          return;
        }
        if (redditListings === 'storm') {
          reply(response, 503, '{"message":"Service Unavailable"}');
          return;
        }
        reply(response, 200, redditListing([`post-${hit}`, `other-${hit}`]));
      });
      trendPage = await startFakeUpstream((_request, response) => {
        if (trendPageAnswers === 'hang') {
          return; // never answers; closed with the server
        }
        if (trendPageAnswers === 'down') {
          reply(response, 503, 'Service Unavailable');
          return;
        }
        reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
      });
      testApp = await startTestApp({
        REDDIT_CLIENT_ID: 'fault-app',
        REDDIT_CLIENT_SECRET: 'fault-secret',
        REDDIT_TOKEN_URL: `${reddit.url}/api/v1/access_token`,
        REDDIT_API_URL: reddit.url,
        X_TRENDS_URLS: `${trendPage.url}/`,
        NEWS_RSS_URLS: `${trendPage.url}/rss.xml`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(reddit, trendPage),
      });
      const first = await fetchContent();
      expect(first.status).toBe(200);
    });

    afterAll(async () => {
      await testApp?.close();
      await Promise.all([reddit?.close(), trendPage?.close()]);
    });

    it('should keep the X trends and everything stored when Reddit answers 503 to every listing request', async () => {
      const before = await storedIds();
      redditListings = 'storm';
      const listingRequestsBefore = reddit.requests.filter((request) => request.path.startsWith('/r/')).length;
      try {
        const response = await fetchContent();
        expect(response.status).toBe(200);
        const body = (await response.json()) as { counts: Record<string, number>; data: { errors: Record<string, string> } };
        expect(body.data.errors.reddit).toBe('Reddit is having trouble (HTTP 503). Try again later.');
        expect(body.counts.x_trending).toBeGreaterThan(0);
        expect(body.counts.reddit).toBeUndefined();
        // The storm was retried (bounded), not hammered.
        const listingRequests = reddit.requests.filter((request) => request.path.startsWith('/r/')).length - listingRequestsBefore;
        expect(listingRequests).toBe(3);
      } finally {
        redditListings = 'ok';
      }
      const after = await storedIds();
      expect(after.map((item) => item.id)).toEqual(expect.arrayContaining(before.map((item) => item.id)));
      expect(after.filter((item) => item.source === 'reddit').length).toBe(before.filter((item) => item.source === 'reddit').length);
    });

    it('should store the Reddit posts and explain the X failure when the trend page hangs past its time cap', async () => {
      const before = await storedIds();
      trendPageAnswers = 'hang';
      const started = Date.now();
      try {
        const response = await fetchContent();
        expect(response.status).toBe(200);
        const body = (await response.json()) as { counts: Record<string, number>; data: { errors: Record<string, string> } };
        expect(body.counts.reddit).toBe(2);
        expect(body.data.errors.x_trending).toBe(`The trend page ${new URL(trendPage.url).host} did not answer in time.`);
        expect(Date.now() - started).toBeLessThan(X_TRENDS_PAGE_TIMEOUT_MS + 3000);
      } finally {
        trendPageAnswers = 'ok';
      }
      const after = await storedIds();
      expect(after.map((item) => item.id)).toEqual(expect.arrayContaining(before.map((item) => item.id)));
      expect(after.filter((item) => item.source === 'reddit').length).toBe(before.filter((item) => item.source === 'reddit').length + 2);
    }, 25_000);

    it('should log a scheduled refresh that could fetch nothing, in words, and serve on', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      let warnings: unknown[];
      redditListings = 'storm';
      trendPageAnswers = 'down';
      try {
        // One REFRESH_CRON tick: it repeats the configuration of the fetches above, and every source fails.
        expect(await testApp.app.get(JobQueue).send(REFRESH_QUEUE, {})).not.toBeNull();
        await waitForJobs(testApp.orm, [REFRESH_QUEUE]);
        warnings = warn.mock.calls.map(([message]) => message);
      } finally {
        redditListings = 'ok';
        trendPageAnswers = 'ok';
        warn.mockRestore();
      }
      expect(warnings).toContainEqual(
        expect.stringMatching(/^Job scheduled-refresh \S+ failed \(try 1 of 1\): No content could be fetched from the selected sources\.$/),
      );
      const [job] = await boundQuery<{ state: string }>(
        testApp.orm.em.fork(),
        `select state from ${QUEUE_SCHEMA}.job where name = $1 order by created_on desc limit 1`,
        [REFRESH_QUEUE],
      );
      expect(job?.state).toBe('failed');
      expect((await fetch(`${testApp.baseUrl}/api/health`)).status).toBe(200);
    }, 25_000);
  });

  describe('when the AI provider hangs', () => {
    const AI_TIMEOUT_MS = 1500;
    let silentProvider: FakeUpstream;
    let testApp: TestApp;

    beforeAll(async () => {
      silentProvider = await startFakeUpstream(() => undefined);
      testApp = await startTestApp({
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: `${silentProvider.url}/v1`,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      });
    });

    afterAll(async () => {
      await testApp?.close();
      await silentProvider?.close();
    });

    it('should fail the generation with a 504 and a clear message within AI_TIMEOUT_MS, storing nothing', async () => {
      const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'Energy prices fall for the third month running' }]);
      const started = Date.now();
      const response = await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' });
      const elapsed = Date.now() - started;

      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ statusCode: 504, message: new AiTimeoutError('pr-angles', AI_TIMEOUT_MS).message });
      expect(elapsed).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(2500);
      expect(silentProvider.requests.length).toBeGreaterThan(0);
      const stored = await boundQuery<{ n: number }>(
        testApp.orm.em.fork(),
        'select count(*)::int as n from pr_angle where trending_item_id = $1',
        [itemId],
      );
      expect(stored[0].n).toBe(0);
    });
  });

  describe('when the server gets SIGTERM during a request', () => {
    const SLOW_PAGE_DELAY_MS = 1500;
    let slowPage: FakeUpstream;
    let databaseUrl: string;
    let dataDir: string;
    let server: ServerProcess;
    let port: number;

    beforeAll(async () => {
      databaseUrl = await createTestDatabase();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-sigterm-'));
      slowPage = await startFakeUpstream((_request, response) => {
        setTimeout(
          () => reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' }),
          SLOW_PAGE_DELAY_MS,
        );
      });
      server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        X_TRENDS_URLS: `${slowPage.url}/`,
        NEWS_RSS_URLS: `${slowPage.url}/rss.xml`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(slowPage),
      });
      port = server.port;
    }, 30_000);

    afterAll(async () => {
      if (server?.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
      await slowPage?.close();
      if (dataDir) {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('should finish the request in flight, refuse new connections, and exit 0', async () => {
      let settled = false;
      const inFlight = fetch(`http://127.0.0.1:${port}/api/fetch-content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          enabledSources: ['x_trending'],
          reddit: { subreddits: ['technology'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
          xTrending: { useFallback: false, maxResults: 5 },
        }),
      }).finally(() => (settled = true));
      await waitFor(async () => slowPage.requests.length > 0, 5_000);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');

      await waitFor(async () => (await connectOutcome(port)) === 'refused', 1_000);
      expect(settled).toBe(false);

      const response = await inFlight;
      expect(response.status).toBe(200);
      // Told not to reuse the connection, so a keep-alive client does not hold the shutdown up.
      expect(response.headers.get('connection')).toBe('close');
      expect(((await response.json()) as { counts: Record<string, number> }).counts.x_trending).toBeGreaterThan(0);

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(SLOW_PAGE_DELAY_MS + 2000);
      expect(server.output()).toContain('Stopped cleanly');
      const orm = await MikroORM.init(ormOptions(databaseUrl, { poolMax: 1, entities: ALL_ENTITIES }));
      try {
        const runs = await boundQuery<{ n: number }>(orm.em.fork(), "select count(*)::int as n from fetch_run where trigger = 'user'", []);
        expect(runs[0].n).toBe(1);
      } finally {
        await orm.close(true);
      }
    }, 15_000);
  });
});
