/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

const FETCHED = { localStorage: { contentFetched: 'true' } };

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
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await trendPage?.close();
  });

  it('should show the spec defaults of the data sources card', async () => {
    const { page } = await openPage(browser);
    await page.goto(testApp.baseUrl);
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
    await page.getByText(/^No trending topics found/).waitFor();
    await page.context().close();
  });

  it('should warn when no source is selected and ask for Reddit credentials before fetching Reddit', async () => {
    const { page } = await openPage(browser);
    await page.goto(testApp.baseUrl);
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
    await page.goto(testApp.baseUrl);
    await page.getByRole('checkbox', { name: /Reddit/ }).uncheck();
    await page.getByRole('button', { name: 'Fetch Content' }).click();
    await page.getByRole('button', { name: 'Fetching Content...' }).waitFor();
    await page.getByText('Successfully retrieved trending content from selected sources.').first().waitFor();
    await page.getByText(/^Displaying 5 of \d+ results$/).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('contentFetched'))).resolves.toBe('true');
    await page.context().close();
  });

  it('should page through the list, five at a time, and sort it', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, FETCHED);
    await page.goto(`${testApp.baseUrl}/?source=reddit`);
    await page.getByTestId('trending-row').first().waitFor();
    await expect(page.getByTestId('trending-row').count()).resolves.toBe(5);
    const firstScores = await page.getByTestId('pr-score').allInnerTexts();
    expect(firstScores.map((text) => Number(/(\d+)\/100/.exec(text)?.[1]))).toEqual(
      [...firstScores.map((text) => Number(/(\d+)\/100/.exec(text)?.[1]))].sort((a, b) => b - a),
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: /Page 2/ }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: /Page 1/ }).getAttribute('aria-current')).resolves.toBe('page');

    await page.getByLabel('Sort by').selectOption('newest');
    const times = await page
      .getByTestId('trending-row')
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await page.context().close();
  });

  it('should explain the PR score in plain words', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, FETCHED);
    await page.goto(testApp.baseUrl);
    await page.getByRole('button', { name: 'How the PR score is calculated' }).click();
    await page.getByText(/^Engagement \(up to 40 points\)/).waitFor();
    await page.getByText(/^Brand safety:/).waitFor();
    await page.context().close();
  });

  it('should show only the current page number on mobile', async () => {
    const { page } = await openPage(browser, MOBILE_VIEWPORT, FETCHED);
    await page.goto(testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const visibleNumbers = await pagination
      .getByRole('button', { name: /^Page / })
      .evaluateAll((buttons) =>
        buttons.filter((button) => (button as HTMLElement).offsetParent !== null).map((button) => button.textContent),
      );
    expect(visibleNumbers).toEqual(['1']);
    await page.context().close();
  });

  it('should clear the list with the refresh action', async () => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT, FETCHED);
    await page.goto(testApp.baseUrl);
    await page.getByTestId('trending-row').first().waitFor();
    await page.getByRole('button', { name: 'Refresh list' }).click();
    await page.getByText(/^No trending topics found/).waitFor();
    await expect(page.evaluate(() => window.localStorage.getItem('contentFetched'))).resolves.toBeNull();
    await page.context().close();
  });
});
