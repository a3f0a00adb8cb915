/// <reference lib="dom" />
import type { Browser, Locator, Page, Request } from 'playwright-core';
import type { FetchConfiguration } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { LOOPBACK_TLS, trustLoopbackCertificate } from '../support/loopback-tls.js';
import { openSourcesForm, resetFetchConfiguration } from '../support/dashboard-sources.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY_SECONDS = 24 * 60 * 60;
const FETCH_TIMEOUT_MS = 20_000;

/** A Google Trends "Trending now" feed for Germany with one query of its own. */
function googleTrendsGermany(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:ht="https://trends.google.com/trending/rss" version="2.0"><channel>
  <title>Daily Search Trends</title>
  <link>https://trends.google.com/trending/rss?geo=DE</link>
  <item>
    <title>bahnstreik donnerstag</title>
    <ht:approx_traffic>20K+</ht:approx_traffic>
    <pubDate>${new Date().toUTCString()}</pubDate>
    <ht:news_item>
      <ht:news_item_title>Bahnstreik am Donnerstag: Welche Züge fahren</ht:news_item_title>
      <ht:news_item_url>https://zeitung.example.de/bahnstreik-donnerstag</ht:news_item_url>
      <ht:news_item_source>Zeitung Beispiel</ht:news_item_source>
    </ht:news_item>
  </item>
</channel></rss>`;
}

/** A German Wikipedia most-read list of one article of its own, dated yesterday (UTC). */
function wikipediaGerman(): string {
  const yesterday = new Date(Date.now() - DAY_SECONDS * 1000).toISOString().slice(0, 10);
  return JSON.stringify({
    mostread: {
      date: `${yesterday}Z`,
      articles: [
        {
          views: 88_000,
          rank: 1,
          title: 'Wattenmeer',
          type: 'standard',
          namespace: { id: 0 },
          titles: { canonical: 'Wattenmeer', normalized: 'Wattenmeer' },
          description: 'Gezeitenzone an der Nordseeküste',
          extract: 'Das Wattenmeer ist eine Gezeitenzone an der Nordseeküste.',
          content_urls: { desktop: { page: 'https://de.wikipedia.org/wiki/Wattenmeer' } },
        },
      ],
    },
  });
}

/** Mastodon trend history in the API's wire format: days (UTC midnight, newest first) as strings. */
function history(usesPerDay: number[]): { day: string; uses: string; accounts: string }[] {
  const today = Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return usesPerDay.map((uses, index) => ({ day: String(today - index * DAY_SECONDS), uses: String(uses), accounts: String(uses) }));
}

/** The trending tags of a Mastodon instance: one tag, named by the test. */
const mastodonTags = (name: string) =>
  JSON.stringify([{ name, url: `https://instance.example/tags/${name}`, history: history([90, 140]) }]);

/**
 * The keyless sources on the Data Sources card (issue 16): what a fetch sends for them, what the
 * upstreams are asked, what the list and the toast then show. One fake upstream plays Google Trends,
 * Bluesky, Hacker News, Wikipedia, the server's default Mastodon instance and the X trend page; a
 * second one, over https, is a Mastodon instance a user names.
 */
describe('Data Sources card: the keyless sources', () => {
  let upstream: FakeUpstream;
  let customInstance: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;
  let untrustLoopback: () => void;
  let hackerNewsDown = false;

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      const url = new URL(request.path, 'http://fake');
      const wikipedia = /^\/feed\/v1\/wikipedia\/([a-z-]+)\/featured\/\d{4}\/\d{2}\/\d{2}$/.exec(url.pathname);
      if (url.pathname === '/trending/rss') {
        const geo = url.searchParams.get('geo');
        if (geo === 'GB') reply(response, 200, readFixture('google-trends-daily-gb.xml'), { 'content-type': 'application/rss+xml' });
        else if (geo === 'DE') reply(response, 200, googleTrendsGermany(), { 'content-type': 'application/rss+xml' });
        else reply(response, 200, readFixture('google-trends-trending-now-us.xml'), { 'content-type': 'application/rss+xml' });
      } else if (wikipedia) {
        reply(response, 200, wikipedia[1] === 'de' ? wikipediaGerman() : readFixture('wikipedia-featured-en.json'));
      } else if (url.pathname === '/xrpc/app.bsky.unspecced.getTrendingTopics') {
        reply(response, 200, readFixture('bluesky-trending-topics.json'));
      } else if (url.pathname === '/hn/api/v1/search') {
        if (hackerNewsDown) reply(response, 503, '<html><body>Service Unavailable</body></html>', { 'content-type': 'text/html' });
        else reply(response, 200, readFixture('hackernews-front-page.json'));
      } else if (url.pathname === '/api/v1/trends/links') {
        reply(response, 200, '[]');
      } else if (url.pathname === '/api/v1/trends/tags') {
        reply(response, 200, mastodonTags('DefaultInstanceTag'));
      } else if (url.pathname.startsWith('/trends')) {
        reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
      } else {
        reply(response, 404, '{"error":"not found"}');
      }
    });
    customInstance = await startFakeUpstream(
      (request, response) => {
        const { pathname } = new URL(request.path, 'https://fake');
        if (pathname === '/api/v1/trends/links') reply(response, 200, '[]');
        else if (pathname === '/api/v1/trends/tags') reply(response, 200, mastodonTags('KelpWatch'));
        else reply(response, 404, '{"error":"Record not found"}');
      },
      { tls: LOOPBACK_TLS },
    );
    untrustLoopback = trustLoopbackCertificate();
    testApp = await startTestApp(
      {
        GOOGLE_TRENDS_RSS_URL: `${upstream.url}/trending/rss`,
        BLUESKY_API_URL: upstream.url,
        HACKERNEWS_API_URL: `${upstream.url}/hn/api/v1`,
        WIKIPEDIA_FEED_URL: `${upstream.url}/feed/v1/wikipedia`,
        MASTODON_INSTANCES: upstream.url,
        X_TRENDS_URLS: `${upstream.url}/trends`,
        NEWS_RSS_URLS: `${upstream.url}/news.xml`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream, customInstance),
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      { serveWeb: true },
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    untrustLoopback?.();
    await upstream?.close();
    await customInstance?.close();
  }, 60_000);

  beforeEach(() => resetFetchConfiguration(testApp.baseUrl));

  /** The dashboard with only the given sources checked (the spec's two start checked). */
  async function dashboardWith(sources: RegExp[], viewport = DESKTOP_VIEWPORT): Promise<Page> {
    const { page } = await openPage(browser, viewport);
    await openTakenOver(page, testApp.baseUrl);
    await openSourcesForm(page);
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    await page.getByRole('checkbox', { name: /X \(Twitter\) Trends/ }).uncheck();
    for (const source of sources) {
      await page.getByRole('checkbox', { name: source }).check();
    }
    return page;
  }

  /**
   * Clicks Fetch Content and answers the configuration the page sent, once the server has answered
   * and the list has loaded again (every fetch here stores something).
   */
  async function fetchContent(page: Page): Promise<FetchConfiguration> {
    const isFetch = (request: Request) => request.url().endsWith('/api/fetch-content') && request.method() === 'POST';
    const sent = page.waitForRequest(isFetch);
    const answered = page.waitForResponse((response) => isFetch(response.request()), { timeout: FETCH_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    await answered;
    await page.waitForResponse((response) => response.url().endsWith('/api/trending') && response.request().method() === 'GET');
    return (await sent).postDataJSON() as FetchConfiguration;
  }

  const toastDescription = (page: Page) =>
    page.getByRole('region', { name: /^Notifications/ }).locator('[data-toast-root] [data-testid="toast-description"]');

  /** The row titled `title`, looked for page after page of the list. */
  async function rowTitled(page: Page, title: string): Promise<Locator> {
    const rows = page.getByTestId('trending-row');
    await rows.first().waitFor({ timeout: FETCH_TIMEOUT_MS });
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    for (;;) {
      const row = rows.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      if ((await row.count()) > 0) return row;
      if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`no row titled "${title}" on any page`);
      const firstTitle = await rows.first().locator('h3').innerText();
      await next.click();
      await rows.first().locator('h3', { hasNotText: firstTitle }).waitFor();
    }
  }

  const pathsAsked = (prefix: string) =>
    upstream.requests
      .map((request) => request.path)
      .filter((path) => path.startsWith(prefix))
      .sort();

  describe('when the dashboard opens', () => {
    it("should list the five keyless sources below the spec's two, unchecked, each panel showing once its source is checked", async () => {
      const { page } = await openPage(browser);
      await openTakenOver(page, testApp.baseUrl);
      await openSourcesForm(page);
      const card = page.getByRole('region', { name: 'Data Sources' });
      const checkboxes = card.locator('input[type="checkbox"][value]');
      await checkboxes.first().waitFor();
      await expect(checkboxes.evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value))).resolves.toEqual([
        'reddit',
        'x_trending',
        'google_trends',
        'bluesky',
        'hackernews',
        'wikipedia',
        'mastodon',
      ]);
      await expect(checkboxes.evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).checked))).resolves.toEqual([
        true,
        true,
        false,
        false,
        false,
        false,
        false,
      ]);
      await expect(card.getByText('Active', { exact: true }).count()).resolves.toBe(2);
      await expect(card.getByRole('group', { name: /Configuration$/ }).count()).resolves.toBe(2);

      for (const name of ['Google Trends', 'Bluesky', 'Hacker News', 'Wikipedia', 'Mastodon']) {
        await card.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
      }
      await expect(card.getByText('Active', { exact: true }).count()).resolves.toBe(7);
      await card.getByText('Trending topics on Bluesky, no settings').waitFor();
      await card.getByText('Front page stories').waitFor();
      await expect(card.getByRole('group', { name: /Configuration$/ }).allInnerTexts()).resolves.toHaveLength(5);
      await expect(card.getByRole('group', { name: 'Google Trends Configuration' }).getByLabel('Countries').inputValue()).resolves.toBe(
        'US, GB',
      );
      await expect(card.getByRole('group', { name: 'Wikipedia Configuration' }).getByLabel('Languages').inputValue()).resolves.toBe('en');
      const instances = card.getByRole('group', { name: 'Mastodon Configuration' }).getByLabel('Instances');
      await expect(instances.inputValue()).resolves.toBe('');
      await expect(instances.getAttribute('placeholder')).resolves.toBe('https://mastodon.social');

      await card.getByRole('checkbox', { name: /^Google Trends/ }).uncheck();
      await expect(card.getByRole('group', { name: 'Google Trends Configuration' }).count()).resolves.toBe(0);
      await page.context().close();
    });
  });

  describe('when Google Trends and Wikipedia are checked with countries and languages of the user', () => {
    it('should ask each country and each language edition once, and list their items with their icons', async () => {
      const page = await dashboardWith([/^Google Trends/, /^Wikipedia/]);
      await page.getByLabel('Countries').fill('gb, DE');
      await page.getByLabel('Languages').fill('en, DE');
      upstream.requests.length = 0;

      const sent = await fetchContent(page);

      expect(sent).toMatchObject({
        enabledSources: ['google_trends', 'wikipedia'],
        googleTrends: { geos: ['GB', 'DE'] },
        wikipedia: { languages: ['en', 'de'] },
      });
      expect(sent).not.toHaveProperty('mastodon');
      await page.getByText('Successfully retrieved trending content from selected sources.').first().waitFor({ timeout: FETCH_TIMEOUT_MS });
      expect(pathsAsked('/trending/rss')).toEqual(['/trending/rss?geo=DE', '/trending/rss?geo=GB']);
      expect(pathsAsked('/feed/v1/wikipedia/').map((path) => path.replace(/\d{4}\/\d{2}\/\d{2}$/, 'DATE'))).toEqual([
        '/feed/v1/wikipedia/de/featured/DATE',
        '/feed/v1/wikipedia/en/featured/DATE',
      ]);
      expect(pathsAsked('/xrpc')).toEqual([]);

      const query = await rowTitled(page, 'bahnstreik donnerstag');
      await expect(query.locator('svg[aria-label="Google Trends"]').count()).resolves.toBe(1);
      await query.getByText('Google Trends (DE)').waitFor();
      const article = await rowTitled(page, 'Wattenmeer');
      await expect(article.locator('svg[aria-label="Wikipedia"]').count()).resolves.toBe(1);
      await expect(article.getByRole('link', { name: 'Wattenmeer' }).getAttribute('href')).resolves.toBe(
        'https://de.wikipedia.org/wiki/Wattenmeer',
      );
      await page.context().close();
    });
  });

  describe('when a country code is wrong', () => {
    it('should say so next to the field, focus it and send nothing until it is fixed', async () => {
      const page = await dashboardWith([/^Google Trends/]);
      /** Every configuration the page posts, in order. */
      const posted: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/fetch-content')) posted.push(request.postDataJSON());
      });
      const countries = page.getByLabel('Countries');
      await countries.fill('US, XX');
      upstream.requests.length = 0;

      await page.getByRole('button', { name: 'Fetch Content' }).click();

      const panel = page.getByRole('group', { name: 'Google Trends Configuration' });
      await panel.getByText('"XX" is not a country code. Use two-letter country codes, such as US or GB.').waitFor();
      await expect(countries.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(countries.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
      await countries.fill('US, GB');
      await expect(panel.getByRole('alert').count()).resolves.toBe(0);
      await expect(countries.getAttribute('aria-invalid')).resolves.toBeNull();

      await fetchContent(page);

      // Requests are reported in order: the fixed configuration is the first and only one sent.
      expect(posted).toEqual([expect.objectContaining({ googleTrends: { geos: ['US', 'GB'] } })]);
      expect(pathsAsked('/trending/rss')).toEqual(['/trending/rss?geo=GB', '/trending/rss?geo=US']);
      await page.context().close();
    });
  });

  describe('when the server refuses a configuration the card let through', () => {
    it("should show the server's message in the Fetch Failed toast", async () => {
      const page = await dashboardWith([/^Google Trends/]);
      // What an older screen, or a hand-made request, could send: the server's own check answers.
      await page.route('**/api/fetch-content', (route) =>
        route.continue({ postData: JSON.stringify({ enabledSources: ['google_trends'], googleTrends: { geos: ['EU'] } }) }),
      );
      await page.getByRole('button', { name: 'Fetch Content' }).click();
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Fetch Failed')
        .waitFor();
      await expect(toastDescription(page).innerText()).resolves.toContain('googleTrends.geos: "EU" is not a country code');
      await page.context().close();
    });
  });

  describe('when Mastodon is checked', () => {
    it("should read the server's instances while the field is empty, and the instance the user names once one is typed", async () => {
      const page = await dashboardWith([/^Mastodon/]);
      upstream.requests.length = 0;

      const first = await fetchContent(page);

      // Mastodon checked with no instance typed, the other keyless sources unchecked: no block for any of them.
      expect(Object.keys(first).sort()).toEqual(['enabledSources', 'reddit', 'xTrending']);
      await page.getByText('Successfully retrieved trending content from selected sources.').first().waitFor({ timeout: FETCH_TIMEOUT_MS });
      expect(pathsAsked('/api/v1/trends')).toEqual(['/api/v1/trends/links?limit=20', '/api/v1/trends/tags?limit=20']);
      await (await rowTitled(page, '#DefaultInstanceTag')).waitFor();

      await page.getByLabel('Instances').fill(`${customInstance.url}/`);
      upstream.requests.length = 0;

      const second = await fetchContent(page);

      expect(second).toMatchObject({ enabledSources: ['mastodon'], mastodon: { instances: [`${customInstance.url}/`] } });
      await page.getByText('Successfully retrieved trending content from selected sources.').first().waitFor({ timeout: FETCH_TIMEOUT_MS });
      expect(
        customInstance.requests
          .map((request) => request.path)
          .filter((path) => path.startsWith('/api/v1/trends'))
          .sort(),
      ).toEqual(['/api/v1/trends/links?limit=20', '/api/v1/trends/tags?limit=20']);
      expect(pathsAsked('/api/v1/trends')).toEqual([]);
      const tag = await rowTitled(page, '#KelpWatch');
      await expect(tag.locator('svg[aria-label="Mastodon"]').count()).resolves.toBe(1);
      await tag.getByText(`Mastodon (${new URL(customInstance.url).host})`).waitFor();
      await page.context().close();
    });
  });

  describe('when a keyless source is down while another answers', () => {
    it('should name the failed source in words in the toast', async () => {
      hackerNewsDown = true;
      try {
        const page = await dashboardWith([/^Bluesky/, /^Hacker News/]);

        const sent = await fetchContent(page);

        expect(sent.enabledSources).toEqual(['bluesky', 'hackernews']);
        await page
          .getByRole('region', { name: /^Notifications/ })
          .getByText('Content Fetched with Warnings')
          .waitFor({ timeout: FETCH_TIMEOUT_MS });
        const lines = (await toastDescription(page).innerText()).split('\n');
        expect(lines).toEqual([expect.stringMatching(/^Hacker News: Hacker News is down right now \(error 503\)\.$/)]);
        await page.context().close();
      } finally {
        hackerNewsDown = false;
      }
    });
  });

  describe('on a 390 px screen', () => {
    it('should keep the card, every panel and a long message inside the screen', async () => {
      const page = await dashboardWith([/^Google Trends/, /^Bluesky/, /^Hacker News/, /^Wikipedia/, /^Mastodon/], MOBILE_VIEWPORT);
      // One long word: no hyphen or space where the message could wrap on its own.
      await page.getByLabel('Instances').fill(`https://${'mastodon'.repeat(10)}.example/path`);
      await page.getByRole('button', { name: 'Fetch Content' }).click();
      await page.getByText(/is not the https address of a Mastodon server/).waitFor();

      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const card = page.getByRole('region', { name: 'Data Sources' });
      const boxes = await card
        .locator('label, fieldset, input, p')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
      expect(boxes.filter(({ left, right }) => left < 0 || right > MOBILE_VIEWPORT.width)).toEqual([]);
      // Text that runs out of its own box overflows without widening the page: each block holds its text.
      const overflowing = await card
        .locator('label, legend, h3, p')
        .evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent));
      expect(overflowing).toEqual([]);
      await page.context().close();
    });
  });
});
