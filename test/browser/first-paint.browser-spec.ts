/// <reference lib="dom" />
import type { Browser, Page, Route } from 'playwright-core';
import { SESSION_COOKIE, signIn } from '../support/auth-client.js';
import { collectConsoleErrors, DESKTOP_VIEWPORT, launchBrowser, MOBILE_VIEWPORT, openPage, waitForTakenOver } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SCREEN_HEADINGS } from '../../web/src/app/screen-headings.js';

const ADMIN = { email: 'grace.hopper@example.test', password: 'compiler of 1952' };
const CURRENT_USER = '/api/auth/me';

/**
 * GET /api/auth/me held back until `release` is called, and every API call the page sends, by path.
 * `held` resolves once the page has asked who is here.
 */
async function holdSessionCheck(page: Page): Promise<{ held: Promise<void>; release: () => Promise<void>; apiCalls: string[] }> {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  let heldRoute: Route | null = null;
  await page.route(`**${CURRENT_USER}`, (route) => {
    heldRoute = route;
    markHeld();
  });
  return {
    held,
    release: async () => {
      await held;
      await heldRoute?.continue();
    },
    apiCalls,
  };
}

/**
 * Opens `url` with the app's entry script held back, as on a phone still downloading it: the page is
 * loaded up to `domcontentloaded` (the held entry may hold up the load event). Call the returned
 * function to let the script through.
 */
async function openWithEntryHeld(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

/** Calls that read the app's data: anything but asking how sign-in works and who is here. */
const dataCalls = (apiCalls: string[]) => apiCalls.filter((path) => !path.startsWith('/api/auth/'));

/** Marks the painted element `selector` names, to tell later whether React kept that node or drew a new one. */
async function markPainted(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.setAttribute('data-painted-before-app', ''));
}

/** Whether the element `selector` names is still the node the server sent (markPainted). */
function isStillPainted(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.hasAttribute('data-painted-before-app'));
}

