import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, openPage, openTakenOver, waitForScreen } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

const ROUTE_HEADINGS: [string, string][] = [
  ['/', 'Trending Topics'],
  ['/idea-forge', 'IdeaForge Generator'],
  ['/campaign-ideas', 'Campaign Ideas'],
  ['/website-analyzer', 'Website Analyzer'],
  ['/newsjacking-calendar', 'Newsjacking Calendar'],
  ['/headline-analyzer', 'Headline Analyzer'],
  ['/saved-angles', 'Saved Angles'],
  ['/favorite-topics', 'Favorite Topics'],
  ['/news-scraper', 'News Scraper'],
  ['/journalists', 'Journalists'],
  ['/media-lists', 'Media Lists'],
  ['/settings', 'Settings'],
  ['/error', 'Error'],
  ['/this/does/not/exist', '404 Page Not Found'],
];

/**
 * The spec's order, with Clients (issue 27), Journalists and Media Lists (issue 30) after its main links and
 * News Scraper (issue 29) after its saved ones.
 */
const LINK_ORDER = [
  'Trending Topics',
  'IdeaForge Generator',
  'Campaign Ideas',
  'Website Analyzer',
  'Newsjacking Calendar',
  'Headline Analyzer',
  'Clients',
  'Journalists',
  'Media Lists',
  'Saved Angles',
  'Favorite Topics',
  'News Scraper',
];

describe('App shell', () => {
  const suite = browserSuite();

  describe.each([
    ['desktop', DESKTOP_VIEWPORT],
    ['mobile', MOBILE_VIEWPORT],
  ])('on %s', (_name, viewport) => {
    it.each(ROUTE_HEADINGS)('should show %s with its heading', async (route, heading) => {
      const { page, errors } = await openPage(suite.browser, viewport);
      await page.goto(`${suite.testApp.baseUrl}${route}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  describe('on desktop', () => {
    it('should list the links in the spec order, highlight the active one and show the profile', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/newsjacking-calendar`);
      await page.getByRole('heading', { level: 1, name: 'Newsjacking Calendar' }).waitFor();
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      // The spec's list is the main navigation; the profile footer's Settings link sits outside it.
      await expect(sidebar.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).resolves.toEqual(LINK_ORDER);
      await sidebar.getByRole('heading', { name: 'Saved Items' }).waitFor({ state: 'visible' });
      await expect(sidebar.getByRole('link', { name: 'Newsjacking Calendar' }).getAttribute('aria-current')).resolves.toBe('page');
      await expect(sidebar.getByRole('link', { name: 'Trending Topics' }).getAttribute('aria-current')).resolves.toBeNull();
      await sidebar.getByText('PR Professional').waitFor({ state: 'visible' });
      await sidebar.getByText('Pro Account').waitFor({ state: 'visible' });
      await expect(page.getByRole('button', { name: /menu/i }).isVisible()).resolves.toBe(false);
      await page.context().close();
    });

    it('should reach the News Scraper from the Saved Items links', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, suite.testApp.baseUrl);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.getByRole('link', { name: 'News Scraper' }).click();
      await page.waitForURL(/\/news-scraper$/);
      await page.getByRole('heading', { level: 1, name: 'News Scraper' }).waitFor({ state: 'visible' });
      await expect(sidebar.getByRole('link', { name: 'News Scraper' }).getAttribute('aria-current')).resolves.toBe('page');
      await page.context().close();
    });

    // main.tsx writes the history entry's position (idx) before React Router is created, so the router
    // must still take Back and Forward between screens as its own.
    it('should go back and forward between screens with the browser', async () => {
      const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, suite.testApp.baseUrl);
      await expect(page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).resolves.toBe(0);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await sidebar.getByRole('link', { name: 'Headline Analyzer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Headline Analyzer' }).waitFor();
      await sidebar.getByRole('link', { name: 'Saved Angles' }).click();
      await page.getByRole('heading', { level: 1, name: 'Saved Angles' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Headline Analyzer' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: 'Headline Analyzer' }).waitFor();
      await expect(page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).resolves.toBe(1);
      expect(new URL(page.url()).pathname).toBe('/headline-analyzer');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should show the main page text, the 404 text and what Favorite Topics is for', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await openTakenOver(page, suite.testApp.baseUrl);
      await page
        .getByText('Find trending topics and generate PR campaign ideas based on social media and news.')
        .waitFor({ state: 'visible' });
      await page.goto(`${suite.testApp.baseUrl}/nope`);
      await page.getByText('Did you forget to add the page to the router?').waitFor({ state: 'visible' });
      await page.goto(`${suite.testApp.baseUrl}/favorite-topics`);
      // Issue 18 replaced the spec's placeholder with watchlists; with none yet the screen says what they do.
      await page.getByRole('heading', { level: 2, name: 'No watchlists yet' }).waitFor({ state: 'visible' });
      await page.context().close();
    });

    it('should link the 404 page back to the dashboard', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/no/such/page`);
      await page.getByRole('main').getByRole('link', { name: 'Go to Trending Topics' }).click();
      await page.waitForURL(`${suite.testApp.baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
      await page.context().close();
    });

    it('should return to the dashboard from the error page', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/error`);
      await page.getByText(/missing API keys or connection issues/).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Return to Dashboard' }).click();
      await page.waitForURL(`${suite.testApp.baseUrl}/`);
      await page.context().close();
    });
  });

  describe('on mobile', () => {
    it('should hide the sidebar and show the bottom navigation', async () => {
      const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
      await openTakenOver(page, suite.testApp.baseUrl);
      await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor();
      await expect(page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).resolves.toBe(false);
      await page.getByRole('navigation', { name: 'Bottom navigation' }).waitFor({ state: 'visible' });
      await page.context().close();
    });

    it('should open the drawer from the menu toggle and apply the close rules', async () => {
      const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/headline-analyzer`);
      const drawer = page.getByTestId('mobile-drawer');

      // Once the screen shows (a tap made before the app has run is first-paint.browser-spec's case).
      await waitForScreen(page, 'Headline Analyzer');
      await page.getByRole('button', { name: /menu/i }).click();
      await drawer.waitFor({ state: 'visible' });
      await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).resolves.toEqual(LINK_ORDER);

      // Another main link navigates but keeps the drawer open (SPEC section 2).
      await drawer.getByRole('link', { name: 'Campaign Ideas' }).click();
      await page.waitForURL(/\/campaign-ideas$/);
      await expect(drawer.isVisible()).resolves.toBe(true);

      // The already-active link closes it.
      await drawer.getByRole('link', { name: 'Campaign Ideas' }).click();
      await drawer.waitFor({ state: 'hidden' });

      // A Saved Items link closes it.
      await page.getByRole('button', { name: /menu/i }).click();
      await drawer.waitFor({ state: 'visible' });
      await drawer.getByRole('link', { name: 'Saved Angles' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForURL(/\/saved-angles$/);

      // Trending Topics closes it.
      await page.getByRole('button', { name: /menu/i }).click();
      await drawer.waitFor({ state: 'visible' });
      await drawer.getByRole('link', { name: 'Trending Topics' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await page.waitForURL(`${suite.testApp.baseUrl}/`);
      await page.context().close();
    });
  });
});
