import { MAX_RAW_TEXT_LENGTH } from '../../src/common/validation/normalize-input.pipe.js';
import type { FakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startAppWithFakeUpstreams } from '../support/app-with-fake-upstreams.js';
import type { TestApp } from '../support/test-app.js';

// Issue 14, item 1: no request body may hold the process. A headline padded with 900,000 spaces
// once blocked it for minutes (the language analysis' cost grows much faster than its text).
// Every POST route gets adversarial text twice: spread over the largest body the server reads
// (just under its 1 MB limit), and in every field at the longest that field accepts. Each answer,
// whatever its status, comes within BUDGET_MS, and /api/health keeps answering within BUDGET_MS
// meanwhile. The app runs in this process, so a blocked event loop delays the health checks too.

const BUDGET_MS = 1000;
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Times a body over budget is measured before it counts as slow (see bestOfMeasurements). */
const MEASUREMENTS = 3;

type Shape = {
  name: string;
  /** About `length` UTF-16 units of the shape. */
  text: (length: number) => string;
  /** Tidying shrinks it to a few words, so a field accepts it up to the raw-text cap, not just its own limit. */
  tidiesAway?: boolean;
};

const repeatTo = (unit: string, length: number) => unit.repeat(Math.max(1, Math.ceil(length / unit.length))).slice(0, Math.max(1, length));

const SHAPES: Shape[] = [
  { name: 'leading whitespace runs', text: (length) => `${repeatTo(' \t\u00a0 \n\u2003', length - 14)}Big news today`, tidiesAway: true },
  { name: 'whitespace runs between words', text: (length) => repeatTo(`news${' '.repeat(200)}`, length), tidiesAway: true },
  { name: 'one huge token', text: (length) => repeatTo('x', length) },
  { name: 'emoji', text: (length) => repeatTo('🔥', length) },
  { name: 'repeated punctuation', text: (length) => repeatTo('!?.', length) },
  { name: 'a dash run', text: (length) => `${repeatTo('-', length - 1)}x` },
  { name: 'mixed scripts', text: (length) => repeatTo('Résumé 東京 Москва القاهرة मुंबई שלום 🙂 ', length) },
];

type Route = {
  name: string;
  path: () => string;
  /** The route's body, each text field written by `text(its longest accepted length)`. */
  body: (text: (maxLength: number) => string) => Record<string, unknown>;
};

