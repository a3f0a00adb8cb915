/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import { addDays, localCalendarDate } from '../../src/modules/events/calendar-date.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

// Issue 29 items 3 and 4: real exports on the dashboard, and a calendar to plan with.
const WIDE_DESKTOP = { width: 1440, height: 900 };
const FETCHED = { localStorage: { contentFetched: 'true' } };

const PITCHED_STORY = 'Q&A: why commuters pay more than drivers for the same trip';
const QUIET_STORY = 'Libraries lend more e-books than print for the first time';

const today = localCalendarDate(new Date());
const FAIR_START = addDays(today, 100);
const FAIR_END = addDays(today, 102);

/** The spec's long date ("November 22, 2026"), computed independently of the app's formatter. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Months from this month to the month of `date` (both YYYY-MM-DD). */
function monthsAhead(date: string): number {
  const [year, month] = date.split('-').map(Number);
  const [thisYear, thisMonth] = today.split('-').map(Number);
  return (year - thisYear) * 12 + (month - thisMonth);
}

/** What the browser saved when the action ran: its suggested name and its text. */
async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

describe('Exports and planning (issue 29)', () => {
  let testApp: TestApp;
  let browser: Browser;
  let pitchedId: number;
  let quietId: number;

  beforeAll(async () => {
    testApp = await startTestApp({}, { serveWeb: true });
    [pitchedId, quietId] = await insertTrendingItems(testApp.orm, [
      { title: PITCHED_STORY, source: 'news', publication: 'The Test Times', sourceUrl: 'https://news.example.org/fares', prScore: 90 },
      { title: QUIET_STORY, source: 'news', publication: 'The Test Times', sourceUrl: null, prScore: 80 },
    ]);
    const generated = await fetch(`${testApp.baseUrl}/api/trending/${pitchedId}/generate-angles`, { method: 'POST' });
    expect(generated.ok).toBe(true);
    await boundQuery(
      testApp.orm.em.fork(),
      `insert into calendar_event (key, title, description, sector, region, start_date, end_date, location, city, country, url, is_highlighted, updated_at)
       values ('test:quokka-fair', 'Quokka Book Fair', 'Publishers launch their autumn lists.', 'education', 'europe',
               $1::date, $2::date, 'Messe', 'Frankfurt', 'Germany', 'https://example.test/quokka', true, now())`,
      [FAIR_START, FAIR_END],
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  describe('dashboard', () => {
    it('should download the angles of the stories in view as CSV and as Markdown', async () => {
      const angles = (await (await fetch(`${testApp.baseUrl}/api/trending/${pitchedId}/angles`)).json()) as PrAngle[];
      expect(angles.length).toBeGreaterThan(0);
      const { page, errors } = await openPage(browser, WIDE_DESKTOP, FETCHED);
      await openTakenOver(page, testApp.baseUrl);
      await page.getByTestId('trending-row').filter({ hasText: PITCHED_STORY }).getByTestId('angle').first().waitFor();

      await page.getByRole('button', { name: 'Export Ideas' }).click();
      const csv = await downloaded(page, () => page.getByRole('menuitem', { name: 'Download CSV' }).click());
      // Export Started is replaced by Export Complete (one toast at a time) once the angles are read.
      const toasts = page.getByRole('region', { name: /^Notifications/ });
      await toasts.getByText('Export Complete').waitFor();
      await toasts.getByText('Your ideas have been exported successfully.').waitFor();
      expect(csv.name).toMatch(/^pr-angles-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Story","Story Link","Angle","Headline","Format"');
      // One row per angle of the pitched story; the story without angles has none.
      expect(lines.filter((line) => line.startsWith(`"${PITCHED_STORY}"`))).toHaveLength(angles.length);
      expect(csv.text).toContain(`"${PITCHED_STORY}","https://news.example.org/fares","${angles[0].angle.replace(/"/g, '""')}"`);
      expect(csv.text).not.toContain(QUIET_STORY);

      await page.getByRole('button', { name: 'Export Ideas' }).click();
      const markdown = await downloaded(page, () => page.getByRole('menuitem', { name: 'Download Markdown' }).click());
      expect(markdown.name).toMatch(/^pr-angles-\d{4}-\d{2}-\d{2}\.md$/);
      expect(markdown.text.startsWith(`# PR Angles\n\n## 1. ${PITCHED_STORY}\n`)).toBe(true);
      expect(markdown.text).toContain('### Angle 1');
      expect(markdown.text).not.toContain('&amp;');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should open the campaign form for the story picked in New Campaign', async () => {
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT, FETCHED);
      await openTakenOver(page, testApp.baseUrl);
      await page.getByTestId('trending-row').first().waitFor();

      await page.getByRole('button', { name: 'New Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Campaign' });
      await dialog.getByRole('radio', { name: new RegExp(QUIET_STORY) }).check();
      await dialog.getByRole('button', { name: 'Open Campaign Form' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Creating a new campaign...')
        .first()
        .waitFor();
      await page.waitForURL(new RegExp(`campaignStory=${quietId}`));
      await expect(page.getByLabel('Story', { exact: true }).inputValue()).resolves.toBe(String(quietId));
      const create = page.getByRole('button', { name: 'Create Campaign Ideas' });
      await page.waitForFunction(() => document.activeElement?.id === 'create-campaign-ideas');
      await expect(create.isVisible()).resolves.toBe(true);

      await create.click();
      await page.getByText('Successfully generated a new campaign idea.').first().waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  describe('calendar', () => {
    const pitchByMonthly = () => `Pitch by ${longDate(addDays(FAIR_START, -42))}`;

    it('should plan in a month view with pitch-by dates, export the filtered events as .ics and lead to a created idea', async () => {
      const { page, errors } = await openPage(browser, WIDE_DESKTOP);
      await page.goto(`${testApp.baseUrl}/newsjacking-calendar?search=Quokka`);
      // Rendered on the server: a choice made in the select before the app has taken the page over is not seen.
      await waitForScreen(page, 'Newsjacking Calendar');
      await page.getByRole('article', { name: 'Quokka Book Fair' }).waitFor();
      await page.getByText('Long-lead print: 3–6 months before').waitFor();

      await page.getByLabel('Pitch lead time').selectOption({ label: 'Monthly magazines' });
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await page.waitForURL(/view=month/);
      expect(new URL(page.url()).searchParams.get('outlet')).toBe('monthly');
      for (let step = 0; step < monthsAhead(FAIR_START); step += 1) {
        await page.getByRole('button', { name: 'Next month' }).click();
      }
      const grid = page.getByRole('table');
      await expect(grid.getByRole('columnheader').allInnerTexts()).resolves.toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
      // The three-day fair sits on each of its days.
      for (const day of [FAIR_START, addDays(FAIR_START, 1), FAIR_END].filter((date) => date.slice(0, 7) === FAIR_START.slice(0, 7))) {
        await grid.getByRole('button', { name: `${longDate(day)}, 1 event` }).waitFor();
      }
      await grid.getByRole('button', { name: `${longDate(FAIR_START)}, 1 event` }).click();
      await page.getByRole('heading', { name: `Events on ${longDate(FAIR_START)}` }).waitFor();
      const fair = page.getByRole('article', { name: 'Quokka Book Fair' });
      await fair.getByText(pitchByMonthly()).waitFor();

      // A reload keeps the view, month, outlet type and search.
      await page.reload();
      await page.getByRole('table').waitFor();
      await expect(page.getByLabel('Pitch lead time').inputValue()).resolves.toBe('monthly');
      await expect(page.getByPlaceholder('Search events...').inputValue()).resolves.toBe('Quokka');

      const ics = await downloaded(page, () => page.getByRole('button', { name: 'Export .ics' }).click());
      expect(ics.name).toBe('newsjacking-calendar.ics');
      const lines = ics.text.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines).toContain('SUMMARY:Quokka Book Fair');
      expect(lines).toContain(`DTSTART;VALUE=DATE:${FAIR_START.replace(/-/g, '')}`);
      expect(lines).toContain(`DTEND;VALUE=DATE:${addDays(FAIR_END, 1).replace(/-/g, '')}`);
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(pitchByMonthly().replace(',', '\\,'));

      await page.getByRole('button', { name: `${longDate(FAIR_START)}, 1 event` }).click();
      await page.getByRole('article', { name: 'Quokka Book Fair' }).getByRole('button', { name: 'Create Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Campaign from Event' });
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const created = page.getByTestId('created-campaign');
      await created.getByText('Campaign idea created: Campaign based on Quokka Book Fair').waitFor();
      await created.getByText('Headline: Newsjacking Opportunity: Quokka Book Fair').waitFor();
      await created.getByRole('link', { name: 'View campaign idea' }).click();
      await page.waitForURL(/\/\?campaign=\d+#campaign-inspiration$/);
      const marked = page.locator('[data-testid="campaign-card"][aria-current="true"]');
      await marked.getByText('The idea you just created').waitFor();
      await marked.getByText('Campaign based on Quokka Book Fair').waitFor();
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-testid="campaign-card"][aria-current="true"]')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should show the month as an agenda on a phone, with pitch-by dates', async () => {
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/newsjacking-calendar?view=month&month=${FAIR_START.slice(0, 7)}&outlet=news&search=Quokka`);
      await page.getByRole('heading', { level: 3, name: longDate(FAIR_START) }).waitFor();
      await expect(page.getByRole('table').count()).resolves.toBe(0);
      const fair = page.getByRole('article', { name: 'Quokka Book Fair' });
      await fair.getByText(`Pitch by ${longDate(FAIR_START)}`).waitFor();
      // Each event once, under the day it starts.
      await expect(page.getByRole('article', { name: 'Quokka Book Fair' }).count()).resolves.toBe(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
