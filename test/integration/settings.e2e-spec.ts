import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { AiConnectionTest, AiSettingsView, SettingsStatus, SettingsView } from '../../src/contracts/settings.contract.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { completion, VALID_ANGLES } from '../support/fake-openai.js';
import { waitFor } from '../support/server-process.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';
import { redditListingWithOnePost, replyRedditToken } from '../support/reddit-listing.js';

const GOOD_KEY = 'sk-settings-good-key-7Q4x';
const AZURE_KEY = 'azure0settings0key0Zz9';
const AZURE_DEPLOYMENT = 'prod-mini';
const AZURE_API_VERSION = '2025-04-01-preview';
const REDDIT_APP_ID = 'settings-app';
const REDDIT_APP_SECRET = 'settings-secret-value';

type Instance = { app: NestExpressApplication; baseUrl: string };
type Answer<T> = { status: number; body: T };

/** A fake OpenAI-compatible server: checks the key, knows one model, answers connection checks and PR angles; /slow never answers. */
async function startFakeOpenAi(): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    if (request.path.startsWith('/slow/')) return; // hangs until the server closes
    if (!request.path.endsWith('/v1/chat/completions')) {
      reply(response, 404, '{"error":{"message":"not found"}}');
      return;
    }
    if (request.headers.authorization !== `Bearer ${GOOD_KEY}`) {
      reply(response, 401, '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}');
      return;
    }
    const sent = JSON.parse(request.body) as { model: string; response_format: { json_schema: { name: string } } };
    if (sent.model !== 'fake-model') {
      reply(response, 404, `{"error":{"message":"The model ${sent.model} does not exist","code":"model_not_found"}}`);
      return;
    }
    const task = sent.response_format.json_schema.name;
    reply(response, 200, completion(task === 'connection-check' ? '{"reply":"OK"}' : VALID_ANGLES));
  });
}

/**
 * A fake Azure OpenAI resource, in its wire format: the deployment in the path, api-version in the
 * query, the key in the api-key header (never a bearer token). Anything else is Azure's 404 or 401.
 */
async function startFakeAzure(): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    const url = new URL(request.path, 'http://azure.test');
    if (
      url.pathname !== `/openai/deployments/${AZURE_DEPLOYMENT}/chat/completions` ||
      url.searchParams.get('api-version') !== AZURE_API_VERSION
    ) {
      reply(response, 404, '{"error":{"code":"DeploymentNotFound","message":"The API deployment for this resource does not exist."}}');
      return;
    }
    if (request.headers['api-key'] !== AZURE_KEY || request.headers.authorization !== undefined) {
      reply(response, 401, '{"error":{"code":"401","message":"Access denied due to invalid subscription key or wrong API endpoint."}}');
      return;
    }
    const sent = JSON.parse(request.body) as { response_format: { json_schema: { name: string } } };
    reply(response, 200, completion(sent.response_format.json_schema.name === 'connection-check' ? '{"reply":"OK"}' : VALID_ANGLES));
  });
}

/** An ICS feed with two upcoming all-day events. */
function icsFeed(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const event = (uid: string, offset: number, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(offset)}`,
    `DTEND;VALUE=DATE:${day(offset + 1)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trendjack tests//EN',
    ...event('a@settings.test', 10, 'Settings Launch Day'),
    ...event('b@settings.test', 20, 'Settings Expo'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Reddit's token endpoint and listings, a trend page that fails, a working and a missing ICS feed. */
async function startUpstreams(): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => {
    if (request.path.startsWith('/api/v1/access_token')) {
      replyRedditToken(request, response, REDDIT_APP_ID, REDDIT_APP_SECRET);
    } else if (request.path.startsWith('/r/')) {
      reply(response, 200, redditListingWithOnePost('settings1'));
    } else if (request.path === '/calendar.ics') {
      reply(response, 200, icsFeed(), { 'content-type': 'text/calendar; charset=utf-8' });
    } else {
      reply(response, 404, 'Not found', { 'content-type': 'text/plain' });
    }
  });
}

const call = async <T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<Answer<T>> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
};

