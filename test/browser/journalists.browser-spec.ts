/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { JournalistPage } from '../../src/contracts/journalists.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { okJsonApi } from '../support/json-api.js';

const articlePage = (name: string) => readFileSync(new URL(`../../src/modules/journalists/fixtures/${name}`, import.meta.url), 'utf8');
const RSS = { 'content-type': 'application/rss+xml; charset=utf-8' };
const BBC_STORY = 'Energy bills to rise by £150 from January, regulator says';
const GUARDIAN_ARTICLE = 'Energy prices: households face £150 rise as Ofgem lifts cap for winter';

describe('Journalists', () => {
  let upstream: FakeUpstream;
  let testApp: TestApp;
  let browser: Browser;
  let storyId: number;

  const api = okJsonApi(() => testApp.baseUrl);
  const journalistId = async (name: string) => (await api<JournalistPage>(`/api/journalists?q=${encodeURIComponent(name)}`)).items[0]?.id;
  const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
  /** The page is no wider than the screen: nothing to scroll sideways on a phone. */
  const expectNoSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      if (request.path === '/guardian') return reply(response, 200, readFixture('guardian-world.rss'), RSS);
      if (request.path === '/bbc') {
        return reply(
          response,
          200,
          readFixture('bbc-news-home.rss').replaceAll('https://www.bbc.co.uk/news/articles/', `${upstream.url}/bbc/`),
          RSS,
        );
      }
      if (request.path === '/bbc/c9energy2026') {
        return reply(response, 200, articlePage('bbc-article.html'), { 'content-type': 'text/html' });
      }
      return reply(response, 503, 'unavailable', { 'content-type': 'text/plain' });
    });
    testApp = await startTestApp(
      {
        RATE_LIMIT_PER_MINUTE: '100000',
        X_TRENDS_URLS: `${upstream.url}/trends`,
        NEWS_RSS_URLS: `${upstream.url}/guardian,${upstream.url}/bbc`,
        OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
      },
      { serveWeb: true },
    );
    await api('/api/fetch-content', 'POST', { enabledSources: ['x_trending'], xTrending: { useFallback: true, maxResults: 50 } });
    // The BBC feed names nobody: its article page is read off the fetch's request.
    for (let tries = 0; (await journalistId('Simon Jack')) === undefined; tries += 1) {
      if (tries > 75) throw new Error('The BBC article page was not read for its byline.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    storyId = (await api<TrendingItem[]>('/api/trending?source=news')).find((item) => item.title === BBC_STORY)!.id;
    await api<PrAngle[]>(`/api/trending/${storyId}/generate-angles`, 'POST');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await upstream?.close();
  }, 60_000);

  describe('Journalists screen on desktop', () => {
    it('should search, open a journalist with their recent articles, save what the team adds and add them to a media list', async () => {
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/media-lists`);
      await waitForScreen(page, 'Media Lists');
      await page.getByLabel('List name').fill('Energy reporters');
      await page.getByRole('button', { name: 'Create list' }).click();
      await toasts(page).getByText('Media list created').waitFor();
      await page.getByTestId('media-list').filter({ hasText: 'Energy reporters' }).waitFor();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journalists' }).click();
      await waitForScreen(page, 'Journalists');
      await page.getByTestId('journalist-count').getByText('7 journalists').waitFor();
      await page.getByLabel('Search journalists').fill('boffey');
      await page.getByTestId('journalist-count').getByText('1 journalist').waitFor();
      await expect(page.getByTestId('journalist-card').allInnerTexts()).resolves.toEqual([expect.stringContaining('Daniel Boffey')]);
      await page.getByLabel('Search journalists').fill('');
      await page.getByLabel('Outlet').fill('BBC News');
      await page.getByTestId('journalist-count').getByText('1 journalist').waitFor();

      await page.getByRole('button', { name: 'Simon Jack' }).click();
      const dialog = page.getByRole('dialog', { name: 'Simon Jack' });
      await dialog.getByText('Business editor, BBC News').waitFor();
      await expect(dialog.getByRole('link', { name: BBC_STORY }).getAttribute('href')).resolves.toBe(`${upstream.url}/bbc/c9energy2026`);
      await dialog.getByLabel('E-mail').fill('simon@example.org');
      await dialog.getByLabel('Notes').fill('Prefers figures under embargo');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // While the dialog is open the rest of the page (the toasts too) is hidden from the accessibility tree.
      await page.getByTestId('toast-description').getByText('Your details for Simon Jack are saved.').waitFor();
      await dialog.getByRole('button', { name: 'Add to list' }).click();
      await page.getByTestId('toast-description').getByText('Simon Jack is on "Energy reporters".').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      const simon = await api<{ email: string; notes: string }>(`/api/journalists/${await journalistId('Simon Jack')}`);
      expect(simon).toMatchObject({ email: 'simon@example.org', notes: 'Prefers figures under embargo' });

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media Lists' }).click();
      await waitForScreen(page, 'Media Lists');
      const list = page.getByTestId('media-list').filter({ hasText: 'Energy reporters' });
      await list.getByText('1 journalist').waitFor();
      await list.getByRole('button', { name: 'Show journalists' }).click();
      await list.getByRole('link', { name: 'Simon Jack' }).waitFor();
      const exportLink = await list.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      const csv = await (await fetch(`${testApp.baseUrl}${exportLink}`)).text();
      expect(csv).toContain('"Simon Jack","BBC News"');
      // The Note column is the list's note on them (none given here), not the team's notes on the journalist.
      expect(csv).toContain('"simon@example.org",""');

      await list.getByRole('button', { name: 'Remove Simon Jack from Energy reporters' }).click();
      await list.getByText('0 journalists').waitFor();
      await list.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete media list' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No media lists yet.').waitFor();
      expect(await journalistId('Simon Jack')).toBeDefined();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  describe('Who covers this', () => {
    it.each([
      ['desktop', DESKTOP_VIEWPORT],
      ['mobile', MOBILE_VIEWPORT],
    ])('should list who covers the story on %s, grey a do-not-contact journalist and pitch the author by name', async (_name, viewport) => {
      await api(`/api/journalists/${await journalistId('Jillian Ambrose')}`, 'PUT', { doNotContact: true });
      const { page, errors } = await openPage(browser, viewport);
      await openTakenOver(page, `${testApp.baseUrl}/?item=${storyId}`);
      await waitForScreen(page, 'Trending Topics');
      const row = page.getByTestId('trending-row').filter({ hasText: BBC_STORY }).first();
      await row.getByRole('button', { name: 'Who covers this' }).click();
      const simon = row.getByTestId('story-journalist').filter({ hasText: 'Simon Jack' });
      await simon.getByText('wrote this story').waitFor();
      const jillian = row.getByTestId('story-journalist').filter({ hasText: 'Jillian Ambrose' });
      await jillian.getByText('1 article on “energy” in 30 days').waitFor();
      await jillian.getByText('Do not contact').waitFor();
      await expect(jillian.getByRole('button', { name: /^Pitch/ }).count()).resolves.toBe(0);
      await expectNoSidewaysScroll(page);

      await simon.getByRole('button', { name: 'Pitch Simon' }).click();
      const pitch = page.getByRole('dialog', { name: 'Pitch Email Draft' });
      await pitch.getByTestId('pitch-addressed-to').getByText('To Simon Jack, BBC News').waitFor();
      await expect(pitch.getByTestId('pitch-body').innerText()).resolves.toMatch(
        new RegExp(`^Hi Simon,\\s+I read your piece "${BBC_STORY}"`),
      );
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should open the journalist from Who covers this on a phone, with nothing to scroll sideways', async () => {
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
      await page.goto(`${testApp.baseUrl}/journalists?id=${await journalistId('Jillian Ambrose')}`);
      const dialog = page.getByRole('dialog', { name: 'Jillian Ambrose' });
      await dialog.getByRole('link', { name: GUARDIAN_ARTICLE }).waitFor();
      await dialog.getByText('Do not contact').first().waitFor();
      await expectNoSidewaysScroll(page);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
});
