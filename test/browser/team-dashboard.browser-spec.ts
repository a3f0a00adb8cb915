/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { FetchConfiguration } from '../../src/contracts/trending.contract.js';
import { collectConsoleErrors, DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Issue 29 items 1 and 2: one team, one list (a browser that never fetched sees the stored stories at
// once), and scanning at speed (page sizes, a table view, search and filters kept in the URL, the
// source settings folded into one line once stories are stored, and restored from the server).

const ENERGY_STORIES = 30;
const LAUNCH_STORIES = 10;
const QUAKE_STORIES = 5;
const ALL_STORIES = ENERGY_STORIES + LAUNCH_STORIES + QUAKE_STORIES;
/** Hacker News launches scored 45, 50, ..., 90: nine of them reach 50. */
const LAUNCHES_FROM_50 = 9;

const SAVED: FetchConfiguration = {
  enabledSources: ['google_trends', 'hackernews'],
  reddit: { subreddits: ['news'], postType: 'hot', timeFilter: '24h', minUpvotes: 500 },
  xTrending: { useFallback: true, maxResults: 20 },
  googleTrends: { geos: ['GB', 'IE'] },
};

const rows = (page: Page) => page.getByTestId('trending-row');
const summary = (page: Page) => page.getByTestId('results-summary');

describe('Team dashboard (issue 29)', () => {
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { serveWeb: true });
    await insertTrendingItems(testApp.orm, [
      ...Array.from({ length: ENERGY_STORIES }, (_, index) => ({
        title: `Household energy bills story ${index + 1}`,
        content: 'Families compare tariffs before winter.',
        prScore: 30 + index,
      })),
      ...Array.from({ length: LAUNCH_STORIES }, (_, index) => ({
        title: `Show HN: launch number ${index + 1} of a budgeting tool`,
        source: 'hackernews' as const,
        publication: null,
        prScore: 45 + index * 5,
      })),
      ...Array.from({ length: QUAKE_STORIES }, (_, index) => ({
        title: `Earthquake kills dozens in coastal region ${index + 1}`,
        content: 'Rescue teams search collapsed buildings after the deadly earthquake.',
        source: 'news' as const,
        upvotes: null,
        comments: null,
        prScore: 20 + index,
      })),
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  describe.each([
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', MOBILE_VIEWPORT],
  ])('on %s', (_name, viewport) => {
    it('should list the stored stories in a browser that never fetched, with the source settings folded into one line', async () => {
      const { page, errors } = await openPage(browser, viewport);
      const fetches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/fetch-content')) fetches.push(request.url());
      });
      await openTakenOver(page, testApp.baseUrl);
      await summary(page).getByText(`Displaying 5 of ${ALL_STORIES} results`).waitFor();
      await expect(rows(page).count()).resolves.toBe(5);
      expect(fetches).toEqual([]);

      // Folded: the summary line, not the form.
      await expect(page.getByTestId('sources-summary').innerText()).resolves.toBe('Reddit (26 subreddits), X (Twitter)');
      await expect(page.getByLabel('Subreddits (comma-separated)').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Edit data sources' }).click();
      await expect(page.getByLabel('Subreddits (comma-separated)').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('sources-summary').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should apply filters from the URL on load', async () => {
      const { page } = await openPage(browser, viewport);
      await openTakenOver(page, `${testApp.baseUrl}/?source=hackernews&minScore=50`);
      await summary(page).getByText(`Displaying 5 of ${LAUNCHES_FROM_50} results`).waitFor();
      await expect(page.getByLabel('Source', { exact: true }).inputValue()).resolves.toBe('hackernews');
      await expect(page.getByLabel('PR Score', { exact: true }).inputValue()).resolves.toBe('50');
      for (const title of await rows(page).locator('h3').allInnerTexts()) expect(title).toMatch(/^Show HN: launch number/);

      await openTakenOver(page, `${testApp.baseUrl}/?sensitivity=any`);
      await summary(page).getByText(`Displaying 5 of ${QUAKE_STORIES} results`).waitFor();
      for (const title of await rows(page).locator('h3').allInnerTexts()) expect(title).toMatch(/^Earthquake kills dozens/);
      await page.context().close();
    });

    it('should open a linked story the filters hide on a card of its own', async () => {
      const stories = (await (await fetch(`${testApp.baseUrl}/api/trending`)).json()) as { id: number; title: string }[];
      const energy = stories.find((story) => story.title === 'Household energy bills story 1');
      const { page } = await openPage(browser, viewport);
      await openTakenOver(page, `${testApp.baseUrl}/?source=hackernews&item=${energy!.id}`);
      const opened = page.getByRole('region', { name: 'The story you opened' });
      await opened.getByRole('heading', { level: 3, name: 'Household energy bills story 1' }).waitFor();
      await summary(page).getByText(`Displaying 5 of ${LAUNCH_STORIES} results`).waitFor();
      await page.context().close();
    });

    it('should show 20 a page when asked, and remember it on this device', async () => {
      const { page, errors } = await openPage(browser, viewport);
      const consoleErrors = collectConsoleErrors(page);
      await openTakenOver(page, testApp.baseUrl);
      await summary(page).getByText(`Displaying 5 of ${ALL_STORIES} results`).waitFor();
      await page.getByLabel('Per page').selectOption('20');
      await summary(page).getByText(`Displaying 20 of ${ALL_STORIES} results`).waitFor();
      await expect(rows(page).count()).resolves.toBe(20);
      expect(new URL(page.url()).searchParams.get('perPage')).toBe('20');

      // The server renders the dashboard without this device's storage, so its page has the spec's five;
      // the app takes that page over as sent (no hydration error), then shows the remembered twenty.
      const sent = await (await page.request.get(testApp.baseUrl)).text();
      expect(sent.match(/data-testid="trending-row"/g)).toHaveLength(5);
      await openTakenOver(page, testApp.baseUrl);
      await summary(page).getByText(`Displaying 20 of ${ALL_STORIES} results`).waitFor();
      await expect(rows(page).count()).resolves.toBe(20);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    });

    it('should show the compact table, and keep the view in the URL', async () => {
      const { page, errors } = await openPage(browser, viewport);
      await openTakenOver(page, `${testApp.baseUrl}/?perPage=50`);
      await summary(page).getByText(`Displaying ${ALL_STORIES} of ${ALL_STORIES} results`).waitFor();
      await page.getByRole('button', { name: 'Table', exact: true }).click();
      await page.getByTestId('trending-table').waitFor();
      await expect(page.getByTestId('trending-table-row').count()).resolves.toBe(ALL_STORIES);
      await expect(rows(page).count()).resolves.toBe(0);
      expect(new URL(page.url()).searchParams.get('view')).toBe('table');
      // Best PR score first, as in the cards.
      await expect(page.getByTestId('trending-table-row').first().innerText()).resolves.toContain('Show HN: launch number 10');

      // A copied address opens the same view in another browser.
      const other = await openPage(browser, viewport);
      await other.page.goto(page.url());
      await other.page.getByTestId('trending-table').waitFor();
      await expect(other.page.getByTestId('trending-table-row').count()).resolves.toBe(ALL_STORIES);
      await other.page.context().close();
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should narrow the list as the search is typed, and offer to clear filters that hide everything', async () => {
      const { page } = await openPage(browser, viewport);
      await openTakenOver(page, testApp.baseUrl);
      await summary(page).getByText(`Displaying 5 of ${ALL_STORIES} results`).waitFor();
      await page.getByLabel('Search stories').fill('deadly earthquake');
      await summary(page).getByText(`Displaying 5 of ${QUAKE_STORIES} results`).waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe('deadly earthquake');

      await page.getByLabel('Search stories').fill('tariffs budgeting');
      await summary(page).getByText('No stories match these filters').waitFor();
      await expect(page.getByText('No trending topics found', { exact: false }).count()).resolves.toBe(0);
      await page.getByTestId('no-matches').getByRole('button', { name: 'Clear filters' }).click();
      await summary(page).getByText(`Displaying 5 of ${ALL_STORIES} results`).waitFor();
      await expect(page.getByLabel('Search stories').inputValue()).resolves.toBe('');
      await page.context().close();
    });
  });

  it('should open the Data Sources form as the user last fetched with it, on any device', async () => {
    const saved = await fetch(`${testApp.baseUrl}/api/preferences/fetch-configuration`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SAVED),
    });
    expect(saved.status).toBe(200);
    const { page } = await openPage(browser, MOBILE_VIEWPORT);
    await openTakenOver(page, testApp.baseUrl);
    await expect(page.getByTestId('sources-summary').innerText()).resolves.toBe('Google Trends (GB, IE), Hacker News');
    await page.getByRole('button', { name: 'Edit data sources' }).click();
    await expect(page.getByRole('checkbox', { name: /Hacker News/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: /Reddit/ }).isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Countries (comma-separated)').inputValue()).resolves.toBe('GB, IE');
    await page.context().close();
  });
});