describe('Settings API', () => {
  let openAi: FakeUpstream;
  let azure: FakeUpstream;
  let upstreams: FakeUpstream;
  let closedPortUrl: string;
  let env: Record<string, string>;
  let first: TestApp;
  let a: Instance;
  let b: Instance;

  const get = <T>(instance: Instance, path: string) => call<T>(instance.baseUrl, 'GET', path);
  const put = <T>(instance: Instance, path: string, body: unknown) => call<T>(instance.baseUrl, 'PUT', path, body);
  const post = <T>(instance: Instance, path: string, body?: unknown) => call<T>(instance.baseUrl, 'POST', path, body);
  const settingsOf = async (instance: Instance) => (await get<SettingsView>(instance, '/api/settings')).body;
  const savedRows = async () => boundQuery<{ n: number }>(first.orm.em.fork(), 'select count(*)::int as n from ai_setting', []);
  const openAiSettings = () => ({ provider: 'openai', baseUrl: `${openAi.url}/v1`, model: 'fake-model', apiKey: GOOD_KEY });

  beforeAll(async () => {
    [openAi, azure, upstreams] = await Promise.all([startFakeOpenAi(), startFakeAzure(), startUpstreams()]);
    // A port nobody listens on: the connection is refused.
    const closed = await startFakeUpstream(() => undefined);
    closedPortUrl = `${closed.url}/v1`;
    await closed.close();
    env = {
      // Every instance needs the same key to read the secrets another one stored.
      APP_SECRET_KEY: 'settings-shared-secret-key',
      REDDIT_TOKEN_URL: `${upstreams.url}/api/v1/access_token`,
      REDDIT_API_URL: upstreams.url,
      X_TRENDS_URLS: `${upstreams.url}/trends/`,
      NEWS_RSS_URLS: `${upstreams.url}/rss.xml`,
      EVENTS_ICS_URLS: `${upstreams.url}/calendar.ics,${upstreams.url}/missing.ics?token=private-feed-token`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstreams, openAi, azure, { url: closedPortUrl }),
      AI_TIMEOUT_MS: '2000',
    };
    first = await startTestApp(env);
    a = { app: first.app, baseUrl: first.baseUrl };
    b = await startAnotherInstance(first.databaseUrl, env);
  });

  afterAll(async () => {
    await b?.app.close();
    await first?.close();
    await Promise.all([openAi?.close(), azure?.close(), upstreams?.close()]);
  });

  describe('GET /api/settings', () => {
    it('should show the built-in provider, no Reddit pair, no fetch yet and the calendar synced at start-up', async () => {
      const settings = await settingsOf(a);
      expect(settings.ai).toEqual({
        provider: 'builtin',
        preset: 'builtin',
        serverPreset: 'openai',
        baseUrl: null,
        model: 'gpt-4.1-mini',
        apiVersion: null,
        keySet: false,
        keyHint: null,
        fromEnvironment: false,
      });
      expect(settings.reddit).toEqual({ credentialsSet: false, fromEnvironment: false });
      expect(settings.sources).toEqual([
        { source: 'reddit', lastFetchAt: null, itemCount: 0, lastError: null },
        { source: 'x_trending', lastFetchAt: null, itemCount: 0, lastError: null },
        { source: 'news', lastFetchAt: null, itemCount: 0, lastError: null },
        ...['google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'].map((source) => ({
          source,
          lastFetchAt: null,
          itemCount: 0,
          lastError: null,
        })),
      ]);
      expect(Date.now() - Date.parse(settings.calendar.lastSyncAt ?? '')).toBeLessThan(120_000);
      expect(Object.keys(settings.calendar.counts).sort()).toEqual(['announced', 'awareness', 'holiday', 'ics']);
      expect(settings.calendar.counts.holiday).toBeGreaterThan(50);
      expect(settings.calendar.counts.ics).toBe(2);
    });

    it('should give the state of each ICS feed: events of the working one, the failure of the other in words, no query string', async () => {
      const { feeds } = (await settingsOf(a)).calendar;
      expect(feeds).toEqual([
        { url: `${upstreams.url}/calendar.ics`, state: 'ok', events: 2, lastError: null },
        { url: `${upstreams.url}/missing.ics`, state: 'failed', events: 0, lastError: 'The feed answered with an error (HTTP 404).' },
      ]);
      expect(JSON.stringify(feeds)).not.toContain('private-feed-token');
    });
  });

  describe('PUT /api/settings/ai', () => {
    it.each<[string, unknown, string]>([
      ['an unknown provider', { provider: 'gpt' }, 'provider must be "builtin" or "openai".'],
      ['no provider', { model: 'fake-model' }, 'provider must be "builtin" or "openai".'],
      [
        'a base URL that is not http(s)',
        { provider: 'openai', baseUrl: 'ftp://models.example/v1' },
        'baseUrl must be an absolute http(s) address',
      ],
      [
        'a base URL that is not absolute',
        { provider: 'openai', baseUrl: 'models.example/v1', apiKey: GOOD_KEY },
        'baseUrl must be an absolute',
      ],
      [
        'a base URL with credentials',
        { provider: 'openai', baseUrl: 'https://me:pw@models.example/v1' },
        'baseUrl must not carry a user name',
      ],
      ['a base URL that is not text', { provider: 'openai', baseUrl: 42 }, 'baseUrl must be text'],
      ['a model name over 100 characters', { provider: 'openai', apiKey: GOOD_KEY, model: 'm'.repeat(101) }, 'model must be at most 100'],
      ['openai with neither a key nor a base URL', { provider: 'openai', model: 'fake-model' }, 'needs an API key (apiKey), or a base URL'],
      ['a key with spaces', { provider: 'openai', apiKey: 'sk one two' }, 'apiKey must be printable characters without spaces.'],
      ['an unknown field', { provider: 'builtin', temperature: 1 }, 'Unknown field "temperature"'],
    ])('should answer 400 for %s and change nothing', async (_case, body, message) => {
      const before = await settingsOf(a);
      const answer = await put<{ statusCode: number; message: string }>(a, '/api/settings/ai', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
      expect(await settingsOf(a)).toEqual(before);
      expect((await savedRows())[0].n).toBe(0);
    });

    it('should store the key encrypted and answer only that it is set and its last 4 characters', async () => {
      const answer = await put<AiSettingsView>(a, '/api/settings/ai', openAiSettings());
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        provider: 'openai',
        preset: 'custom',
        serverPreset: 'custom',
        baseUrl: `${openAi.url}/v1`,
        model: 'fake-model',
        apiVersion: null,
        keySet: true,
        keyHint: '7Q4x',
        fromEnvironment: false,
      });
      const settings = await settingsOf(a);
      expect(settings.ai).toEqual(answer.body);
      expect(JSON.stringify(settings)).not.toContain(GOOD_KEY);
      const [row] = await boundQuery<{ encrypted_api_key: string }>(first.orm.em.fork(), 'select encrypted_api_key from ai_setting', []);
      expect(row.encrypted_api_key).not.toContain(GOOD_KEY);
      expect(row.encrypted_api_key.length).toBeGreaterThan(GOOD_KEY.length);
    });
  });

  describe('two instances on one database', () => {
    const generateAngles = async (instance: Instance, title: string) => {
      const [itemId] = await insertTrendingItems(first.orm, [{ title }]);
      return post<PrAngle[]>(instance, `/api/trending/${itemId}/generate-angles`);
    };
    const providerOf = async (instance: Instance) => (await get<SettingsStatus>(instance, '/api/settings/status')).body.aiProvider;

    it('should generate on B with the provider saved on A, and on A with the one saved on B, without a restart', async () => {
      await put(a, '/api/settings/ai', { provider: 'builtin' });
      await waitFor(async () => (await providerOf(a)) === 'builtin' && (await providerOf(b)) === 'builtin', 5000);

      expect((await put(a, '/api/settings/ai', openAiSettings())).status).toBe(200);
      // The saving instance uses it for its very next call; the other one as soon as the notification arrives.
      expect(await providerOf(a)).toBe('openai');
      await waitFor(async () => (await providerOf(b)) === 'openai', 5000);
      const callsBefore = openAi.requests.length;
      const onB = await generateAngles(b, 'UK households cut energy use by 12% as bills rise');
      expect(onB.status).toBe(200);
      expect(onB.body.map((angle) => angle.generatedBy)).toEqual(Array(3).fill({ provider: 'openai', model: 'fake-model' }));
      expect(openAi.requests.length).toBe(callsBefore + 1);

      expect((await put(b, '/api/settings/ai', { provider: 'builtin' })).status).toBe(200);
      await waitFor(async () => (await providerOf(a)) === 'builtin', 5000);
      const onA = await generateAngles(a, 'Nintendo confirms Switch 2 sold 10 million units');
      expect(onA.status).toBe(200);
      expect(onA.body.every((angle) => angle.generatedBy?.provider === 'builtin')).toBe(true);
      expect(openAi.requests.length).toBe(callsBefore + 1);
    });

    it('should keep the base URL, model and key while the built-in provider is chosen, so switching back needs no retyping', async () => {
      expect((await settingsOf(b)).ai).toMatchObject({
        provider: 'builtin',
        baseUrl: `${openAi.url}/v1`,
        model: 'fake-model',
        keySet: true,
        keyHint: '7Q4x',
      });
      const answer = await put<AiSettingsView>(b, '/api/settings/ai', { provider: 'openai' });
      expect(answer.body).toMatchObject({ provider: 'openai', baseUrl: `${openAi.url}/v1`, model: 'fake-model', keySet: true });
      await waitFor(async () => (await providerOf(a)) === 'openai', 5000);
    });
  });

  describe('POST /api/settings/ai/test', () => {
    const test = (body?: unknown) => post<AiConnectionTest & { message: string }>(a, '/api/settings/ai/test', body);

    it('should make one real call with the saved settings when no body is sent', async () => {
      const callsBefore = openAi.requests.length;
      const answer = await test();
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true, model: 'fake-model', latencyMs: expect.any(Number) });
      expect(openAi.requests.length).toBe(callsBefore + 1);
      const sent = JSON.parse(openAi.requests.at(-1)!.body) as { model: string; response_format: { type: string } };
      expect(sent).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema' } });
    });

    it('should try what is typed without saving it', async () => {
      const answer = await test({ provider: 'builtin' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true, model: expect.stringMatching(/\S/), latencyMs: expect.any(Number) });
      expect(answer.body.model).not.toBe('fake-model');
      expect((await settingsOf(a)).ai.provider).toBe('openai');
    });

    it.each<[string, () => Record<string, unknown>, number, () => string]>([
      ['a rejected key', () => ({ apiKey: 'sk-wrong-key-0000' }), 400, () => 'The server rejected the API key (HTTP 401).'],
      ['an unknown model', () => ({ model: 'missing-model' }), 400, () => 'does not know the model "missing-model"'],
      [
        'a server nobody listens on',
        () => ({ baseUrl: closedPortUrl }),
        502,
        () => `Could not reach ${new URL(closedPortUrl).host} (the connection was refused).`,
      ],
      [
        'a loopback address not in OUTBOUND_ALLOW_HOSTS',
        () => ({ baseUrl: 'http://127.0.0.2/v1' }),
        400,
        () => '127.0.0.2 points to this server itself (loopback); list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.',
      ],
      ['a cloud metadata address', () => ({ baseUrl: 'http://169.254.169.254/v1' }), 400, () => 'points to a cloud metadata service'],
      [
        'a server that never answers',
        () => ({ baseUrl: `${openAi.url}/slow/v1` }),
        502,
        () => `${new URL(openAi.url).host} did not answer within 2 seconds.`,
      ],
    ])('should explain %s in words', async (_case, body, status, message) => {
      const answer = await test(body());
      expect(answer.status).toBe(status);
      expect(answer.body.message).toContain(message());
      expect(JSON.stringify(answer.body)).not.toContain(GOOD_KEY);
      expect((await settingsOf(a)).ai).toMatchObject({ baseUrl: `${openAi.url}/v1`, model: 'fake-model', keyHint: '7Q4x' });
    });

    it('should never send the key to an address the guard refuses', async () => {
      const callsBefore = openAi.requests.length;
      await test({ baseUrl: `http://localhost:${new URL(openAi.url).port}/v1` });
      expect(openAi.requests.length).toBe(callsBefore);
    });
  });

  describe('presets', () => {
    const azurePreset = () => ({
      preset: 'azure',
      baseUrl: azure.url,
      model: AZURE_DEPLOYMENT,
      apiVersion: AZURE_API_VERSION,
      apiKey: AZURE_KEY,
    });

    it('should answer 400 naming the field a preset needs, and save nothing', async () => {
      const before = await settingsOf(a);
      const answer = await put<{ message: string }>(a, '/api/settings/ai', { preset: 'azure', model: AZURE_DEPLOYMENT, apiKey: AZURE_KEY });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('resourceName is required for Azure OpenAI');
      const keyless = await put<{ message: string }>(a, '/api/settings/ai', { preset: 'ollama', model: 'llama3.1:8b', apiKey: 'sk-x' });
      expect(keyless.status).toBe(400);
      expect(keyless.body.message).toContain('apiKey is not used with Ollama');
      expect(await settingsOf(a)).toEqual(before);
    });

    it('should test an Azure OpenAI deployment through its path, api-version and api-key header', async () => {
      const callsBefore = azure.requests.length;
      const answer = await post<AiConnectionTest>(a, '/api/settings/ai/test', azurePreset());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ok: true, model: AZURE_DEPLOYMENT });
      expect(azure.requests.slice(callsBefore).map((request) => request.path)).toEqual([
        `/openai/deployments/${AZURE_DEPLOYMENT}/chat/completions?api-version=${AZURE_API_VERSION}`,
      ]);
    });

    it('should name the deployment when the Azure resource has none by that name', async () => {
      const answer = await post<{ message: string }>(a, '/api/settings/ai/test', { ...azurePreset(), model: 'missing-deployment' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        `The Azure resource at ${new URL(azure.url).host} has no deployment "missing-deployment" for this API version (HTTP 404).`,
      );
    });

    it('should save the Azure preset, reopen on it and generate through the deployment', async () => {
      const saved = await put<AiSettingsView>(a, '/api/settings/ai', azurePreset());
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        provider: 'openai',
        preset: 'azure',
        serverPreset: 'azure',
        baseUrl: azure.url,
        model: AZURE_DEPLOYMENT,
        apiVersion: AZURE_API_VERSION,
        keySet: true,
      });
      expect((await settingsOf(b)).ai).toEqual(saved.body);

      const callsBefore = azure.requests.length;
      const [itemId] = await insertTrendingItems(first.orm, [{ title: 'Azure preset: rail fares rise 5% in March' }]);
      const angles = await post<PrAngle[]>(a, `/api/trending/${itemId}/generate-angles`);
      expect(angles.status).toBe(200);
      expect(angles.body[0].generatedBy).toEqual({ provider: 'openai', model: AZURE_DEPLOYMENT });
      const sent = azure.requests.slice(callsBefore);
      expect(sent).toHaveLength(1);
      expect(sent[0].headers['api-key']).toBe(AZURE_KEY);
    });

    it('should fill in a local server’s default address and still hold it to the outbound guard', async () => {
      const answer = await post<{ message: string }>(a, '/api/settings/ai/test', { preset: 'ollama', model: 'llama3.1:8b' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(
        'Localhost:11434 uses port 11434, not a standard web port (80 or 443); list it in OUTBOUND_ALLOW_HOSTS',
      );
      expect((await settingsOf(a)).ai.preset).toBe('azure');
    });

    it('should keep a PUT without a preset working as before', async () => {
      const answer = await put<AiSettingsView>(a, '/api/settings/ai', openAiSettings());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ preset: 'custom', baseUrl: `${openAi.url}/v1`, model: 'fake-model', apiVersion: null });
    });
  });

  describe('Reddit credentials', () => {
    it('should say there is nothing to test before a pair is saved', async () => {
      const answer = await post<{ message: string }>(a, '/api/settings/reddit/test');
      expect(answer).toEqual({
        status: 400,
        body: { statusCode: 400, message: expect.stringContaining('No Reddit credentials are saved') },
      });
    });

    it('should test the saved pair with a real token request', async () => {
      expect((await post(a, '/api/set-reddit-credentials', { appId: REDDIT_APP_ID, appSecret: REDDIT_APP_SECRET })).status).toBe(200);
      expect((await settingsOf(b)).reddit).toEqual({ credentialsSet: true, fromEnvironment: false });
      const tokenRequests = upstreams.requests.filter((request) => request.path.startsWith('/api/v1/access_token')).length;
      expect(await post(b, '/api/settings/reddit/test')).toEqual({ status: 200, body: { ok: true } });
      expect(upstreams.requests.filter((request) => request.path.startsWith('/api/v1/access_token')).length).toBe(tokenRequests + 1);
    });

    it('should remove the saved pair', async () => {
      expect(await call(a.baseUrl, 'DELETE', '/api/settings/reddit')).toEqual({
        status: 200,
        body: { credentialsSet: false, fromEnvironment: false },
      });
      expect((await settingsOf(b)).reddit.credentialsSet).toBe(false);
      expect((await post(a, '/api/settings/reddit/test')).status).toBe(400);
      expect((await call(a.baseUrl, 'DELETE', '/api/settings/reddit')).status).toBe(200);
    });
  });

  describe('OpenAPI', () => {
    it('should document every settings route and the AI settings body', async () => {
      const document = (
        await get<{ paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } }>(a, '/api/docs-json')
      ).body;
      expect(Object.keys(document.paths['/api/settings'])).toEqual(['get']);
      expect(Object.keys(document.paths['/api/settings/ai'])).toEqual(['put']);
      expect(Object.keys(document.paths['/api/settings/ai/test'])).toEqual(['post']);
      expect(Object.keys(document.paths['/api/settings/reddit/test'])).toEqual(['post']);
      expect(Object.keys(document.paths['/api/settings/reddit'])).toEqual(['delete']);
      expect(document.components.schemas.AiSettingsUpdateDto).toMatchObject({
        properties: {
          provider: { enum: ['builtin', 'openai'] },
          preset: { enum: ['builtin', 'openai', 'azure', 'ollama', 'vllm', 'lmstudio', 'llamacpp', 'custom'] },
          baseUrl: { nullable: true },
          apiKey: { type: 'string' },
          resourceName: { type: 'string' },
          apiVersion: { nullable: true },
        },
      });
    });
  });

  describe('source health', () => {
    it('should show the last fetch, the items stored and the failing source’s error in words', async () => {
      expect((await post(a, '/api/set-reddit-credentials', { appId: REDDIT_APP_ID, appSecret: REDDIT_APP_SECRET })).status).toBe(200);
      // The generation tests stored Reddit items of their own.
      const redditItemsBefore = (await settingsOf(b)).sources[0].itemCount;
      const fetched = await post<{ data: { errors: Record<string, string> } }>(a, '/api/fetch-content', {
        enabledSources: ['reddit', 'x_trending'],
        reddit: { subreddits: ['news'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
        xTrending: { useFallback: false, maxResults: 5 },
      });
      expect(fetched.status).toBe(200);
      const xError = fetched.body.data.errors.x_trending;
      expect(xError).toEqual(expect.stringMatching(/\S/));

      const { sources } = await settingsOf(b);
      expect(sources).toEqual([
        { source: 'reddit', lastFetchAt: expect.any(String), itemCount: redditItemsBefore + 1, lastError: null },
        { source: 'x_trending', lastFetchAt: expect.any(String), itemCount: 0, lastError: xError },
        { source: 'news', lastFetchAt: null, itemCount: 0, lastError: null },
        ...['google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'].map((source) => ({
          source,
          lastFetchAt: null,
          itemCount: 0,
          lastError: null,
        })),
      ]);
      expect(Date.now() - Date.parse(sources[0].lastFetchAt!)).toBeLessThan(60_000);
    });
  });
});

