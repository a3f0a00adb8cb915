/// <reference lib="dom" />
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// One event on three sources, modelled on the query "Cameron Peak Fire" of
// ../shared/data/sources/google-trends/google-trends_US_2020-10-17_daily-rss.xml and its article
// "'Extreme Fire Behavior' Expected At Cameron Peak Fire On Saturday".
const POST = 'Cameron Peak Fire grows to 158,000 acres, now the largest wildfire in Colorado history';
const ARTICLE_URL = 'https://news.example.org/colorado/cameron-peak-fire-saturday';

describe('Trending Topics dashboard: one story, several sources', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    await insertTrendingItems(suite.testApp.orm, [
      { title: POST, subreddit: 'Colorado', sourceUrl: 'https://www.reddit.com/r/Colorado/comments/jc1/', prScore: 72 },
      {
        title: 'Cameron Peak Fire',
        source: 'google_trends',
        publication: 'Google Trends (US)',
        sourceUrl: null,
        upvotes: null,
        comments: null,
        shares: 100_000,
        prScore: 64,
      },
      {
        title: "'Extreme fire behavior' expected at Cameron Peak Fire on Saturday",
        source: 'news',
        sourceUrl: ARTICLE_URL,
        upvotes: null,
        comments: null,
        prScore: 58,
      },
      { title: 'Council publishes winter energy advice for renters', source: 'news', upvotes: null, comments: null, prScore: 60 },
    ]);
  });

  it('should show the story once with a badge per other source, linked to its item', async () => {
    const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    await page.getByText('Displaying 2 of 2 results').waitFor();

    const row = page.getByTestId('trending-row').filter({ hasText: POST });
    const badges = row.getByTestId('also-trending-on');
    await expect(badges.innerText()).resolves.toBe('Also trending on:\nGoogle Trends\nTop Media');
    await expect(badges.getByRole('link', { name: /^Top Media/ }).getAttribute('href')).resolves.toBe(ARTICLE_URL);
    // The query has no link of its own: its badge names it without linking anywhere.
    await expect(badges.getByRole('link', { name: /^Google Trends/ }).count()).resolves.toBe(0);
    await expect(row.getByTestId('pr-score').innerText()).resolves.toBe('PR Score: 82/100');
    await expect(row.getByTestId('group-score-boost').innerText()).resolves.toBe('incl. +10 for 3 sources');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should keep the badges inside the row on a phone', async () => {
    const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    const row = page.getByTestId('trending-row').filter({ hasText: POST });
    const badges = row.getByTestId('also-trending-on');
    await badges.waitFor();

    const rowBox = (await row.boundingBox())!;
    for (const badge of await badges.locator('a, span').all()) {
      const box = (await badge.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(rowBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await page.context().close();
  });
});