describe('Input budget: adversarial text at the size limits', () => {
  let upstream: FakeUpstream;
  let testApp: TestApp;
  let itemId: number;
  let angleId: number;
  let eventId: number;

  beforeAll(async () => {
    ({ upstream, testApp, itemId, angleId } = await startAppWithFakeUpstreams());
    const events = (await (await fetch(`${testApp.baseUrl}/api/events`)).json()) as Array<{ id: number }>;
    eventId = events[0]?.id ?? 1;
  });

  afterAll(async () => {
    await testApp?.close();
    await upstream?.close();
  });

  const routes: Route[] = [
    {
      name: 'fetch-content',
      path: () => '/api/fetch-content',
      body: (text) => ({
        enabledSources: ['reddit', 'x_trending'],
        reddit: { subreddits: Array.from({ length: 100 }, () => text(50)), postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
        xTrending: { useFallback: true, maxResults: 100 },
      }),
    },
    {
      name: 'set-reddit-credentials',
      path: () => '/api/set-reddit-credentials',
      body: (text) => ({ appId: text(200), appSecret: text(200) }),
    },
    { name: 'saved-items', path: () => '/api/saved-items', body: () => ({ trendingItemId: itemId, prAngleId: angleId }) },
    {
      name: 'generate-campaign-ideas (brief)',
      path: () => '/api/generate-campaign-ideas',
      body: (text) => ({
        brand_name: text(120),
        sector_or_niche: text(120),
        primary_expertise: text(500),
        target_regions: text(200),
        core_audience: text(500),
        available_assets: text(500),
        timing_constraints: text(500),
        tone: text(200),
        trend_timeframe_days: 90,
        n_ideas: 15,
      }),
    },
    { name: 'generate-campaign-ideas (theme)', path: () => '/api/generate-campaign-ideas', body: (text) => ({ theme: text(20) }) },
    {
      name: 'generate-campaign-details',
      path: () => '/api/generate-campaign-details',
      body: (text) => ({ headline: text(300), theme: 'remote-work', category: text(100) }),
    },
    // The path goes to the local fake site; the text rides in it (the URL parser percent-encodes it).
    { name: 'website-analysis', path: () => '/api/website-analysis', body: (text) => ({ url: `${upstream.url}/site/${text(2000)}` }) },
    {
      name: 'events create-campaign',
      path: () => `/api/events/${eventId}/create-campaign`,
      body: (text) => ({
        title: text(300),
        description: text(5000),
        format: 'Article',
        headlines: Array.from({ length: 50 }, () => text(300)),
        targetPublications: Array.from({ length: 50 }, () => text(200)),
      }),
    },
    { name: 'analyze-headline', path: () => '/api/analyze-headline', body: (text) => ({ headline: text(300) }) },
    { name: 'emotion-analysis', path: () => '/api/headline/emotion-analysis', body: (text) => ({ headline: text(300) }) },
    // These read no body; what they are sent must not slow them either.
    { name: 'generate-angles', path: () => `/api/trending/${itemId}/generate-angles`, body: () => ({}) },
    { name: 'generate-pitch', path: () => `/api/angles/${angleId}/generate-pitch`, body: () => ({}) },
    { name: 'generate-campaign', path: () => `/api/trending/${itemId}/generate-campaign`, body: () => ({}) },
    { name: 'website generate-ideas', path: () => '/api/website-analysis/1/generate-ideas', body: () => ({}) },
    {
      name: 'settings ai/test',
      path: () => '/api/settings/ai/test',
      body: (text) => ({ provider: 'openai', baseUrl: text(500), model: text(100), apiKey: text(500) }),
    },
    { name: 'settings reddit/test', path: () => '/api/settings/reddit/test', body: () => ({}) },
    // As the website analyzer: the text rides in a path of the fake site, which has no feed.
    { name: 'feeds', path: () => '/api/feeds', body: (text) => ({ url: `${upstream.url}/site/${text(2000)}` }) },
    {
      name: 'watchlists',
      path: () => '/api/watchlists',
      body: (text) => ({
        name: text(100),
        keywords: Array.from({ length: 50 }, () => text(100)),
        emails: Array.from({ length: 20 }, () => `${text(200)}@example.com`),
        webhookUrls: Array.from({ length: 10 }, () => `${upstream.url}/hooks/${text(1900)}`),
      }),
    },
    { name: 'watchlist test', path: () => '/api/watchlists/1/test', body: () => ({}) },
  ];

  /** Each text field at the longest it accepts (the raw-text cap for a shape tidying leaves a few words of). */
  function atFieldLimits(route: Route, shape: Shape): string {
    // Room is left under the cap for what a field adds around the text (the website address).
    return JSON.stringify(route.body((maxLength) => shape.text(shape.tidiesAway ? MAX_RAW_TEXT_LENGTH - 100 : maxLength)));
  }

  /** The shape spread over the text fields (or one extra field) to just under the body limit. */
  function atBodyLimit(route: Route, shape: Shape): string {
    let fieldCount = 0;
    route.body((maxLength) => {
      fieldCount += 1;
      return String(maxLength);
    });
    const build = (length: number) =>
      fieldCount === 0
        ? JSON.stringify({ ...route.body(() => ''), padding: shape.text(length) })
        : JSON.stringify(route.body(() => shape.text(length)));
    // Bytes per character differ by shape (an emoji is 2 units and 4 bytes, a tab 2 bytes of JSON): measure, then fit.
    let length = Math.floor(BODY_LIMIT_BYTES / Math.max(1, fieldCount));
    let body = build(length);
    while (Buffer.byteLength(body) > BODY_LIMIT_BYTES - 1024) {
      length = Math.floor(length * 0.9);
      body = build(length);
    }
    return body;
  }

  /** Runs `work` while /api/health is asked every 50 ms; answers the slowest health answer in ms. */
  async function slowestHealthCheckDuring(work: () => Promise<void>): Promise<number> {
    let done = false;
    let slowest = 0;
    const poll = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${testApp.baseUrl}/api/health`);
        await response.text();
        expect(response.status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await work();
    } finally {
      done = true;
      await poll;
    }
    return slowest;
  }

  async function timedPost(path: string, body: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${testApp.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await response.text();
    return { status: response.status, ms: Math.round(performance.now() - started) };
  }

  /**
   * The POST's time and the slowest health answer meanwhile, the larger of the two; measured up to
   * MEASUREMENTS times while it is over budget, the best kept. Other test files share the two cores,
   * so one answer can wait for the CPU (CI once saw a 400 take 1.9 s); a body that really holds the
   * event loop is over budget every time.
   */
  async function bestOfMeasurements(path: string, body: string): Promise<{ status: number; ms: number }> {
    let best = { status: 0, ms: Number.POSITIVE_INFINITY };
    for (let attempt = 0; attempt < MEASUREMENTS && best.ms >= BUDGET_MS; attempt += 1) {
      let answer = { status: 0, ms: 0 };
      const slowestHealthMs = await slowestHealthCheckDuring(async () => {
        answer = await timedPost(path, body);
      });
      expect(answer.status).toBeLessThan(500);
      const ms = Math.max(answer.ms, Math.round(slowestHealthMs));
      if (ms < best.ms) best = { status: answer.status, ms };
    }
    return best;
  }

  it.each(routes)(
    'POST $name: every adversarial body is answered within 1 s in its best of three tries, and so is /api/health meanwhile',
    async (route) => {
      const slow: string[] = [];
      for (const shape of SHAPES) {
        for (const [size, body] of [
          ['field limits', atFieldLimits(route, shape)],
          ['body limit', atBodyLimit(route, shape)],
        ] as const) {
          const { status, ms } = await bestOfMeasurements(route.path(), body);
          if (ms >= BUDGET_MS) slow.push(`${shape.name} at the ${size}: ${ms} ms at best (status ${status})`);
        }
      }
      expect(slow).toEqual([]);
    },
  );

  it('should answer a headline padded by 900,000 spaces at once, with a 400', async () => {
    const padding = ' '.repeat(450_000);
    const { status, ms } = await timedPost(
      '/api/headline/emotion-analysis',
      JSON.stringify({ headline: `${padding}Big news today${padding}` }),
    );
    expect(status).toBe(400);
    expect(ms).toBeLessThan(BUDGET_MS);
  });
});
