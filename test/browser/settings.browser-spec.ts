/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { SettingsView } from '../../src/contracts/settings.contract.js';
import type { FetchContentResponse } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { launchBrowser, MOBILE_VIEWPORT, openInApp, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { completion } from '../support/fake-openai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WIDE_VIEWPORT = { width: 1440, height: 900 };
const VIEWPORTS = [
  ['1440 px', WIDE_VIEWPORT],
  ['390 px', MOBILE_VIEWPORT],
] as const;

const GOOD_PAIR = { appId: 'good-app-id', appSecret: 'good-app-secret' };
const NEW_PAIR = { appId: 'new-app-id', appSecret: 'new-app-secret' };
const API_KEY = 'sk-test-secret-key-wxyz';

/** The answer to the connection test's request, in OpenAI's wire format. */
const CONNECTION_CHECK_ANSWER = completion('{"reply":"OK"}');

/** An ICS feed with two all-day events a few weeks ahead. */
function icsFeed(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const event = (uid: string, start: number, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(start)}`,
    `DTEND;VALUE=DATE:${day(start + 1)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trendjack settings tests//EN',
    ...event('launch@example.test', 10, 'Settings Launch Day'),
    ...event('expo@example.test', 20, 'Settings Expo'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function basicAuth(pair: { appId: string; appSecret: string }): string {
  return `Basic ${Buffer.from(`${pair.appId}:${pair.appSecret}`).toString('base64')}`;
}

async function api<T>(testApp: TestApp, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${testApp.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

function card(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Nothing on the page is wider than the window, and no card is wider than itself. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    cards: Array.from(document.querySelectorAll('main section')).map((section) => section.scrollWidth - section.clientWidth),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.cards.every((extra) => extra <= 0)).toBe(true);
}

async function openSettings(browser: Browser, testApp: TestApp, viewport: { width: number; height: number } = WIDE_VIEWPORT) {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`${testApp.baseUrl}/settings`);
  // Rendered on the server: a field changed before the app has taken the page over is not seen.
  await waitForScreen(opened.page, 'Settings');
  await card(opened.page, 'Calendar').waitFor();
  return opened;
}

describe('Settings screen', () => {
  describe('with settings stored in the database', () => {
    let upstream: FakeUpstream;
    let testApp: TestApp;
    let browser: Browser;
    let redditAccepts = true;
    const acceptedPairs = [GOOD_PAIR, NEW_PAIR].map(basicAuth);

    beforeAll(async () => {
      upstream = await startFakeUpstream((request, response) => {
        if (request.path.endsWith('/chat/completions')) {
          reply(response, 200, CONNECTION_CHECK_ANSWER);
        } else if (request.path.startsWith('/token')) {
          const accepted = redditAccepts && acceptedPairs.includes(String(request.headers.authorization));
          reply(
            response,
            accepted ? 200 : 401,
            accepted
              ? '{"access_token":"token","token_type":"bearer","expires_in":3600,"scope":"*"}'
              : '{"message":"Unauthorized","error":401}',
          );
        } else if (request.path.startsWith('/trends')) {
          reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
        } else if (request.path === '/good.ics') {
          reply(response, 200, icsFeed(), { 'content-type': 'text/calendar; charset=utf-8' });
        } else {
          // Reddit's listings, the news feeds and /broken.ics are down.
          reply(response, 503, '{"error":"unavailable"}');
        }
      });
      testApp = await startTestApp(
        {
          RATE_LIMIT_PER_MINUTE: '100000',
          REDDIT_TOKEN_URL: `${upstream.url}/token`,
          REDDIT_API_URL: upstream.url,
          X_TRENDS_URLS: `${upstream.url}/trends`,
          NEWS_RSS_URLS: `${upstream.url}/rss`,
          EVENTS_ICS_URLS: `${upstream.url}/good.ics,${upstream.url}/broken.ics`,
          OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
        },
        { serveWeb: true },
      );
      browser = await launchBrowser();
    });

    beforeEach(() => {
      redditAccepts = true;
    });

    /** The fake OpenAI-compatible server, its model and API_KEY, stored as Settings would store them. */
    const storeOpenAiSettings = () =>
      api(testApp, 'PUT', '/api/settings/ai', { provider: 'openai', baseUrl: `${upstream.url}/v1`, model: 'fake-model', apiKey: API_KEY });

    afterAll(async () => {
      await browser?.close();
      await testApp?.close();
      await upstream?.close();
    });

    it('should be reached from the profile footer at 1440 px', async () => {
      const { page, errors } = await openPage(browser, WIDE_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${testApp.baseUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      for (const title of ['AI provider', 'Reddit', 'Sources', 'Calendar']) {
        await card(page, title).waitFor();
      }
      await expect(sidebar.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).resolves.toBe('page');
      await expectNoHorizontalOverflow(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should be reached from the mobile header’s gear and from the drawer at 390 px, without horizontal overflow', async () => {
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/headline-analyzer`);
      await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${testApp.baseUrl}/settings`);
      await card(page, 'Calendar').waitFor();
      await expectNoHorizontalOverflow(page);

      await page.goto(`${testApp.baseUrl}/headline-analyzer`);
      // Once the screen shows (a tap made before the app has run is first-paint.browser-spec's case).
      await waitForScreen(page, 'Headline Analyzer');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByTestId('mobile-drawer');
      await drawer.getByRole('link', { name: 'Settings' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForURL(`${testApp.baseUrl}/settings`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should point to Settings from the error page', async () => {
      const { page } = await openPage(browser, WIDE_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/error`);
      await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${testApp.baseUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.context().close();
    });

    describe.each(VIEWPORTS)('at %s', (_name, viewport) => {
      it('should save an OpenAI-compatible provider, test it, and never show the key', async () => {
        await api(testApp, 'PUT', '/api/settings/ai', { provider: 'builtin', apiKey: '' });
        const { page } = await openSettings(browser, testApp, viewport);
        const ai = card(page, 'AI provider');
        await ai.getByRole('radio', { name: /OpenAI-compatible/ }).check();
        await expect(ai.getByLabel('Base URL').getAttribute('placeholder')).resolves.toBe('http://intranet-host:8000/v1');
        await ai.getByLabel('Base URL').fill(`${upstream.url}/v1`);
        await ai.getByLabel('Model').fill('fake-model');
        await expect(ai.getByLabel('API key').getAttribute('type')).resolves.toBe('password');
        await ai.getByLabel('API key').fill(API_KEY);
        await ai.getByRole('button', { name: 'Save' }).click();
        await page.getByText('AI Provider Saved').first().waitFor();

        // The form starts again from what is stored: the key field is empty and names only the last 4.
        await ai.getByPlaceholder('Key set, ends in ••••wxyz').waitFor();
        await expect(ai.getByLabel('API key').inputValue()).resolves.toBe('');
        const stored = await api<SettingsView>(testApp, 'GET', '/api/settings');
        expect(stored.body.ai).toMatchObject({
          provider: 'openai',
          baseUrl: `${upstream.url}/v1`,
          model: 'fake-model',
          keySet: true,
          keyHint: 'wxyz',
        });
        expect(JSON.stringify(stored.body)).not.toContain(API_KEY.slice(0, -4));

        const callsBefore = upstream.requests.length;
        await ai.getByRole('button', { name: 'Test connection' }).click();
        await ai.getByText(/^Connected to fake-model in \d+ ms$/).waitFor();
        const call = upstream.requests.slice(callsBefore).find((request) => request.path === '/v1/chat/completions');
        expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);

        await page.reload();
        await card(page, 'AI provider').getByLabel('Model').waitFor();
        expect(await page.content()).not.toContain(API_KEY.slice(0, -4));
        await expect(ai.getByLabel('Base URL').inputValue()).resolves.toBe(`${upstream.url}/v1`);
        // In force at once: the status the dashboard reads names the saved model.
        await expect(api(testApp, 'GET', '/api/settings/status')).resolves.toMatchObject({
          body: { aiProvider: 'openai', aiModel: 'fake-model' },
        });
        await expectNoHorizontalOverflow(page);
        await page.context().close();
      });

      it('should show the 400 message for a bad base URL and change nothing', async () => {
        await storeOpenAiSettings();
        const before = await api<SettingsView>(testApp, 'GET', '/api/settings');
        const refused = await api<{ message: string }>(testApp, 'PUT', '/api/settings/ai', { provider: 'openai', baseUrl: 'not a url' });
        expect(refused.status).toBe(400);

        const { page } = await openSettings(browser, testApp, viewport);
        const ai = card(page, 'AI provider');
        await ai.getByLabel('Base URL').fill('not a url');
        await ai.getByRole('button', { name: 'Save' }).click();
        await page.getByText('AI Provider Not Saved').first().waitFor();
        await page.getByText(refused.body.message).first().waitFor();

        await expect(api<SettingsView>(testApp, 'GET', '/api/settings')).resolves.toEqual(before);
        await page.reload();
        await expect(card(page, 'AI provider').getByLabel('Base URL').inputValue()).resolves.toBe(`${upstream.url}/v1`);
        await page.context().close();
      });
    });

    it('should keep the OpenAI-compatible server while Built-in is chosen, so switching back needs no retyping', async () => {
      await storeOpenAiSettings();
      const { page } = await openSettings(browser, testApp);
      let ai = card(page, 'AI provider');
      await ai.getByRole('radio', { name: /Built-in/ }).check();
      await ai.getByRole('button', { name: 'Save' }).click();
      await page.getByText('AI Provider Saved').first().waitFor();
      await expect(api(testApp, 'GET', '/api/settings/status')).resolves.toMatchObject({ body: { aiProvider: 'builtin' } });

      await page.reload();
      ai = card(page, 'AI provider');
      await ai.getByRole('radio', { name: /OpenAI-compatible/ }).check();
      await expect(ai.getByLabel('Base URL').inputValue()).resolves.toBe(`${upstream.url}/v1`);
      await expect(ai.getByLabel('Model').inputValue()).resolves.toBe('fake-model');
      await ai.getByRole('button', { name: 'Save' }).click();
      await page.getByText('AI Provider Saved').first().waitFor();
      await expect(api<SettingsView>(testApp, 'GET', '/api/settings')).resolves.toMatchObject({
        body: { ai: { provider: 'openai', baseUrl: `${upstream.url}/v1`, model: 'fake-model', keySet: true } },
      });
      await page.context().close();
    });

    it('should remove the stored key after confirming', async () => {
      await storeOpenAiSettings();
      const { page } = await openSettings(browser, testApp);
      const ai = card(page, 'AI provider');
      await ai.getByRole('button', { name: 'Remove key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove the API key?' });
      await dialog.getByText(/key ending in wxyz/).waitFor();
      await dialog.getByRole('button', { name: 'Remove key' }).click();
      await page.getByText('API Key Removed').first().waitFor();
      // The form starts again from what is stored once the screen has read it back.
      await ai.getByPlaceholder('sk-...').waitFor();
      await expect(api<SettingsView>(testApp, 'GET', '/api/settings')).resolves.toMatchObject({
        body: { ai: { keySet: false, keyHint: null } },
      });
      await page.context().close();
    });

    it.each(VIEWPORTS)('should replace, test and remove the Reddit credentials at %s', async (_name, viewport) => {
      await api(testApp, 'POST', '/api/set-reddit-credentials', GOOD_PAIR);
      const { page } = await openSettings(browser, testApp, viewport);
      const reddit = card(page, 'Reddit');
      await reddit.getByText('Credentials saved').waitFor();

      await reddit.getByRole('button', { name: 'Replace' }).click();
      const form = page.getByRole('dialog', { name: 'Replace Reddit Credentials' });
      await form.getByLabel('Reddit App ID').fill(NEW_PAIR.appId);
      await form.getByLabel('Reddit App Secret').fill(NEW_PAIR.appSecret);
      await form.getByRole('button', { name: 'Save Credentials' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByText('Credentials Saved').first().waitFor();

      const callsBefore = upstream.requests.length;
      await reddit.getByRole('button', { name: 'Test' }).click();
      await reddit.getByText('Reddit accepted the credentials.').waitFor();
      const tokenCalls = upstream.requests.slice(callsBefore).filter((request) => request.path.startsWith('/token'));
      expect(tokenCalls.map((request) => request.headers.authorization)).toEqual([basicAuth(NEW_PAIR)]);

      // Reddit starts refusing the pair: the test says so in words.
      redditAccepts = false;
      const refused = await api<{ message: string }>(testApp, 'POST', '/api/settings/reddit/test');
      expect(refused.status).toBeGreaterThanOrEqual(400);
      await reddit.getByRole('button', { name: 'Test' }).click();
      await reddit.getByTestId('test-result').getByText(refused.body.message).waitFor();

      await reddit.getByRole('button', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove the Reddit credentials?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await reddit.getByText('Not set').waitFor();
      await expect(api<SettingsView>(testApp, 'GET', '/api/settings')).resolves.toMatchObject({
        body: { reddit: { credentialsSet: false } },
      });
      await expect(page.evaluate(() => window.localStorage.getItem('reddit_credentials_saved'))).resolves.toBeNull();
      await expectNoHorizontalOverflow(page);
      await page.context().close();
    });

    it.each(VIEWPORTS)('should show each source’s health after a fetch where Reddit failed at %s', async (_name, viewport) => {
      await api(testApp, 'POST', '/api/set-reddit-credentials', GOOD_PAIR);
      const fetched = await api<FetchContentResponse>(testApp, 'POST', '/api/fetch-content', {
        enabledSources: ['reddit', 'x_trending'],
        reddit: { subreddits: ['technology'], postType: 'hot', timeFilter: '24h', minUpvotes: 0 },
        xTrending: { useFallback: false, maxResults: 20 },
      });
      const redditError = fetched.body.data?.errors?.reddit;
      expect(redditError).toEqual(expect.any(String));
      const settings = await api<SettingsView>(testApp, 'GET', '/api/settings');
      const xHealth = settings.body.sources.find((source) => source.source === 'x_trending')!;
      expect(xHealth.itemCount).toBeGreaterThan(0);

      const { page } = await openSettings(browser, testApp, viewport);
      const redditRow = page.getByTestId('source-reddit');
      await redditRow.getByText(redditError!).waitFor();
      await expect(redditRow.locator('time').getAttribute('title')).resolves.toMatch(/\d{4}.*\d{1,2}:\d{2}/);
      await expect(redditRow.locator('time').innerText()).resolves.toMatch(/now|second|minute/);

      const xRow = page.getByTestId('source-x_trending');
      await xRow.getByText('OK', { exact: true }).waitFor();
      await xRow.getByText(xHealth.itemCount.toLocaleString('en-US'), { exact: true }).waitFor();
      await expectNoHorizontalOverflow(page);
      // Top Media's own feeds are added on the News Scraper page, which the spec's link lists leave out.
      await card(page, 'Sources').getByRole('link', { name: 'News Scraper' }).click();
      await page.getByRole('heading', { level: 1, name: 'News Scraper' }).waitFor();
      await page.context().close();
    });

    it.each(VIEWPORTS)('should show the calendar’s last sync, events per kind and each feed’s state at %s', async (_name, viewport) => {
      const { body } = await api<SettingsView>(testApp, 'GET', '/api/settings');
      const { page } = await openSettings(browser, testApp, viewport);
      const calendar = card(page, 'Calendar');
      await expect(calendar.getByTestId('calendar-last-sync').innerText()).resolves.toMatch(/ago|now/);

      const counts = Object.values(body.calendar.counts);
      expect(counts.length).toBeGreaterThan(0);
      const chips = await calendar.getByTestId('calendar-kind').allInnerTexts();
      expect(chips.map((chip) => Number(/: (\d+)$/.exec(chip)?.[1])).sort((a, b) => a - b)).toEqual([...counts].sort((a, b) => a - b));

      const feeds = calendar.getByTestId('calendar-feed');
      await expect(feeds.count()).resolves.toBe(2);
      const good = feeds.filter({ hasText: `${upstream.url}/good.ics` });
      await good.getByText('OK, 2 events').waitFor();
      const broken = feeds.filter({ hasText: `${upstream.url}/broken.ics` });
      await broken.getByText(/^Failed: .+/).waitFor();
      await expectNoHorizontalOverflow(page);
      await page.context().close();
    });

    it('should show skeletons while loading, and an error with Retry when the settings cannot be read', async () => {
      const { page } = await openPage(browser, WIDE_VIEWPORT);
      let failing = true;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/settings', async (route) => {
        await held;
        if (failing) {
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"statusCode":503,"message":"The database is not answering."}',
          });
        } else {
          await route.continue();
        }
      });
      await openInApp(page, testApp.baseUrl, '/settings');
      await page.getByRole('status', { name: 'Loading settings' }).waitFor();
      release();
      await page.getByRole('alert').getByText('The database is not answering.').waitFor();
      failing = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await card(page, 'AI provider').waitFor();
      await page.context().close();
    });
  });

  describe('with the AI provider and Reddit set by the server’s environment', () => {
    let fakeOpenAi: FakeUpstream;
    let testApp: TestApp;
    let browser: Browser;

    beforeAll(async () => {
      fakeOpenAi = await startFakeUpstream((_request, response) => reply(response, 200, CONNECTION_CHECK_ANSWER));
      testApp = await startTestApp(
        {
          OPENAI_API_KEY: 'sk-env-secret-1234',
          OPENAI_BASE_URL: `${fakeOpenAi.url}/v1`,
          OPENAI_MODEL: 'env-model',
          REDDIT_CLIENT_ID: 'env-app-id',
          REDDIT_CLIENT_SECRET: 'env-app-secret',
          OUTBOUND_ALLOW_HOSTS: allowHostsFor(fakeOpenAi),
        },
        { serveWeb: true },
      );
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
      await testApp?.close();
      await fakeOpenAi?.close();
    });

    it.each(VIEWPORTS)('should show the AI and Reddit cards read-only at %s', async (_name, viewport) => {
      const { page } = await openSettings(browser, testApp, viewport);
      const ai = card(page, 'AI provider');
      await ai.getByText(/^Set by the server's environment/).waitFor();
      await expect(ai.getByRole('radio', { name: /OpenAI-compatible/ }).isChecked()).resolves.toBe(true);
      await expect(ai.getByRole('radio', { name: /OpenAI-compatible/ }).isDisabled()).resolves.toBe(true);
      await expect(ai.getByRole('radio', { name: /Built-in/ }).isDisabled()).resolves.toBe(true);
      for (const field of ['Base URL', 'Model', 'API key']) {
        await expect(ai.getByLabel(field).isEditable()).resolves.toBe(false);
      }
      await expect(ai.getByLabel('Model').inputValue()).resolves.toBe('env-model');
      await expect(ai.getByLabel('API key').getAttribute('placeholder')).resolves.toBe('Key set, ends in ••••1234');
      await expect(ai.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
      await expect(ai.getByRole('button', { name: 'Remove key' }).count()).resolves.toBe(0);
      await ai.getByRole('button', { name: 'Test connection' }).click();
      await ai.getByText(/^Connected to env-model in \d+ ms$/).waitFor();

      const reddit = card(page, 'Reddit');
      await reddit.getByText(/^Set by the server's environment/).waitFor();
      await reddit.getByText('Credentials saved').waitFor();
      await expect(reddit.getByRole('button', { name: 'Replace' }).count()).resolves.toBe(0);
      await expect(reddit.getByRole('button', { name: 'Remove' }).count()).resolves.toBe(0);

      expect(await page.content()).not.toContain('sk-env-secret');
      await expect(api(testApp, 'PUT', '/api/settings/ai', { provider: 'builtin' })).resolves.toMatchObject({ status: 409 });
      await expectNoHorizontalOverflow(page);
      await page.context().close();
    });
  });
});
