/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, openPage, openTakenOver } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/**
 * A toast that stays: Export Ideas on a dashboard with no stories (issue 29 made both header buttons
 * real; an export of nothing says so in a toast instead of downloading an empty file).
 */
async function showNothingToExport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Export Ideas' }).click();
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const region = page.getByRole('region', { name: /^Notifications/ });
  await region.getByText('Nothing to Export').waitFor();
  return region;
}

describe('Toasts', () => {
  const suite = browserSuite();

  it('should show one toast at a time, replacing the previous one, at the bottom right on desktop', async () => {
    const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    // Export Started, then at once Nothing to Export in its place.
    const region = await showNothingToExport(page);
    await expect(region.getByText('Export Started').count()).resolves.toBe(0);
    await expect(page.locator('[data-toast-root]').count()).resolves.toBe(1);

    const toastBox = await page.locator('[data-toast-root]').boundingBox();
    expect(toastBox).not.toBeNull();
    expect(toastBox!.x + toastBox!.width).toBeGreaterThan(DESKTOP_VIEWPORT.width - 40);
    expect(toastBox!.y).toBeGreaterThan(DESKTOP_VIEWPORT.height / 2);
    expect(toastBox!.width).toBeLessThanOrEqual(420);
    await page.context().close();
  });

  it('should close with its close button', async () => {
    const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    const region = await showNothingToExport(page);
    await region.getByRole('button', { name: 'Close' }).click();
    await region.getByText('Nothing to Export').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('should focus the notification region with F8', async () => {
    const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    // The toast region loads with the first toast; F8 is its hotkey once it is there.
    await showNothingToExport(page);
    await page.keyboard.press('F8');
    const focusedLabel = await page.evaluate(() => document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label'));
    expect(focusedLabel).toMatch(/^Notification/);
    await page.context().close();
  });

  it('should stack at the top on small screens', async () => {
    const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    await showNothingToExport(page);
    const toastBox = await page.locator('[data-toast-root]').boundingBox();
    expect(toastBox!.y).toBeLessThan(MOBILE_VIEWPORT.height / 3);
    await page.context().close();
  });

  it('should leave the page title readable on small screens while a toast shows', async () => {
    const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
    await openTakenOver(page, suite.testApp.baseUrl);
    await showNothingToExport(page);
    await page.waitForFunction(() => window.scrollY === 0);
    const toastBox = (await page.locator('[data-toast-root]').boundingBox())!;
    const titleBox = (await page.getByRole('heading', { level: 1, name: 'Trending Topics' }).boundingBox())!;
    const overlaps = titleBox.y < toastBox.y + toastBox.height && toastBox.y < titleBox.y + titleBox.height;
    expect(overlaps).toBe(false);
    // Nor under the sticky app header, and on screen.
    expect(titleBox.y).toBeGreaterThanOrEqual(56);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
    await page.context().close();
  });
});
