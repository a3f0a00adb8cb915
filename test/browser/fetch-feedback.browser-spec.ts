/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, openTakenOver } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const GOOD_APP = { id: 'good-app', secret: 'good-secret' };

/**
 * What the dashboard says after a fetch. One fake upstream plays every source: Reddit's token
 * endpoint accepts only GOOD_APP, /down/* trend pages answer 503, /trends serves a real trend page
 * and /rss a news feed.
 */
describe('Fetch feedback on the dashboard', () => {
  let upstream: FakeUpstream;
  let browser: Browser;

  beforeAll(async () => {
    const goodAuthorization = `Basic ${Buffer.from(`${GOOD_APP.id}:${GOOD_APP.secret}`).toString('base64')}`;
    upstream = await startFakeUpstream((request, response) => {
      if (request.path.startsWith('/token')) {
        if (request.headers.authorization === goodAuthorization) {
          reply(response, 200, JSON.stringify({ access_token: 'token-1', token_type: 'bearer', expires_in: 86400, scope: '*' }));
        } else {
          reply(response, 401, '{"message": "Unauthorized", "error": 401}');
        }
      } else if (request.path.startsWith('/r/')) {
        reply(response, 200, readFixture('reddit-listing-hot.json'));
      } else if (request.path.startsWith('/rss')) {
        reply(response, 200, readFixture('news-rss.xml'), { 'content-type': 'application/rss+xml; charset=utf-8' });
      } else if (request.path.startsWith('/trends')) {
        reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
      } else {
        reply(response, 503, '<html><body>Service Unavailable</body></html>', { 'content-type': 'text/html' });
      }
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await upstream?.close();
  });

  const appEnv = (env: Record<string, string>) => ({
    REDDIT_TOKEN_URL: `${upstream.url}/token`,
    REDDIT_API_URL: upstream.url,
    NEWS_RSS_URLS: `${upstream.url}/rss`,
    OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });

  describe('when Reddit rejects the credentials and both X trend pages are down, while news works', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp(
        appEnv({
          REDDIT_CLIENT_ID: 'revoked-app',
          REDDIT_CLIENT_SECRET: 'revoked-secret',
          // Two addresses on one host, as a primary and a fallback page on one mirror would be.
          X_TRENDS_URLS: `${upstream.url}/down/primary,${upstream.url}/down/fallback`,
        }),
        { serveWeb: true },
      );
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should name every source that failed, each once and in plain words, with Fix Reddit opening the credentials dialog', async () => {
      const { page } = await openPage(browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      await page.getByRole('button', { name: 'Fetch Content' }).click();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Content Fetched with Warnings').waitFor({ timeout: 20000 });

      const description = await region.locator('[data-toast-root] [data-testid="toast-description"]').innerText();
      const host = new URL(upstream.url).host;
      expect(description.split('\n')).toEqual([
        'Reddit: Reddit rejected this App ID and App Secret. Check them on reddit.com/prefs/apps.',
        `X (Twitter): The trend page ${host} is down right now (error 503). Showing Top Media stories instead.`,
      ]);

      await region.getByRole('button', { name: 'Fix Reddit' }).click();
      await page.getByRole('dialog', { name: 'Reddit API Credentials Required' }).waitFor();
      await page.context().close();
    });
  });

  describe('when no Reddit credentials are saved yet', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp(appEnv({ X_TRENDS_URLS: `${upstream.url}/trends` }), { serveWeb: true });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should run the fetch the user asked for once the credentials are saved', async () => {
      const { page } = await openPage(browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, testApp.baseUrl);
      await page.getByRole('button', { name: 'Fetch Content' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reddit API Credentials Required' });
      await dialog.getByLabel('Reddit App ID').fill(GOOD_APP.id);
      await dialog.getByLabel('Reddit App Secret').fill(GOOD_APP.secret);

      const fetchRequest = page.waitForRequest((request) => request.url().endsWith('/api/fetch-content') && request.method() === 'POST');
      await dialog.getByRole('button', { name: 'Save Credentials' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const configuration = (await fetchRequest).postDataJSON() as { enabledSources: string[] };
      expect(configuration.enabledSources).toEqual(['reddit', 'x_trending']);
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText(/^Content Fetched/)
        .waitFor({ timeout: 20000 });
      await page.getByTestId('trending-row').first().waitFor();
      await page.context().close();
    });
  });
});
