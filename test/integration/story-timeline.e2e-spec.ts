import type { StorySnapshot } from '../../src/contracts/timeline.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import type { Watchlist } from '../../src/contracts/watchlists.contract.js';
import { SNAPSHOT_CLEANUP_QUEUE, SnapshotCleanupService } from '../../src/modules/trending/snapshot-cleanup.service.js';
import { ScheduledRefreshService } from '../../src/modules/sources/scheduled-refresh.service.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Hit = { objectID: string; title: string; points: number; num_comments: number; hoursAgo: number };

/** Hacker News front page in Algolia's wire format (what the connector reads), posting times relative to now. */
function frontPage(hits: readonly Hit[]): string {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    hits: hits.map((hit) => ({
      objectID: hit.objectID,
      title: hit.title,
      url: `https://example.com/${hit.objectID}`,
      points: hit.points,
      num_comments: hit.num_comments,
      created_at_i: nowSeconds - hit.hoursAgo * 3600,
      author: 'someone',
    })),
  });
}

describe('Story timeline (issue 31)', () => {
  let hackerNews: FakeUpstream;
  let testApp: TestApp;
  let hits: Hit[];

  beforeAll(async () => {
    hits = [
      // Two stories alike in all but their past: one surges between the fetches, one was as big already.
      { objectID: '9001', title: 'Show HN: a small tool for shopping lists', points: 90, num_comments: 10, hoursAgo: 10 },
      { objectID: '9002', title: 'Show HN: a small tool for garden notes', points: 1_000, num_comments: 100, hoursAgo: 10 },
    ];
    hackerNews = await startFakeUpstream((_request, response) => reply(response, 200, frontPage(hits)));
    testApp = await startTestApp({
      HACKERNEWS_API_URL: `${hackerNews.url}/api/v1`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(hackerNews),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await hackerNews?.close();
  });

  const fetchContent = async () => {
    const response = await fetch(`${testApp.baseUrl}/api/fetch-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabledSources: ['hackernews'] }),
    });
    expect(response.status).toBe(200);
  };
  const list = async () => (await (await fetch(`${testApp.baseUrl}/api/trending`)).json()) as TrendingItem[];
  const history = async (id: number) => {
    const response = await fetch(`${testApp.baseUrl}/api/trending/${id}/history`);
    expect(response.status).toBe(200);
    return (await response.json()) as StorySnapshot[];
  };
  const idOf = async (title: string) => (await list()).find((item) => item.title === title)!.id;
  /** Moves every stored snapshot `hours` into the past, as if the fetches had happened then. */
  const age = (hours: number) =>
    boundQuery(testApp.orm.em.fork(), `update trending_snapshot set at = at - make_interval(hours => $1)`, [hours]);

  it('should record a snapshot per story at a fetch, at most one per story per 10 minutes, and answer it as history', async () => {
    await fetchContent();
    const surging = await idOf('Show HN: a small tool for shopping lists');
    const [first] = await history(surging);
    expect(await history(surging)).toEqual([
      { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), rank: null, upvotes: 90, comments: 10, shares: null, prScore: expect.any(Number) },
    ]);
    expect(first!.prScore).toBe((await list()).find((item) => item.id === surging)!.prScore);

    // A fetch a moment later sees the same stories: no second snapshot within 10 minutes.
    hits[0] = { ...hits[0]!, points: 95 };
    await fetchContent();
    expect(await history(surging)).toHaveLength(1);

    const listed = (await list()).find((item) => item.id === surging)!;
    expect(listed).toMatchObject({ stage: 'new', windowHours: 8, growth: null, sparkline: { measure: 'count', values: [100] } });
  });

  it('should record again after 10 minutes, oldest first, and read the growth into the stage and the PR score', async () => {
    await age(1);
    hits[0] = { ...hits[0]!, points: 1_000, num_comments: 100 };
    await fetchContent();

    const surging = await idOf('Show HN: a small tool for shopping lists');
    const steady = await idOf('Show HN: a small tool for garden notes');
    const timeline = await history(surging);
    expect(timeline.map((snapshot) => [snapshot.upvotes, snapshot.comments])).toEqual([
      [90, 10],
      [1_000, 100],
    ]);
    expect(Date.parse(timeline[0]!.at)).toBeLessThan(Date.parse(timeline[1]!.at));

    const items = await list();
    const rising = items.find((item) => item.id === surging)!;
    const flat = items.find((item) => item.id === steady)!;
    expect(rising).toMatchObject({ stage: 'rising', windowHours: 8, sparkline: { measure: 'count', values: [100, 1_100] } });
    expect(rising.growth).toBeGreaterThan(900);
    expect(flat).toMatchObject({ stage: 'peaking', growth: 0 });
    // Same counts, age and kind of title now: only the surge between the snapshots tells them apart.
    expect(rising.prScore).toBeGreaterThan(flat.prScore);

    // The list sorts by growth, fastest first.
    const byGrowth = (await (await fetch(`${testApp.baseUrl}/api/trending?sortBy=growth`)).json()) as TrendingItem[];
    expect(byGrowth.map((item) => item.id)).toEqual([surging, steady]);
  });

  it('should let a watchlist ask for rising stories only', async () => {
    const save = async (body: object) => {
      const response = await fetch(`${testApp.baseUrl}/api/watchlists`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keywords: ['Show HN'], minPrScore: 0, ...body }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as Watchlist;
    };
    const rising = await save({ name: 'Rising tools', onlyRising: true });
    const every = await save({ name: 'Every tool' });
    expect(rising.onlyRising).toBe(true);
    expect(every.onlyRising).toBe(false);
    // A save matches the stored stories at once (issue 29), each by its stage now.
    expect(rising.latestMatches.map((match) => match.title)).toEqual(['Show HN: a small tool for shopping lists']);
    expect(every.latestMatches).toHaveLength(2);

    const bad = await fetch(`${testApp.baseUrl}/api/watchlists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bad', keywords: ['Show HN'], onlyRising: 'yes' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('onlyRising must be true or false.');
  });

  it('should record a snapshot at a scheduled refresh too', async () => {
    await age(1);
    const steady = await idOf('Show HN: a small tool for garden notes');
    await testApp.app.get(ScheduledRefreshService).runTick();
    expect(await history(steady)).toHaveLength(3);
  });

  it('should keep snapshots 30 days, deleted by a daily job on the queue', async () => {
    const steady = await idOf('Show HN: a small tool for garden notes');
    await boundQuery(
      testApp.orm.em.fork(),
      `update trending_snapshot set at = now() - interval '31 days' where id = (select min(id) from trending_snapshot where trending_item_id = $1)`,
      [steady],
    );
    expect(await testApp.app.get(SnapshotCleanupService).deleteExpired()).toBe(1);
    expect(await history(steady)).toHaveLength(2);

    const schedules = await boundQuery<{ cron: string }>(testApp.orm.em.fork(), 'select cron from pgboss.schedule where name = $1', [
      SNAPSHOT_CLEANUP_QUEUE,
    ]);
    expect(schedules).toEqual([{ cron: '17 3 * * *' }]);
  });

  it('should answer 404 for an unknown item and 400 for a bad id', async () => {
    const missing = await fetch(`${testApp.baseUrl}/api/trending/999999/history`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Trending item 999999 does not exist.');
    expect((await fetch(`${testApp.baseUrl}/api/trending/abc/history`)).status).toBe(400);
  });
});
