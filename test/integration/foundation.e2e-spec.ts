import { MikroORM } from '@mikro-orm/postgresql';
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
    const orm = await MikroORM.init(ormOptions(databaseUrl, { poolMax: 1 }));
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});
