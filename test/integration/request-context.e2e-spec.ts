import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/core';
import { ENERGY_CLIENT } from '../support/client-profile.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// entityManagerPerRequest (src/platform/database/request-context.ts): every request its own
// EntityManager, forked when it first uses the database, never for a request that does not.
describe('The request context', () => {
  let testApp: TestApp;
  let fork: ReturnType<typeof spyOnForks>;

  beforeAll(async () => {
    testApp = await startTestApp();
    fork = spyOnForks(testApp);
  });

  beforeEach(() => fork.mockClear());

  afterAll(async () => {
    fork.mockRestore();
    await testApp.close();
  });

  it('should fork no EntityManager for a request that never uses the database', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/analyze-headline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline: 'Seven Ways Councils Are Cutting Energy Bills This Winter' }),
    });
    expect(response.status).toBe(200);
    expect(fork).not.toHaveBeenCalled();
  });

  it('should give each request that reads the database one fork of its own, also when they run at once', async () => {
    // With no context, the injected EntityManager throws (allowGlobalContext is off): 200 means each had one.
    const responses = await Promise.all([1, 2, 3].map(() => fetch(`${testApp.baseUrl}/api/feeds`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(fork).toHaveBeenCalledTimes(3);
    const forks = fork.mock.results.map((result) => result.value as unknown);
    expect(new Set(forks).size).toBe(3);
  });

  it('should write through its fork, so a change made in one request is read by the next', async () => {
    const created = await fetch(`${testApp.baseUrl}/api/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENERGY_CLIENT),
    });
    expect(created.status).toBe(201);
    const listed = (await (await fetch(`${testApp.baseUrl}/api/clients`)).json()) as Array<{ name: string }>;
    expect(listed.map((client) => client.name)).toEqual([ENERGY_CLIENT.name]);
    expect(fork).toHaveBeenCalledTimes(2);
  });
});

/** Watches the forks of the app's root EntityManager (each request's context is one). */
function spyOnForks(testApp: TestApp) {
  return jest.spyOn(testApp.app.get(MikroORM).em, 'fork');
}
