import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startTestApp, type TestApp } from './test-app.js';

export type BrowserSuite = { testApp: TestApp; browser: Browser };

/**
 * Boots the app (with the built SPA) and one Chromium for the enclosing describe block, and stops
 * both after it. Read the fields inside tests: they are set in beforeAll.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.testApp = await startTestApp(env, { serveWeb: true });
    suite.browser = await launchBrowser();
  });
  // Closing Chromium and draining the app can take long on a machine busy with parallel test files.
  afterAll(async () => {
    await suite.browser?.close();
    await suite.testApp?.close();
  }, 60_000);
  return suite;
}
