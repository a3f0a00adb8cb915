/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import type { CampaignIdea } from '../../src/contracts/campaigns.contract.js';
import { addDays, localCalendarDate } from '../../src/modules/events/calendar-date.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { DESKTOP_VIEWPORT, launchBrowser, openInApp, openPage, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const today = localCalendarDate(new Date());
const SUMMIT_START = addDays(today, 15);
const SUMMIT_END = addDays(today, 17);
const GARDEN_START = addDays(today, 40);

/** The spec's long date ("November 22, 2026"), computed independently of the app's formatter. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

describe('Newsjacking Calendar', () => {
  let testApp: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    testApp = await startTestApp({}, { serveWeb: true });
    // Two events of our own among the real calendar the app synced at start-up; their made-up
    // name lets a search isolate them.
    await boundQuery(
      testApp.orm.em.fork(),
      `insert into calendar_event (key, title, description, sector, region, start_date, end_date, location, city, country, url, is_highlighted, updated_at)
       values ('test:zephyr-summit', 'Zephyr Robotics Summit', 'Robot makers meet the press: a hook for automation stories.', 'tech', 'europe',
               $1::date, $2::date, 'ExCeL London', 'London', 'United Kingdom', 'https://example.test/zephyr', true, now()),
              ('test:zephyr-garden', 'Zephyr Garden Week', 'Gardeners open their gates to visitors.', 'lifestyle', 'north_america',
               $3::date, null, null, null, null, null, false, now())`,
      [SUMMIT_START, SUMMIT_END, GARDEN_START],
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  });

  async function openCalendar(): Promise<{ page: Page; errors: string[]; eventRequests: string[] }> {
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const eventRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/events') eventRequests.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${testApp.baseUrl}/newsjacking-calendar`);
    await waitForScreen(page, 'Newsjacking Calendar');
    await page.getByText('Plan your PR campaigns around upcoming events and key dates.').waitFor();
    await page.getByRole('list', { name: 'Events' }).getByRole('article').first().waitFor();
    return { page, errors, eventRequests };
  }

  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  async function searchFor(page: Page, text: string, expectedTitles: string[]): Promise<void> {
    await page.getByPlaceholder('Search events...').fill(text);
    await page.waitForFunction(
      (titles) => {
        const shown = Array.from(document.querySelectorAll('ul[aria-label="Events"] article h2'), (heading) => heading.textContent);
        return shown.length === titles.length && titles.every((title, index) => shown[index] === title);
      },
      expectedTitles,
      { timeout: 5000 },
    );
  }

  describe('search', () => {
    it('should narrow the cards as one types, with one request for the whole word', async () => {
      const { page, errors, eventRequests } = await openCalendar();
      // The events came with the page, rendered on the server (issue 29): no call on opening.
      expect(eventRequests).toEqual([]);

      const finalRequest = page.waitForRequest((request) => request.url().endsWith('/api/events?search=Zephyr'));
      await page.getByPlaceholder('Search events...').pressSequentially('Zephyr', { delay: 40 });
      await finalRequest;
      await searchFor(page, 'Zephyr', ['Zephyr Robotics Summit', 'Zephyr Garden Week']);
      // Six keystrokes, about 40 ms apart: the debounce sends one request (a busy machine may
      // let one pause run past 300 ms), never one per keystroke.
      const searches = eventRequests.filter((url) => url.includes('search='));
      expect(searches.length).toBeLessThan(3);
      expect(searches.at(-1)).toBe('/api/events?search=Zephyr');

      await searchFor(page, 'garden week', ['Zephyr Garden Week']);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should draw the first 12 cards, then more as the reader scrolls or presses Show more events', async () => {
      const { page, errors } = await openCalendar();
      const total = ((await (await fetch(`${testApp.baseUrl}/api/events`)).json()) as unknown[]).length;
      expect(total).toBeGreaterThan(72);
      const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
      await page.getByText(`Showing 12 of ${total} events`).waitFor();
      expect(await cards.count()).toBe(12);

      // More cards than `atLeast`, with the count under the grid saying how many, read in one go: a
      // press also scrolls, so another batch may be drawn between a count and a look at the text.
      const drawnAfter = async (atLeast: number) => {
        const handle = await page.waitForFunction(
          ({ n, of }) => {
            const drawn = document.querySelectorAll('ul[aria-label="Events"] article').length;
            return drawn > n && document.body.textContent?.includes(`Showing ${drawn} of ${of} events`) ? drawn : 0;
          },
          { n: atLeast, of: total },
        );
        return handle.jsonValue();
      };
      // Pressing the button draws the next cards (pressing also scrolls to it, which may draw more).
      await page.getByRole('button', { name: 'Show more events' }).click();
      const afterPress = await drawnAfter(12);
      // Near the end of the grid, the next cards are drawn without a press.
      // (Whatever count it shows by now: the press's own scroll may already have drawn another batch.)
      await page.getByText(/Showing \d+ of \d+ events/).scrollIntoViewIfNeeded();
      await drawnAfter(afterPress);

      // A search starts from its own first cards.
      await searchFor(page, 'Zephyr', ['Zephyr Robotics Summit', 'Zephyr Garden Week']);
      await expect(page.getByRole('button', { name: 'Show more events' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should show the empty state when nothing matches', async () => {
      const { page } = await openCalendar();
      await page.getByPlaceholder('Search events...').fill('qqq-no-such-event');
      await page.getByRole('heading', { name: 'No events found' }).waitFor();
      await page.getByText('No events match your current filters. Try adjusting your search criteria.').waitFor();
      await page.context().close();
    });
  });

  describe('cards', () => {
    it('should show a highlighted event with a yellow border, a Key date badge and every field', async () => {
      const { page } = await openCalendar();
      await searchFor(page, 'Zephyr', ['Zephyr Robotics Summit', 'Zephyr Garden Week']);
      const summit = card(page, 'Zephyr Robotics Summit');
      await summit.getByText('Key date').waitFor();
      await summit.getByText('Tech', { exact: true }).waitFor();
      await summit.getByText(`${longDate(SUMMIT_START)} – ${longDate(SUMMIT_END)}`).waitFor();
      await summit.getByText('ExCeL London, London, United Kingdom').waitFor();
      await summit.getByText('Europe', { exact: true }).waitFor();
      await summit.getByText('Robot makers meet the press: a hook for automation stories.').waitFor();
      const border = await summit.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: style.borderTopWidth, color: style.borderTopColor };
      });
      expect(border.width).toBe('2px');
      const [red, green, blue] = await page.evaluate((color) => {
        // Normalise any CSS colour (Tailwind 4 writes oklch) to sRGB through a canvas.
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      }, border.color);
      expect(red).toBeGreaterThan(200);
      expect(green).toBeGreaterThan(150);
      expect(blue).toBeLessThan(100);

      const visit = summit.getByRole('link', { name: /Visit Site/ });
      await expect(visit.getAttribute('href')).resolves.toBe('https://example.test/zephyr');
      await expect(visit.getAttribute('target')).resolves.toBe('_blank');

      const garden = card(page, 'Zephyr Garden Week');
      await garden.getByText(longDate(GARDEN_START), { exact: true }).waitFor();
      await garden.getByText('North America', { exact: true }).waitFor();
      await expect(garden.getByText('Key date').count()).resolves.toBe(0);
      await expect(garden.getByRole('link', { name: /Visit Site/ }).count()).resolves.toBe(0);
      await page.context().close();
    });

    it('should lay the cards out in three columns on a desktop', async () => {
      const { page } = await openCalendar();
      const boxes = await page
        .getByRole('list', { name: 'Events' })
        .getByRole('listitem')
        .evaluateAll((items) => items.slice(0, 3).map((item) => item.getBoundingClientRect().top));
      expect(new Set(boxes).size).toBe(1);
      await page.context().close();
    });
  });

  describe('filters', () => {
    it('should filter by sector, region and dates from the Filter Events dialog', async () => {
      const { page, eventRequests } = await openCalendar();
      await searchFor(page, 'Zephyr', ['Zephyr Robotics Summit', 'Zephyr Garden Week']);

      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filter Events' });
      await dialog.getByLabel('Sector').selectOption({ label: 'Tech' });
      await dialog.getByRole('button', { name: 'Apply Filters' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await searchFor(page, 'Zephyr', ['Zephyr Robotics Summit']);
      expect(eventRequests).toContain('/api/events?sector=tech&search=Zephyr');

      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(dialog.getByLabel('Sector').inputValue()).resolves.toBe('tech');
      await dialog.getByLabel('Sector').selectOption({ label: 'All' });
      await dialog.getByLabel('Region').selectOption({ label: 'North America' });
      await dialog.getByLabel('Start Date').fill(addDays(today, 30));
      await dialog.getByLabel('End Date').fill(addDays(today, 50));
      await dialog.getByRole('button', { name: 'Apply Filters' }).click();
      await searchFor(page, 'Zephyr', ['Zephyr Garden Week']);
      expect(eventRequests).toContain(
        `/api/events?region=north_america&startDate=${addDays(today, 30)}&endDate=${addDays(today, 50)}&search=Zephyr`,
      );
      await page.context().close();
    });
  });

  describe('create campaign', () => {
    const openDialog = async (page: Page, title: string) => {
      await searchFor(page, title, [title]);
      await card(page, title).getByRole('button', { name: 'Create Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Campaign from Event' });
      await dialog.waitFor();
      return dialog;
    };
    const campaigns = async () => (await (await fetch(`${testApp.baseUrl}/api/campaigns`)).json()) as CampaignIdea[];

    it('should prefill the dialog exactly as the spec says', async () => {
      const { page } = await openCalendar();
      const dialog = await openDialog(page, 'Zephyr Robotics Summit');
      await expect(dialog.getByLabel('Campaign Title').inputValue()).resolves.toBe('Campaign based on Zephyr Robotics Summit');
      await expect(dialog.getByLabel('Campaign Description').inputValue()).resolves.toBe(
        `Campaign idea inspired by Zephyr Robotics Summit happening on ${longDate(SUMMIT_START)}. This event can be leveraged for newsjacking opportunities.`,
      );
      await expect(dialog.getByLabel('Campaign Format').inputValue()).resolves.toBe('Article');
      const formats = await dialog.getByLabel('Campaign Format').locator('option').allInnerTexts();
      expect(formats).toEqual(['Article', 'Social Media', 'Press Release', 'Infographic', 'Video', 'Podcast', 'Webinar', 'Email Campaign']);
      const headlines = dialog.getByRole('group', { name: 'Potential Headlines' }).getByRole('textbox');
      await expect(headlines.count()).resolves.toBe(1);
      await expect(headlines.first().inputValue()).resolves.toBe('Newsjacking Opportunity: Zephyr Robotics Summit');
      const publications = dialog.getByRole('group', { name: 'Target Publications' }).getByRole('textbox');
      await expect(publications.count()).resolves.toBe(1);
      await expect(publications.first().inputValue()).resolves.toBe('');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    });

    it('should refuse to send a draft whose headlines are all blank', async () => {
      const { page } = await openCalendar();
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST') posts += 1;
      });
      const dialog = await openDialog(page, 'Zephyr Robotics Summit');
      await dialog.getByRole('button', { name: 'Add Headline' }).click();
      await dialog.getByLabel('Headline 1', { exact: true }).fill('   ');
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Validation Error').waitFor();
      await region.getByText('Please add at least one headline.').waitFor();
      await dialog.waitFor();
      expect(posts).toBe(0);
      await page.context().close();
    });

    it('should create the campaign with added headlines and publications, close and reset', async () => {
      const { page } = await openCalendar();
      const dialog = await openDialog(page, 'Zephyr Garden Week');
      await dialog.getByLabel('Campaign Format').selectOption('Press Release');
      await dialog.getByRole('button', { name: 'Add Headline' }).click();
      await dialog.getByLabel('Headline 2', { exact: true }).fill('Gardens open their gates this week');
      await dialog.getByRole('button', { name: 'Add Headline' }).click();
      await dialog.getByRole('button', { name: 'Remove headline 3' }).click();
      await dialog.getByLabel('Publication 1', { exact: true }).fill('Gardeners World');
      await dialog.getByRole('button', { name: 'Add Publication' }).click();
      await dialog.getByLabel('Publication 2', { exact: true }).fill('The Guardian');
      await expect(dialog.getByRole('group', { name: 'Potential Headlines' }).getByRole('textbox').count()).resolves.toBe(2);

      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Campaign Created').waitFor();
      await region.getByText('Your campaign idea has been created successfully.').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const stored = (await campaigns()).find((idea) => idea.title === 'Campaign based on Zephyr Garden Week');
      expect(stored).toMatchObject({
        format: 'Press Release',
        headlines: ['Newsjacking Opportunity: Zephyr Garden Week', 'Gardens open their gates this week'],
        targetPublications: ['Gardeners World', 'The Guardian'],
      });
      expect(stored?.eventId).toEqual(expect.any(Number));

      // Opening the dialog again starts from the prefill, not from what was typed before.
      await card(page, 'Zephyr Garden Week').getByRole('button', { name: 'Create Campaign' }).click();
      await expect(dialog.getByRole('group', { name: 'Potential Headlines' }).getByRole('textbox').count()).resolves.toBe(1);
      await expect(dialog.getByLabel('Publication 1', { exact: true }).inputValue()).resolves.toBe('');
      await page.context().close();
    });

    it('should send the publication placeholder when no publication is filled', async () => {
      const { page } = await openCalendar();
      const dialog = await openDialog(page, 'Zephyr Robotics Summit');
      await dialog.getByLabel('Campaign Title').fill('Robots placeholder check');
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Campaign Created')
        .waitFor();
      const stored = (await campaigns()).find((idea) => idea.title === 'Robots placeholder check');
      expect(stored?.targetPublications).toEqual(['Publication placeholder']);
      await page.context().close();
    });

    it('should keep the dialog open with an error toast when the server fails', async () => {
      const { page } = await openCalendar();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/events/*/create-campaign', async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"boom"}' });
      });
      const dialog = await openDialog(page, 'Zephyr Robotics Summit');
      await dialog.getByRole('button', { name: 'Create Campaign' }).click();
      await dialog.getByRole('button', { name: 'Creating...' }).waitFor();
      await expect(dialog.getByRole('button', { name: 'Creating...' }).isDisabled()).resolves.toBe(true);
      release();
      const region = page.getByRole('region', { name: /^Notifications/ });
      await region.getByText('Error', { exact: true }).waitFor();
      await region.getByText('Failed to create campaign. Please try again.').waitFor();
      await dialog.getByRole('button', { name: 'Create Campaign' }).waitFor();
      await expect(dialog.getByLabel('Campaign Title').inputValue()).resolves.toBe('Campaign based on Zephyr Robotics Summit');
      await page.context().close();
    });
  });

  describe('states', () => {
    it('should show the loading state, then the error state when the events fail to load', async () => {
      const { page } = await openPage(browser, DESKTOP_VIEWPORT);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/events', async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"down"}' });
      });
      await openInApp(page, testApp.baseUrl, '/newsjacking-calendar');
      await page.getByRole('status').getByText('Loading events...').waitFor();
      release();
      await page.getByRole('heading', { name: 'Failed to load events' }).waitFor();
      await page.getByText('There was an error loading the events. Please try again later.').waitFor();
      await page.context().close();
    });
  });
});
