/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { CustomFeed } from '../../src/contracts/feeds.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { launchBrowser, MOBILE_VIEWPORT, openPage, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const fixture = (name: string) => readFileSync(new URL(`../../src/modules/feeds/fixtures/${name}`, import.meta.url), 'utf8');
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const VIEWPORTS = [
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', MOBILE_VIEWPORT],
] as const;
const FEED_TITLE = 'Harbour Gazette & Coast';
const EMPTY_TEXT = 'Add a news site or blog: Trendjack finds its feed and reads it with Top Media on every fetch.';

/** Nothing on the page is wider than the window, and no section is wider than itself. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    sections: Array.from(document.querySelectorAll('main section, main li')).map((element) => element.scrollWidth - element.clientWidth),
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.sections.every((extra) => extra <= 0)).toBe(true);
}

describe('News Scraper screen', () => {
  /** A newsroom announcing its feed in a link tag; the feed breaks on demand. */
  let newsroom: FakeUpstream;
  /** A site without any feed. */
  let bakery: FakeUpstream;
  let trendPage: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;
  let feedUp = true;

  beforeAll(async () => {
    newsroom = await startFakeUpstream((request, response) => {
      if (request.path === '/news/') {
        reply(response, 200, fixture('newsroom-home.html'), HTML);
      } else if (request.path === '/news/latest.rss') {
        if (feedUp) reply(response, 200, fixture('latest.rss'), { 'content-type': 'application/rss+xml' });
        else reply(response, 503, 'Service unavailable', { 'content-type': 'text/plain' });
      } else {
        reply(response, 404, 'Not found', HTML);
      }
    });
    bakery = await startFakeUpstream((request, response) => {
      if (request.path === '/') reply(response, 200, fixture('bakery-home.html'), HTML);
      else reply(response, 404, 'Not found', HTML);
    });
    trendPage = await startFakeUpstream((_request, response) =>
      reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' }),
    );
    testApp = await startTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        X_TRENDS_URLS: `${trendPage.url}/`,
        NEWS_RSS_URLS: `${newsroom.url}/configured.rss`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(newsroom, bakery, trendPage),
      },
      { serveWeb: true },
    );
    browser = await launchBrowser();
  });

  beforeEach(() => {
    feedUp = true;
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await Promise.all([newsroom?.close(), bakery?.close(), trendPage?.close()]);
  });

  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  const fetchContent = () =>
    fetch(`${testApp.baseUrl}/api/fetch-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabledSources: ['x_trending'], xTrending: { useFallback: false, maxResults: 5 } }),
    });
  const openScreen = async (viewport: { width: number; height: number }) => {
    const opened = await openPage(browser, viewport);
    await opened.page.goto(`${testApp.baseUrl}/news-scraper`);
    await waitForScreen(opened.page, 'News Scraper');
    return opened;
  };

  describe.each(VIEWPORTS)('at %s', (_name, viewport) => {
    it('should add a site, pause and resume it, show what fetches did and remove it', async () => {
      const { page, errors } = await openScreen(viewport);
      await page.getByText(EMPTY_TEXT).waitFor();
      const input = page.getByLabel('Website or feed URL');
      await expectNoHorizontalOverflow(page);

      // Add feed: the button shows the search while the server looks for the feed.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/feeds', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await input.fill(`${newsroom.url}/news/`);
      await page.getByRole('button', { name: 'Add feed' }).click();
      const pending = page.getByRole('button', { name: 'Finding feed...' });
      await pending.waitFor();
      await expect(pending.isDisabled()).resolves.toBe(true);
      release();
      await toasts(page).getByText('Feed Added', { exact: true }).waitFor();
      await toasts(page).getByText(`"${FEED_TITLE}" is read with Top Media on every fetch.`).waitFor();
      // The field empties once the list has been read again, just after the toast.
      await page.waitForFunction(() => (document.getElementById('feed-url') as HTMLInputElement | null)?.value === '', undefined, {
        timeout: 5_000,
      });

      const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: FEED_TITLE }) });
      await row.getByText(`${newsroom.url}/news/latest.rss`).waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
      await expect(row.getByRole('link', { name: /gazette\.example\.org/ }).getAttribute('href')).resolves.toBe(
        'https://gazette.example.org/news/',
      );
      await row.getByText('Not fetched yet: its stories arrive with the next fetch on Trending Topics.').waitFor();
      await expect(page.getByText(EMPTY_TEXT).count()).resolves.toBe(0);
      await expectNoHorizontalOverflow(page);

      // Pause, then resume.
      await row.getByRole('button', { name: `Pause ${FEED_TITLE}` }).click();
      await row.getByText('Paused', { exact: true }).waitFor();
      await toasts(page).getByText('Feed Paused', { exact: true }).waitFor();
      const [stored] = (await (await fetch(`${testApp.baseUrl}/api/feeds`)).json()) as CustomFeed[];
      expect(stored!.paused).toBe(true);
      await row.getByRole('button', { name: `Resume ${FEED_TITLE}` }).click();
      await row.getByText('Active', { exact: true }).waitFor();

      // A fetch reads it; a later one finds it broken.
      expect((await fetchContent()).status).toBe(200);
      await page.reload();
      await row.getByText(/^Last fetched .+: 2 stories\.$/).waitFor();
      feedUp = false;
      expect((await fetchContent()).status).toBe(200);
      await page.reload();
      await row.getByText(/^Last fetched .+: The feed is down right now \(error 503\)\. The read before gave 2 stories\.$/).waitFor();
      await expectNoHorizontalOverflow(page);

      // Remove asks first; Cancel keeps the feed.
      await row.getByRole('button', { name: `Remove ${FEED_TITLE}` }).click();
      const dialog = page.getByRole('dialog', { name: `Remove "${FEED_TITLE}"?` });
      await dialog.getByText('Its feed is no longer read. Stories already fetched from it stay in Trending Topics.').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor();
      await row.getByRole('button', { name: `Remove ${FEED_TITLE}` }).click();
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await toasts(page).getByText('Feed Removed', { exact: true }).waitFor();
      await page.getByText(EMPTY_TEXT).waitFor();
      await expect((await fetch(`${testApp.baseUrl}/api/feeds`)).json()).resolves.toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it("should show the server's message in an error toast for a site without a feed, and ask for a URL when none is typed", async () => {
      const { page, errors } = await openScreen(viewport);
      const input = page.getByLabel('Website or feed URL');

      await page.getByRole('button', { name: 'Add feed' }).click();
      await toasts(page).getByText('URL Required', { exact: true }).waitFor();
      await toasts(page).getByText('Please enter a website or feed URL.').waitFor();

      await input.fill(bakery.url);
      await input.press('Enter');
      await toasts(page).getByText('Feed Not Added', { exact: true }).waitFor();
      await toasts(page)
        .getByText(`No RSS or Atom feed found at ${new URL(bakery.url).host}.`)
        .waitFor();
      await expect(input.inputValue()).resolves.toBe(bakery.url);
      await page.getByText(EMPTY_TEXT).waitFor();
      await expectNoHorizontalOverflow(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