describe('Settings API when the environment sets the AI provider and the Reddit pair', () => {
  let openAi: FakeUpstream;
  let upstreams: FakeUpstream;
  let testApp: TestApp;
  const instance = () => ({ baseUrl: testApp.baseUrl });

  beforeAll(async () => {
    [openAi, upstreams] = await Promise.all([startFakeOpenAi(), startUpstreams()]);
    testApp = await startTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: GOOD_KEY,
      // The operator's address is trusted: not listed in OUTBOUND_ALLOW_HOSTS, and still reached.
      OPENAI_BASE_URL: `${openAi.url}/v1`,
      OPENAI_MODEL: 'fake-model',
      REDDIT_CLIENT_ID: REDDIT_APP_ID,
      REDDIT_CLIENT_SECRET: REDDIT_APP_SECRET,
      REDDIT_TOKEN_URL: `${upstreams.url}/api/v1/access_token`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstreams),
    });
  });

  afterAll(async () => {
    await testApp?.close();
    await Promise.all([openAi?.close(), upstreams?.close()]);
  });

  it('should show the environment’s provider read-only, with only the last 4 characters of its key', async () => {
    const settings = (await call<SettingsView>(testApp.baseUrl, 'GET', '/api/settings')).body;
    expect(settings.ai).toEqual({
      provider: 'openai',
      preset: 'custom',
      serverPreset: 'custom',
      baseUrl: `${openAi.url}/v1`,
      model: 'fake-model',
      apiVersion: null,
      keySet: true,
      keyHint: '7Q4x',
      fromEnvironment: true,
    });
    expect(settings.reddit).toEqual({ credentialsSet: true, fromEnvironment: true });
    expect(JSON.stringify(settings)).not.toContain(GOOD_KEY);
    expect(JSON.stringify(settings)).not.toContain(REDDIT_APP_SECRET);
  });

  it('should answer 409 to a change of the AI settings and store nothing', async () => {
    const answer = await call<{ message: string }>(testApp.baseUrl, 'PUT', '/api/settings/ai', { provider: 'builtin' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain("set by the server's environment (AI_PROVIDER / OPENAI_API_KEY / OPENAI_BASE_URL)");
    expect((await call(testApp.baseUrl, 'POST', '/api/settings/ai/test', { provider: 'builtin' })).status).toBe(409);
    const rows = await boundQuery<{ n: number }>(testApp.orm.em.fork(), 'select count(*)::int as n from ai_setting', []);
    expect(rows[0].n).toBe(0);
  });

  it('should test the environment’s provider', async () => {
    const answer = await call<AiConnectionTest>(testApp.baseUrl, 'POST', '/api/settings/ai/test');
    expect(answer).toEqual({ status: 200, body: { ok: true, model: 'fake-model', latencyMs: expect.any(Number) } });
  });

  it('should use, test and keep the environment’s Reddit pair: 409 to removing or replacing it', async () => {
    expect(await call(instance().baseUrl, 'POST', '/api/settings/reddit/test')).toEqual({ status: 200, body: { ok: true } });
    const removed = await call<{ message: string }>(testApp.baseUrl, 'DELETE', '/api/settings/reddit');
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('REDDIT_CLIENT_ID / REDDIT_CLIENT_SECRET');
    const replaced = await call<{ success: boolean }>(testApp.baseUrl, 'POST', '/api/set-reddit-credentials', {
      appId: 'other-app',
      appSecret: 'other-secret',
    });
    expect(replaced.status).toBe(409);
    expect(replaced.body.success).toBe(false);
  });
});
