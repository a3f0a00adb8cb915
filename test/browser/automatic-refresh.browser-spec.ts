/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { REFRESH_FROM_ENVIRONMENT_MESSAGE } from '../../src/contracts/refresh-settings.contract.js';
import { REFRESH_QUEUE } from '../../src/modules/sources/scheduled-refresh.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, openPage, waitForScreen } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

function refreshCard(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Automatic refresh', exact: true }) });
}

describe('Settings: automatic refresh (issue 31)', () => {
  describe('without REFRESH_CRON', () => {
    const suite = browserSuite();

    it('should save an interval, schedule it and say which is in force', async () => {
      const { page, errors } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/settings`);
      await waitForScreen(page, 'Settings');
      const card = refreshCard(page);
      await card.getByTestId('refresh-in-force').waitFor();
      await expect(card.getByTestId('refresh-in-force').innerText()).resolves.toBe('Now: Off.');

      await card.getByLabel('Refresh').selectOption({ label: 'Every 30 minutes' });
      await card.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Automatic refresh saved').first().waitFor();
      await expect(card.getByTestId('refresh-in-force').innerText()).resolves.toBe('Now: Every 30 minutes.');
      const [schedule] = await boundQuery<{ cron: string }>(
        suite.testApp.orm.em.fork(),
        'select cron from pgboss.schedule where name = $1',
        [REFRESH_QUEUE],
      );
      expect(schedule).toEqual({ cron: '*/30 * * * *' });
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('should fit a phone screen', async () => {
      const { page } = await openPage(suite.browser, MOBILE_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/settings`);
      await refreshCard(page).getByTestId('refresh-in-force').waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
      await page.context().close();
    });
  });

  describe('with REFRESH_CRON set', () => {
    const suite = browserSuite({ REFRESH_CRON: '0 */2 * * *' });

    it('should say that the environment decides, offering no choice', async () => {
      const { page } = await openPage(suite.browser, DESKTOP_VIEWPORT);
      await page.goto(`${suite.testApp.baseUrl}/settings`);
      const card = refreshCard(page);
      await card.getByTestId('refresh-from-environment').waitFor();
      await expect(card.getByTestId('refresh-from-environment').innerText()).resolves.toBe(
        `${REFRESH_FROM_ENVIRONMENT_MESSAGE} It runs on 0 */2 * * *.`,
      );
      await expect(card.getByLabel('Refresh').count()).resolves.toBe(0);
      await page.context().close();
    });
  });
});