describe('First paint (issue 29): the frame before the session check answers, AUTH_MODE=local', () => {
  let browser: Browser;
  let testApp: TestApp;

  beforeAll(async () => {
    browser = await launchBrowser();
    testApp = await startTestApp(
      { AUTH_MODE: 'local', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_PER_MINUTE: '100000' },
      { serveWeb: true },
    );
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  }, 60_000);

  describe.each([
    ['1280 px', DESKTOP_VIEWPORT, 'Main'],
    ['390 px', MOBILE_VIEWPORT, 'Bottom navigation'],
  ])('at %s', (_label, viewport, navigationName) => {
    it('should paint the navigation and the heading while who is here is unknown, then show a signed-out person the sign-in screen without a data call', async () => {
      const { page, errors } = await openPage(browser, viewport);
      const session = await holdSessionCheck(page);
      await page.goto(`${testApp.baseUrl}/saved-angles`);
      await session.held;

      await page.getByRole('navigation', { name: navigationName }).waitFor({ state: 'visible' });
      await page.getByRole('heading', { level: 1, name: 'Saved Angles' }).waitFor({ state: 'visible' });
      await page.getByTestId('screen-skeleton').waitFor({ state: 'visible' });
      expect(dataCalls(session.apiCalls)).toEqual([]);

      await session.release();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Saved Angles' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: navigationName }).count()).toBe(0);
      expect(dataCalls(session.apiCalls)).toEqual([]);
      expect(session.apiCalls).toContain(CURRENT_USER);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it.each(['/error', '/no/such/page', '/newsjacking-calendar?view=month'])(
      'should move nothing on the painted frame of %s while the app takes it over',
      async (address) => {
        const admin = await signIn(testApp.baseUrl, ADMIN.email, ADMIN.password);
        const { page, errors } = await openPage(browser, viewport);
        await page.context().addCookies([{ name: SESSION_COOKIE, value: admin.cookie ?? '', url: testApp.baseUrl }]);
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { shifts: string[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
              shifts.push(entry.sources.map((source) => (source.node as Element | undefined)?.className ?? '?').join(', '));
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The session check held back, so the frame is painted before the app knows who is here.
        const session = await holdSessionCheck(page);
        await page.goto(`${testApp.baseUrl}${address}`);
        await session.held;
        await session.release();
        // Whom they work for, and on /error what the AI setting is now, come once who is here is known.
        const headerSwitcher = viewport === MOBILE_VIEWPORT ? '#client-switcher-header' : '#client-switcher-sidebar';
        await page.locator(headerSwitcher).waitFor({ state: 'visible' });
        if (address === '/error') await page.getByText('Now: not set, so the built-in generator answers.').waitFor();
        // A layout shift is reported after the frame that showed it.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
        await expect(page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).resolves.toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      },
    );
  });

  it('should read a signed-in person’s data only once the session check has answered, on a screen the browser renders', async () => {
    const admin = await signIn(testApp.baseUrl, ADMIN.email, ADMIN.password);
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    await page.context().addCookies([{ name: SESSION_COOKIE, value: admin.cookie ?? '', url: testApp.baseUrl }]);
    const session = await holdSessionCheck(page);
    // The calendar's month view is laid out by the window's width, which only the browser knows: its page is the frame.
    await page.goto(`${testApp.baseUrl}/newsjacking-calendar?view=month`);
    await session.held;

    await page.getByRole('heading', { level: 1, name: 'Newsjacking Calendar' }).waitFor({ state: 'visible' });
    await page.getByTestId('screen-skeleton').waitFor({ state: 'visible' });
    expect(dataCalls(session.apiCalls)).toEqual([]);

    // The screen reads its data now that the session is known.
    const firstDataCall = page.waitForRequest((request) => dataCalls([new URL(request.url()).pathname]).length > 0);
    await session.release();
    await firstDataCall;
    await page.getByTestId('screen-skeleton').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Newsjacking Calendar' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /Account menu/ }).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should send a signed-in person a data screen rendered with their data, shown before any script has run and taken over as sent', async () => {
    const admin = await signIn(testApp.baseUrl, ADMIN.email, ADMIN.password);
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const consoleErrors = collectConsoleErrors(page);
    await page.context().addCookies([{ name: SESSION_COOKIE, value: admin.cookie ?? '', url: testApp.baseUrl }]);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/saved-angles`);
    // The screen itself, with what the server read as this person: their saved angles (none yet) and their account.
    await page.getByText('Your saved angles will appear here.', { exact: false }).waitFor({ state: 'visible' });
    await expect(page.getByTestId('screen-skeleton').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Account menu/ }).waitFor({ state: 'visible' });
    await markPainted(page, 'h1');

    releaseEntry();
    await waitForTakenOver(page, 'h1');
    await expect(isStillPainted(page, 'h1')).resolves.toBe(true);
    // Who is here and the saved angles came with the page: the app asks for neither again.
    expect(apiCalls.filter((call) => call === CURRENT_USER || call === '/api/saved-items')).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('should open the account menu for a tap on a server-rendered page made before the app ran, once', async () => {
    const admin = await signIn(testApp.baseUrl, ADMIN.email, ADMIN.password);
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    await page.context().addCookies([{ name: SESSION_COOKIE, value: admin.cookie ?? '', url: testApp.baseUrl }]);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/settings`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    releaseEntry();
    // The menu is made for the replayed tap and opens, and stays open: the tap is made again once, not twice.
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await expect(page.getByRole('menuitem', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("First paint (issue 29): each screen's frame comes in the HTML, AUTH_MODE=none", () => {
  let browser: Browser;
  let testApp: TestApp;

  beforeAll(async () => {
    browser = await launchBrowser();
    testApp = await startTestApp({}, { serveWeb: true });
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
  }, 60_000);

  // Every other screen comes rendered with its data when someone may see it (web/src/entry-server.tsx).
  it.each([['/newsjacking-calendar?view=month', 'Newsjacking Calendar']])(
    'should paint %s with its heading, navigation and grey blocks before any script has run',
    async (address, heading) => {
      const { page } = await openPage(browser, MOBILE_VIEWPORT);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${testApp.baseUrl}${address}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
      await page.getByRole('navigation', { name: 'Bottom navigation' }).waitFor({ state: 'visible' });
      await page.getByTestId('screen-skeleton').waitFor({ state: 'visible' });
      await expect(page.getByRole('link', { name: 'Settings', exact: true }).first().getAttribute('href')).resolves.toBe('/settings');
      await page.context().close();
    },
  );

  it.each([
    ['/', 'Trending Topics', 'No trending topics found. Select your data sources and click Fetch Content.'],
    ['/newsjacking-calendar', 'Newsjacking Calendar', /Showing \d+ of \d+ events/],
    ['/settings', 'Settings', 'How the last fetch from each source went.'],
    ['/clients', 'Clients', 'A client is who you pitch for'],
    ['/favorite-topics', 'Favorite Topics', 'A watchlist names the keywords your team cares about.'],
    ['/news-scraper', 'News Scraper', 'Add a news site or blog'],
    ['/journalists', 'Journalists', 'No journalists match.'],
    ['/idea-forge', 'IdeaForge Generator', 'Generate Ideas'],
    ['/headline-analyzer', 'Headline Analyzer', 'Analyze Headline'],
  ])(
    'should paint the data screen %s with its data before any script has run, then take it over as sent',
    async (address, heading, text) => {
      const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
      const consoleErrors = collectConsoleErrors(page);
      const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}${address}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
      await expect(page.getByTestId('screen-skeleton').count()).resolves.toBe(0);
      await page.getByText(text).first().waitFor({ state: 'visible' });
      await markPainted(page, 'main h1');

      releaseEntry();
      await waitForTakenOver(page, 'main h1');
      await expect(isStillPainted(page, 'main h1')).resolves.toBe(true);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    },
  );

  it('should show a server-rendered time as the server wrote it (UTC) until the app has taken the page over, then in the reader’s zone', async () => {
    const browserInTokyo = await browser.newContext({ viewport: MOBILE_VIEWPORT, timezoneId: 'Asia/Tokyo' });
    const page = await browserInTokyo.newPage();
    const consoleErrors = collectConsoleErrors(page);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/settings`);
    const lastSync = page.getByTestId('calendar-last-sync').locator('time');
    await expect(lastSync.getAttribute('title')).resolves.toMatch(/ UTC$/);
    const synced = new Date((await lastSync.getAttribute('datetime')) ?? '');

    releaseEntry();
    await waitForTakenOver(page, 'main h1');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="calendar-last-sync"] time')?.getAttribute('title')?.endsWith('UTC'),
    );
    const tokyoHour = (synced.getUTCHours() + 9) % 24;
    await expect(lastSync.getAttribute('title')).resolves.toContain(` at ${tokyoHour % 12 || 12}:`);
    expect(consoleErrors).toEqual([]);
    await browserInTokyo.close();
  });

  it.each([
    ['an unknown address', '/no-such-screen', '404 Page Not Found', 'Did you forget to add the page to the router?'],
    ['/error', '/error', 'Error', 'Something went wrong while loading this page.'],
  ])('should paint %s as the page itself before any script has run', async (_label, address, heading, text) => {
    const { page } = await openPage(browser, DESKTOP_VIEWPORT);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${testApp.baseUrl}${address}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'visible' });
    await page.getByText(text).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('should open the menu for a tap on the frame’s menu button made before the app ran', async () => {
    const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/headline-analyzer`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' }).count()).resolves.toBe(0);
    releaseEntry();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'visible' });
    // Once the app runs it answers taps itself: closed and opened again, the menu behaves as ever.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor({ state: 'visible' });
    await expect(page.evaluate(() => document.documentElement.dataset.earlyTap ?? null)).resolves.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should open the dialog for a tap on a server-rendered screen’s button made before the app ran', async () => {
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/clients`);
    await page.getByRole('button', { name: 'New client' }).click();
    await expect(page.getByRole('dialog', { name: 'New client' }).count()).resolves.toBe(0);
    releaseEntry();
    await page.getByRole('dialog', { name: 'New client' }).getByLabel('Name', { exact: true }).fill('Acme Energy');
    await expect(page.evaluate(() => document.documentElement.dataset.earlyTap ?? null)).resolves.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should let a form field take no input before the app runs, then focus the field tapped', async () => {
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/news-scraper`);
    const address = page.getByLabel('Website or feed URL');
    await address.click();
    await page.keyboard.type('example.com');
    await expect(address.inputValue()).resolves.toBe('');
    releaseEntry();
    await page.waitForFunction(() => document.activeElement?.id === 'feed-url');
    await page.keyboard.type('example.com');
    await expect(address.inputValue()).resolves.toBe('example.com');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('should go to the dashboard for a tap on the error page’s Return to Dashboard made before the app ran', async () => {
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}/error`);
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    expect(new URL(page.url()).pathname).toBe('/error');
    releaseEntry();
    await page.waitForURL(`${testApp.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/error', 'main button', 'Return to Dashboard'],
    ['/no/such/page', 'main a', 'Go to Trending Topics'],
  ])(
    'should keep the painted page %s as it is once the app runs (%s %s), so a tap begun meanwhile is not lost',
    async (address, selector, name) => {
      const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
      const releaseEntry = await openWithEntryHeld(page, `${testApp.baseUrl}${address}`);
      await markPainted(page, selector);

      releaseEntry();
      // The sidebar's client switcher shows once who is here is known: the app is past its frame.
      await page.locator('#client-switcher-sidebar').waitFor({ state: 'attached' });
      await waitForTakenOver(page, selector);
      await expect(isStillPainted(page, selector)).resolves.toBe(true);
      await expect(page.locator(selector).first().textContent()).resolves.toContain(name);
      if (address === '/error') await page.getByText('Now: not set, so the built-in generator answers.').waitFor();
      await page.locator(selector).first().click();
      await page.waitForURL(`${testApp.baseUrl}/`);
      await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('should ask for its scripts only once the frame has painted, the screen’s own chunk beside the entry', async () => {
    const { page } = await openPage(browser, MOBILE_VIEWPORT);
    // The frame that paints the screen's heading: animation-frame callbacks run just before a frame is
    // drawn, and none runs while the stylesheet still blocks rendering. Its time is when the browser
    // began that frame, not when it reached the screen (FCP), which comes a variable while later on a
    // machine busy with other tests.
    await page.addInitScript(() => {
      const untilHeading = () => {
        if (document.querySelector('h1')) (window as unknown as { headingFrame: number }).headingFrame = performance.now();
        else requestAnimationFrame(untilHeading);
      };
      requestAnimationFrame(untilHeading);
    });
    await page.goto(`${testApp.baseUrl}/newsjacking-calendar`);
    const timing = await page
      .waitForFunction(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (entry): entry is PerformanceResourceTiming => /\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('load-after-paint'),
          );
        const entry = scripts.find((script) => /\/assets\/index-[^/]+\.js$/.test(script.name));
        const screen = scripts.find((script) => script.name.includes('/assets/newsjacking-calendar.route-'));
        const headingFrame = (window as unknown as { headingFrame?: number }).headingFrame;
        if (!entry || !screen || headingFrame === undefined) return null;
        return {
          headingFrame,
          firstScript: Math.min(...scripts.map((script) => script.startTime)),
          screenPreloaded: document.head.querySelector('link[rel="modulepreload"][href*="/newsjacking-calendar.route-"]') !== null,
        };
      })
      .then((handle) => handle.jsonValue());
    // waitForFunction resolves only on a truthy value; this tells the type checker so.
    if (timing === null) throw new Error('The page reported no timings.');
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.headingFrame);
    // By the page's own preload link, not by the entry's code once it has arrived and run.
    expect(timing.screenPreloaded).toBe(true);
    await page.context().close();
  });

  // A page's first Intl object starts ICU on the main thread (20–60 ms on the CI machine, inside the
  // first render), so no screen may make one, nor call what makes one, while it loads.
  it('should make no Intl formatter or collator while any screen loads', async () => {
    const addresses = [...Object.keys(SCREEN_HEADINGS), '/no-such-screen'];
    const { page, errors } = await openPage(browser, MOBILE_VIEWPORT);
    await page.addInitScript(() => {
      const used: string[] = [];
      (window as unknown as { intlUsed: string[] }).intlUsed = used;
      const constructors = [
        'Collator',
        'DateTimeFormat',
        'DisplayNames',
        'ListFormat',
        'NumberFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'Segmenter',
      ] as const;
      for (const name of constructors) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => (used.push(`new Intl.${name}`), Reflect.construct(target, args)),
        });
      }
      const methods: [object, string][] = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [prototype, method] of methods) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]!;
        (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          used.push(method);
          return original.apply(this, args);
        };
      }
    });
    const used: Record<string, string[]> = {};
    for (const address of addresses) {
      await page.goto(`${testApp.baseUrl}${address}`);
      await page.getByTestId('screen-skeleton').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      const calls = await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);
      if (calls.length > 0) used[address] = [...new Set(calls)];
    }
    expect(used).toEqual({});
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('should take the painted frame over without a hydration error and show the screen', async () => {
    const { page, errors } = await openPage(browser, DESKTOP_VIEWPORT);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${testApp.baseUrl}/headline-analyzer`);
    await page.getByTestId('screen-skeleton').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Analyze Headline' }).waitFor({ state: 'visible' });
    await expect(page.getByRole('heading', { level: 1, name: 'Headline Analyzer' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
