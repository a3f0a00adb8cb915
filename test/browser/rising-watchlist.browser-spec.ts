/// <reference lib="dom" />
import type { Watchlist } from '../../src/contracts/watchlists.contract.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { DESKTOP_VIEWPORT, openPage } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Two X trends of the recorded worldwide lists (../shared/data/x-trends/csv): "Charlie Kirk" at the
// jump of 11 September 2025 (rising) and "Charlie Kirk Memorial" made up beside it, flat for hours.
const RISING = 'Charlie Kirk';
const FLAT = 'Charlie Kirk Memorial';

describe('Favorite Topics: a watchlist for rising stories only (issue 31)', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const trend = {
      source: 'x_trending' as const,
      publication: 'X (Twitter)',
      sourceUrl: null,
      upvotes: null,
      comments: null,
      hoursAgo: 0,
    };
    const ids = await insertTrendingItems(suite.testApp.orm, [
      { ...trend, title: RISING, shares: 7_400_000, prScore: 70 },
      { ...trend, title: FLAT, shares: 900_000, prScore: 70 },
    ]);
    const snapshots: [id: number, minutesAgo: number, posts: number][] = [
      [ids[0]!, 90, 3_100_000],
      [ids[0]!, 30, 7_400_000],
      [ids[1]!, 300, 900_000],
      [ids[1]!, 30, 900_000],
    ];
    for (const [id, minutesAgo, posts] of snapshots) {
      await boundQuery(
        suite.testApp.orm.em.fork(),
        `insert into trending_snapshot (trending_item_id, at, rank, shares, pr_score) values ($1, now() - make_interval(mins => $2), 1, $3, 70)`,
        [id, minutesAgo, posts],
      );
    }
  });

  it('should save "Only rising stories", say so on the card and list only the rising story', async () => {
    const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await page.goto(`${suite.testApp.baseUrl}/favorite-topics`);
    await page.getByRole('button', { name: 'Create a watchlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'New watchlist' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kirk, while it climbs');
    const keywords = dialog.getByRole('textbox', { name: 'Keywords' });
    await keywords.pressSequentially('Kirk');
    await keywords.press('Enter');
    await dialog.getByRole('spinbutton', { name: 'Minimum PR score' }).fill('0');
    await dialog.getByRole('checkbox', { name: 'Only rising stories' }).check();
    await dialog.getByRole('button', { name: 'Create watchlist' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Kirk, while it climbs', exact: true }) });
    await card.getByText('Only rising ones', { exact: true }).waitFor();
    await card.getByText(RISING, { exact: true }).waitFor();
    await expect(card.getByText(FLAT, { exact: true }).count()).resolves.toBe(0);

    const response = await fetch(`${suite.testApp.baseUrl}/api/watchlists`);
    const [stored] = (await response.json()) as Watchlist[];
    expect(stored).toMatchObject({ onlyRising: true, latestMatches: [{ title: RISING }] });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
