/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's chromium (installed by .ci/run); Playwright never downloads a browser here. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install -y chromium).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A page whose uncaught errors and failed console errors are collected for assertions. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP_VIEWPORT,
  options: { permissions?: string[]; localStorage?: Record<string, string> } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, permissions: options.permissions });
  if (options.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) {
        window.localStorage.setItem(key, value);
      }
    }, options.localStorage);
  }
  // Fail fast with Playwright's message rather than hitting the Jest timeout.
  context.setDefaultTimeout(8000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A blocked script or style would break the screen silently: report CSP violations as errors.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}

/** Every console error the page logs (React reports a failed hydration there). */
export function collectConsoleErrors(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return consoleErrors;
}

/**
 * Waits until a screen shows its own content and the app has taken it over. The heading is painted
 * with grey blocks before the session is known and the screen's code has loaded
 * (web/src/app/layout/screen-frame.tsx), and a data screen comes rendered on the server before any
 * script has run (web/src/entry-server.tsx), so a visible heading alone does not mean the screen
 * answers yet: React keeps its fiber on each node it has taken over.
 */
export async function waitForScreen(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByTestId('screen-skeleton').waitFor({ state: 'detached' });
  await waitForTakenOver(page, 'main h1');
}

/**
 * Opens `url` (or reloads the page) and waits until the app has taken its screen over. A screen the
 * server renders with its data (the dashboard, issue 29) shows its fields before the app runs: a
 * person's tap there is held and replayed, but a test's fill, check or select would reach a page the
 * app does not answer yet.
 */
export async function openTakenOver(page: Page, url?: string): Promise<void> {
  await (url === undefined ? page.reload() : page.goto(url));
  await waitForTakenOver(page, 'main h1');
}

/** Waits until React has taken the element `selector` names over (React keeps its fiber on the node). */
export async function waitForTakenOver(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Opens the screen at `address` the way a person moving around the app does: the headline analyzer
 * first, then a link to the screen, so the browser makes the screen's calls itself.
 * Opened by its address, a data screen comes rendered on the server with its data (issue 29), and a
 * test that holds or fails the screen's calls in the browser would see none of them.
 */
export async function openInApp(page: Page, baseUrl: string, address: string): Promise<void> {
  await page.goto(`${baseUrl}/headline-analyzer`);
  await waitForScreen(page, 'Headline Analyzer');
  await page.locator(`a[href="${address}"]:visible`).first().click();
  await page.waitForURL(`${baseUrl}${address}`);
}
