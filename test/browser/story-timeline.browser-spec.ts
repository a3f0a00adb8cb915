/// <reference lib="dom" />
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Three X trends as the recorded worldwide lists saw them (../shared/data/x-trends/csv): "Charlie Kirk"
// jumping from 3.1 to 7.4 million posts (11 September 2025), "GMMTVOuting2025" four hours past its top
// (20 August 2025), and one read only once.
const RISING = 'Charlie Kirk';
const FADING = 'GMMTVOuting2025';
const NEW = 'Happy New Month';

/** Snapshots `[hours before now, posts]` of one item, oldest first. */
async function insertSnapshots(suite: ReturnType<typeof browserSuite>, itemId: number, points: [hoursAgo: number, posts: number][]) {
  for (const [hoursAgo, posts] of points) {
    await boundQuery(
      suite.testApp.orm.em.fork(),
      `insert into trending_snapshot (trending_item_id, at, rank, shares, pr_score) values ($1, now() - make_interval(mins => $2), 1, $3, 70)`,
      [itemId, Math.round(hoursAgo * 60), posts],
    );
  }
}

describe('Trending Topics dashboard: story timelines', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const trend = { source: 'x_trending' as const, publication: 'X (Twitter)', sourceUrl: null, upvotes: null, comments: null };
    const [rising, fading, fresh] = await insertTrendingItems(suite.testApp.orm, [
      { ...trend, title: RISING, shares: 7_400_000, prScore: 70, hoursAgo: 0 },
      { ...trend, title: FADING, shares: 2_800_000, prScore: 80, hoursAgo: 0 },
      { ...trend, title: NEW, shares: 68_000, prScore: 60, hoursAgo: 0 },
    ]);
    await insertSnapshots(suite, rising!, [
      [1.5, 3_100_000],
      [1, 3_100_000],
      [0.5, 7_400_000],
    ]);
    await insertSnapshots(suite, fading!, [
      [4.5, 3_100_000],
      [4, 3_800_000],
      [2, 3_600_000],
      [0, 2_800_000],
    ]);
    await insertSnapshots(suite, fresh!, [[0, 68_000]]);
  });

  it('should show each story its stage, window and sparkline in words, filter Rising now and sort by growth, all in the URL', async () => {
    const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, `${suite.testApp.baseUrl}/?perPage=20`);
    await page.getByText('Displaying 3 of 3 results').waitFor();

    const row = (title: string) =>
      page.getByTestId('trending-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(row(RISING).getByTestId('stage-badge').innerText()).resolves.toMatch(
      /^Rising, about 4 h left to join \(\+\d+% an hour\)$/,
    );
    await expect(row(FADING).getByTestId('stage-badge').innerText()).resolves.toMatch(/^Fading, past its window/);
    await expect(row(NEW).getByTestId('stage-badge').innerText()).resolves.toBe('New, about 4 h left to join');
    await expect(
      row(RISING)
        .getByRole('img', { name: /^Counts over the last 3 snapshots: 3,100,000 → 7,400,000/ })
        .count(),
    ).resolves.toBe(1);

    // The badge explains the rule.
    await row(RISING)
      .getByRole('button', { name: /^Rising, about 4 h left to join .*how stages work$/ })
      .click();
    await expect(page.getByTestId('stage-rule').first().innerText()).resolves.toContain('X (Twitter) 4 h');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Rising now' }).click();
    await page.waitForURL(/rising=now/);
    await page.getByText('Displaying 1 of 1 results').waitFor();
    await expect(page.getByTestId('trending-row').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Rising now' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Rising now' }).click();
    await page.getByText('Displaying 3 of 3 results').waitFor();

    await page.getByLabel('Sort by').selectOption('growth');
    await page.waitForURL(/sort=growth/);
    // The address changes before the sorted list is rendered (the router's navigations are
    // transitions): read the order once it has changed, or after 5 s to show what it is then.
    const headings = page.getByTestId('trending-row').getByRole('heading', { level: 3 });
    await headings
      .first()
      .filter({ hasText: RISING })
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    // Fastest growing first; the story read once has no growth yet and comes last.
    expect(await headings.allInnerTexts()).toEqual([RISING, FADING, NEW]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should open a story’s curve with its snapshots', async () => {
    const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, `${suite.testApp.baseUrl}/?perPage=20`);
    const row = page.getByTestId('trending-row').filter({ has: page.getByRole('heading', { name: FADING, exact: true }) });
    await row.getByRole('button', { name: 'Timeline' }).click();
    const table = row.getByTestId('timeline-snapshots');
    await table.waitFor();
    await expect(table.locator('caption').innerText()).resolves.toBe('4 snapshots, oldest first');
    await expect(table.locator('tbody tr').count()).resolves.toBe(4);
    await expect(table.locator('tbody tr').first().innerText()).resolves.toContain('3,100,000');
    await expect(
      row.getByRole('img', { name: /^Counts over the last 4 snapshots: 3,100,000 → 2,800,000 \(highest 3,800,000\)\.$/ }).count(),
    ).resolves.toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should show the stage in the table view and keep cards inside a phone screen', async () => {
    const desktop = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(desktop.page, `${suite.testApp.baseUrl}/?view=table&rising=now`);
    const tableRow = desktop.page.getByTestId('trending-table-row');
    await tableRow.first().waitFor();
    await expect(tableRow.count()).resolves.toBe(1);
    await expect(tableRow.getByTestId('stage-badge').innerText()).resolves.toMatch(/^Rising, about 4 h left to join/);
    await desktop.page.context().close();

    const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
    await openTakenOver(page, `${suite.testApp.baseUrl}/?perPage=20`);
    const row = page.getByTestId('trending-row').filter({ has: page.getByRole('heading', { name: RISING, exact: true }) });
    const badge = row.getByTestId('stage-badge');
    await page.getByText('Displaying 3 of 3 results').waitFor();
    await badge.waitFor();
    // Both edges from one layout: measured apart, a scrollbar appearing in between moves one of them.
    const edges = await badge.evaluate((element) => {
      const card = element.closest('[data-testid="trending-row"]')!;
      return { badge: element.getBoundingClientRect().right, row: card.getBoundingClientRect().right };
    });
    expect(edges.badge).toBeLessThanOrEqual(edges.row);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await page.context().close();
  });
});
