/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import type { SavedFetchConfiguration } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { openSourcesForm, resetFetchConfiguration } from '../support/dashboard-sources.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

const NEWS_TITLE = 'Council publishes winter energy advice for renters';
const NEWS_URL = 'https://news.example.org/uk/winter-energy-advice-4411';

describe('Trending Topics dashboard', () => {
  let trendPage: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    trendPage = await startFakeUpstream((_request, response) =>
      reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' }),
    );
    testApp = await startTestApp(
      {
        X_TRENDS_URLS: `${trendPage.url}/trends/`,
        NEWS_RSS_URLS: `${trendPage.url}/unused.xml`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(trendPage),
      },
      { serveWeb: true },
    );
    // Twelve stored items with distinct scores and ages, so sorting and paging are visible.
    await insertTrendingItems(
      testApp.orm,
      Array.from({ length: 12 }, (_, index) => ({
        title: `Stored story number ${index + 1} about household energy bills`,
        prScore: 90 - index * 5,
        hoursAgo: 12 - index,
        upvotes: 1000 + index * 500,
        comments: 10,
      })),
    );
    // A news article (no public counts, the best score) and a Reddit post nobody reacted to.
    await insertTrendingItems(testApp.orm, [
      {
        title: NEWS_TITLE,
        source: 'news',
        publication: 'The Test Times',
        sourceUrl: NEWS_URL,
        upvotes: null,
        comments: null,
        prScore: 95,
      },
      { title: 'Quiet thread about meter readings', upvotes: 0, comments: 0, prScore: 3 },
    ]);
    browser = await launchBrowser();
  });

  // A fetch remembers its configuration for the (one, anonymous) user: each test starts from the spec's defaults.
  beforeEach(() => resetFetchConfiguration(testApp.baseUrl));

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await trendPage?.close();
  });

  it('should show the spec defaults of the data sources card', async () => {
    const { page } = await openPage(browser);
    await openTakenOver(page, testApp.baseUrl);
    await openSourcesForm(page);
    await page.getByRole('heading', { name: 'Data Sources' }).waitFor();
    await expect(page.getByLabel('Subreddits (comma-separated)').inputValue()).resolves.toMatch(/^technology, gadgets, .*todayilearned$/);
    expect((await page.getByLabel('Subreddits (comma-separated)').inputValue()).split(', ')).toHaveLength(26);
    await expect(page.getByLabel('Post Type').inputValue()).resolves.toBe('hot');
    await expect(page.getByLabel('Time Period').inputValue()).resolves.toBe('24h');
    await expect(page.getByLabel('Min. Upvotes').inputValue()).resolves.toBe('500');
    await expect(page.getByLabel('Max Results').inputValue()).resolves.toBe('20');
    await expect(page.getByLabel('Use Fallback Sources (if primary scraper fails)').isChecked()).resolves.toBe(true);
    await page.getByText('No API Keys Required').waitFor();
    await page.getByText('Reddit may take 10-15 seconds due to API limitations.').waitFor();
    await expect(page.getByText('Active').count()).resolves.toBe(2);
    // Issue 29: the stored stories show at once in a browser that never fetched.
    await page.getByText(/^Displaying 5 of \d+ results$/).waitFor();
    await page.context().close();
  });

  it('should warn when no source is selected and ask for Reddit credentials before fetching Reddit', async () => {
    const { page } = await openPage(browser);
    await openTakenOver(page, testApp.baseUrl);
    await openSourcesForm(page);
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    await page.getByRole('checkbox', { name: /X \(Twitter\) Trends/ }).uncheck();
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    await page.getByText('Please select at least one data source (Reddit or X)').first().waitFor();

    await page.getByRole('checkbox', { name: /Reddit/ }).check();
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reddit API Credentials Required' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save Credentials' }).click();
    await page.getByText('Please provide both Reddit App ID and App Secret').first().waitFor();
    await expect(dialog.getByLabel('Reddit App Secret').getAttribute('type')).resolves.toBe('password');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('should fetch X trends from the fake page and list them', async () => {
    const { page } = await openPage(browser);
    await openTakenOver(page, testApp.baseUrl);
    await openSourcesForm(page);
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    await page.getByRole('button', { name: 'Fetching Content...' }).waitFor();
    await page.getByText('Successfully retrieved trending content from selected sources.').first().waitFor();
    await page.getByText(/^Displaying 5 of \d+ results$/).waitFor();
    // Issue 29: the form the fetch was sent with is remembered on the server, not a flag in this browser.
    const saved = (await (await fetch(`${testApp.baseUrl}/api/preferences/fetch-configuration`)).json()) as SavedFetchConfiguration;
    expect(saved.fetchConfiguration?.enabledSources).toEqual(['x_trending']);
    await expect(page.evaluate(() => window.localStorage.getItem('contentFetched'))).resolves.toBeNull();
    await page.context().close();
  });

  it('should page through the list, five at a time, and sort it', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, `${testApp.baseUrl}/?source=reddit`);
    await page.getByTestId('trending-row').first().waitFor();
    await expect(page.getByTestId('trending-row').count()).resolves.toBe(5);
    const firstScores = await page.getByTestId('pr-score').allInnerTexts();
    expect(firstScores.map((text) => Number(/(\d+)\/100/.exec(text)?.[1]))).toEqual(
      [...firstScores.map((text) => Number(/(\d+)\/100/.exec(text)?.[1]))].sort((a, b) => b - a),
    );

    // The page is in the URL: the button is marked once the navigation has rendered, so wait for it.
    const currentPage = page.locator('button[aria-current="page"]');
    await page.getByRole('button', { name: 'Next' }).click();
    await currentPage.and(page.getByRole('button', { name: /Page 2/ })).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await currentPage.and(page.getByRole('button', { name: /Page 1/ })).waitFor();

    await page.getByLabel('Sort by').selectOption('newest');
    await page.waitForURL(/sort=newest/);
    await page.waitForFunction(() => {
      const shown = Array.from(document.querySelectorAll('[data-testid="trending-row"] time')).map((node) =>
        Date.parse(node.getAttribute('datetime') ?? ''),
      );
      return shown.every((time, index) => index === 0 || shown[index - 1] >= time);
    });
    const times = await page
      .getByTestId('trending-row')
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await page.context().close();
  });

  it('should explain the PR score in plain words, with the weights in a table', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByRole('button', { name: 'How the PR score is calculated' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const rows = await table
      .getByRole('row')
      .evaluateAll((nodes) =>
        nodes.map((row) => Array.from(row.children).map((cell) => (cell as HTMLElement).innerText.replace(/:.*/s, ''))),
      );
    expect(rows).toEqual([
      ['What counts', 'Points'],
      ['Engagement', 'up to 40'],
      ['Momentum', 'up to 20'],
      ['Freshness', 'up to 20'],
      ['News value', 'up to 20'],
    ]);
    await page.getByText(/Sensitive stories .* score lower/).waitFor();
    await page.context().close();
  });

  it('should keep the PR score explanation inside the screen on mobile', async () => {
    const { page } = await openPage(browser, MOBILE_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByRole('button', { name: 'How the PR score is calculated' }).click();
    const panel = page.locator('[id^="headlessui-popover-panel"]');
    await panel.getByRole('table').waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
    // All of it readable at once: nothing hidden below a scroll inside the panel.
    const [scrollHeight, clientHeight] = await panel.evaluate((node) => [node.scrollHeight, node.clientHeight]);
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
    await page.context().close();
  });

  it('should show "Page N of M" instead of the page buttons on mobile', async () => {
    const { page } = await openPage(browser, MOBILE_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const visibleNumbers = await pagination
      .getByRole('button', { name: /^Page / })
      .evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).length);
    expect(visibleNumbers).toBe(0);
    await pagination.getByText(/^Page 1 of [3-9]$/).waitFor({ state: 'visible' });
    await pagination.getByRole('button', { name: 'Next' }).click();
    await pagination.getByText(/^Page 2 of [3-9]$/).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('should start a new page at the top of the list', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByText('No angles available yet').first().waitFor();
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await page
      .locator('button[aria-current="page"]')
      .and(page.getByRole('button', { name: /Page 2/ }))
      .waitFor();
    // The list's heading comes into view (the scroll may be smooth).
    await page.waitForFunction(
      () => {
        const heading = document.getElementById('trending-list-title')!.getBoundingClientRect();
        return heading.top >= 0 && heading.bottom <= window.innerHeight;
      },
      undefined,
      { timeout: 3000 },
    );
    await page.context().close();
  });

  it('should show no Active badge on an unchecked source', async () => {
    const { page } = await openPage(browser);
    await openTakenOver(page, testApp.baseUrl);
    await openSourcesForm(page);
    const reddit = page.locator('label', { has: page.getByRole('checkbox', { name: /Reddit/ }) });
    await reddit.getByText('Active').waitFor();
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    await expect(reddit.getByText('Active').count()).resolves.toBe(0);
    await expect(page.getByText('Active', { exact: true }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('should list stories without counts last when sorted by engagement, and say so', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    await page.getByLabel('Sort by').selectOption('engagement');
    await page.getByText('Stories without public counts (news articles, some X trends) are listed last.').waitFor();

    // Whether each row, page after page, shows any count.
    const hasCounts: boolean[] = [];
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
    for (;;) {
      const texts = await page.getByTestId('trending-row').allInnerTexts();
      hasCounts.push(...texts.map((text) => /Upvotes:|Comments:|Shares:/.test(text)));
      if (await next.isDisabled()) break;
      const firstTitle = await page.getByTestId('trending-row').first().locator('h3').innerText();
      await next.click();
      await page.getByTestId('trending-row').first().locator('h3', { hasNotText: firstTitle }).waitFor();
    }
    const firstWithout = hasCounts.indexOf(false);
    expect(firstWithout).toBeGreaterThan(0);
    expect(hasCounts.slice(firstWithout)).not.toContain(true);
    await page.context().close();
  });

  it('should link a news title to its article', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    const link = page.getByTestId('trending-row').getByRole('link', { name: NEWS_TITLE });
    await expect(link.getAttribute('href')).resolves.toBe(NEWS_URL);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await page.context().close();
  });

  it('should go from the skeleton straight to the stories on opening, never through "No trending topics found"', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    // Every text the summary line shows from the first paint on. The list is drawn in the background
    // once it answers (a deferred render), and until then it must still count as loading.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { listStates: string[] }).listStates = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="results-summary"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    const states = await page.evaluate(() => (window as unknown as { listStates: string[] }).listStates);
    expect(states.at(-1)).toMatch(/^Displaying 5 of \d+ results$/);
    expect(states.filter((state) => !state.startsWith('Loading') && !state.startsWith('Displaying'))).toEqual([]);
    await page.context().close();
  });

  it('should show the skeleton, never "No trending topics found", while a fetch reloads the list', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    // Every state of the list from the click on: the summary line's texts and whether the skeleton showed.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { listStates: string[] }).listStates = seen;
      const record = () => {
        seen.push(document.querySelector('[data-testid="results-summary"]')?.textContent ?? '');
        if (document.querySelector('[data-testid="row-skeleton"]')) seen.push('skeleton');
      };
      new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // The reload after the fetch is slow, so a gap before it would be seen.
    await page.route('**/api/trending', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await openSourcesForm(page);
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    const reload = page.waitForResponse((response) => response.url().endsWith('/api/trending'));
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    await reload;
    await page.getByText(/^Displaying 5 of \d+ results$/).waitFor();
    const states = await page.evaluate(() => (window as unknown as { listStates: string[] }).listStates);
    expect(states).toContain('skeleton');
    expect(states.filter((state) => state.startsWith('No trending topics found'))).toEqual([]);
    await page.context().close();
  });

  it('should load the list again from the server with the refresh action', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    // No flag empties it (issue 29): the click asks the server again and the stored stories come back.
    const reload = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/trending');
    await page.getByRole('button', { name: 'Refresh list' }).click();
    await reload;
    await page.getByText(/^Displaying 5 of \d+ results$/).waitFor();
    await expect(page.getByTestId('trending-row').count()).resolves.toBe(5);
    await page.context().close();
  });
});
