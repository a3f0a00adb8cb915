import { REFRESH_FROM_ENVIRONMENT_MESSAGE, REFRESH_INTERVAL_MESSAGE } from '../../src/contracts/refresh-settings.contract.js';
import { REFRESH_QUEUE } from '../../src/modules/sources/scheduled-refresh.service.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { startAnotherInstance, startTestApp, type TestApp } from '../support/test-app.js';

/** The queue's stored schedule of the automatic refresh, or null when there is none. */
async function refreshSchedule(testApp: TestApp): Promise<string | null> {
  const rows = await boundQuery<{ cron: string }>(testApp.orm.em.fork(), 'select cron from pgboss.schedule where name = $1', [
    REFRESH_QUEUE,
  ]);
  return rows[0]?.cron ?? null;
}

const put = (testApp: TestApp, body: unknown) =>
  fetch(`${testApp.baseUrl}/api/settings/refresh`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Automatic refresh in Settings (issue 31)', () => {
  describe('without REFRESH_CRON', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp();
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should be off until an interval is saved', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/settings/refresh`);
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ intervalMinutes: 0, refreshCron: null });
      expect(await refreshSchedule(testApp)).toBeNull();
    });

    it('should store the interval and schedule it on the queue at once', async () => {
      const response = await put(testApp, { intervalMinutes: 15 });
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ intervalMinutes: 15, refreshCron: null });
      expect(await refreshSchedule(testApp)).toBe('*/15 * * * *');
      const rows = await boundQuery<{ interval_minutes: number }>(
        testApp.orm.em.fork(),
        'select interval_minutes from refresh_setting',
        [],
      );
      expect(rows).toEqual([{ interval_minutes: 15 }]);

      await put(testApp, { intervalMinutes: 60 });
      expect(await refreshSchedule(testApp)).toBe('0 * * * *');
    });

    it('should refuse any other value with a 400 naming the field, and change nothing', async () => {
      for (const body of [{ intervalMinutes: 20 }, { intervalMinutes: '15' }, { intervalMinutes: null }, {}]) {
        const response = await put(testApp, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(REFRESH_INTERVAL_MESSAGE);
      }
      expect(await refreshSchedule(testApp)).toBe('0 * * * *');
    });

    it('should be applied again from the database by an instance that starts, and removed when turned off', async () => {
      await put(testApp, { intervalMinutes: 30 });
      // As if the queue's schedules had been lost: an instance starting reads the saved interval.
      await boundQuery(testApp.orm.em.fork(), 'delete from pgboss.schedule where name = $1', [REFRESH_QUEUE]);
      const another = await startAnotherInstance(testApp.databaseUrl, {});
      try {
        for (let tries = 0; tries < 50 && (await refreshSchedule(testApp)) === null; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await refreshSchedule(testApp)).toBe('*/30 * * * *');
      } finally {
        await another.app.close();
      }

      const off = await put(testApp, { intervalMinutes: 0 });
      await expect(off.json()).resolves.toEqual({ intervalMinutes: 0, refreshCron: null });
      expect(await refreshSchedule(testApp)).toBeNull();
    });
  });

  describe('with REFRESH_CRON set', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp({ REFRESH_CRON: '*/5 * * * *' });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it('should say the environment decides and answer a change with 409 in words', async () => {
      await expect((await fetch(`${testApp.baseUrl}/api/settings/refresh`)).json()).resolves.toEqual({
        intervalMinutes: 0,
        refreshCron: '*/5 * * * *',
      });
      const response = await put(testApp, { intervalMinutes: 15 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toBe(REFRESH_FROM_ENVIRONMENT_MESSAGE);
      expect(await refreshSchedule(testApp)).toBe('*/5 * * * *');
    });
  });
});
