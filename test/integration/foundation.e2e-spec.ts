import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../src/entities.js';
import { ormOptions } from '../../src/platform/database/orm-options.js';
import { createTestDatabase, startTestApp, type TestApp } from '../support/test-app.js';

describe('Foundation API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/health', () => {
    it('should answer ok with the database up', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    });
  });

  describe('when an /api path does not exist', () => {
    it('should answer a JSON 404 with a message', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/no-such-thing?x=1`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ statusCode: 404, message: 'There is no API endpoint at GET /api/no-such-thing.' });
    });
  });

  describe('when a body is not valid JSON', () => {
    it('should answer 400 without a stack trace', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/health`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"broken": ',
      });
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status).toBe(400);
      expect(body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.' });
    });
  });

  describe('GET /api/docs', () => {
    it('should serve the OpenAPI document', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/docs-json`);
      expect(response.status).toBe(200);
      const document = (await response.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths)).toContain('/api/health');
    });
  });

  describe('x-powered-by', () => {
    it('should not be sent', async () => {
      const response = await fetch(`${testApp.baseUrl}/api/health`);
      expect(response.headers.get('x-powered-by')).toBeNull();
    });
  });
});

describe('Migrations', () => {
  it('should leave nothing for the entities to change on a freshly migrated database', async () => {
    const databaseUrl = await createTestDatabase();
    const orm = await MikroORM.init(ormOptions(databaseUrl, { poolMax: 1, entities: ALL_ENTITIES }));
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});

describe('Security', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('should send a strict Content-Security-Policy without HSTS or upgrade-insecure-requests', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('should not allow other origins (CORS closed)', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${testApp.baseUrl}/api/analyze-headline`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('should refuse a JSON body over 1 MB with 413 and a message', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/analyze-headline`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ headline: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ statusCode: 413, message: 'The request body is too large.' });
  });

  it('should answer 429 with a clear message past RATE_LIMIT_PER_MINUTE on analysis endpoints only', async () => {
    const analyze = () =>
      fetch(`${testApp.baseUrl}/api/analyze-headline`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ headline: 'Ten ways to cut your energy bill this winter' }),
      });
    // The oversized request above was refused by the body parser before the limiter counted it.
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await analyze()).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await analyze();
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many requests: at most 3 /);
    // Reads are not limited.
    expect((await fetch(`${testApp.baseUrl}/api/health`)).status).toBe(200);
  });
});
