import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { type AppConfig, loadAppConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { ensureDatabase } from '../../src/platform/database/embedded-database.js';
import { migrateDatabase } from '../../src/platform/database/database-runtime.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { ormOptions } from '../../src/platform/database/orm-options.js';
import type { QueueTimings } from '../../src/platform/queue/job-queue.js';

/**
 * Job queue timings for suites that wait on jobs: retries after 1 to 2 seconds, idle workers asking
 * every half second, schedules checked every second. Other suites keep production's.
 */
export const FAST_QUEUE: Partial<QueueTimings> = {
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  retryDelayMaxSeconds: 2,
  cronIntervalSeconds: 1,
};

/** A fresh, migrated database of its own on the run's PostgreSQL (see global-setup.ts). */
export async function createTestDatabase(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    throw new Error('TEST_DATABASE_URL is not set: run the tests through Jest (global-setup starts PostgreSQL).');
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const adminUrl = new URL(baseUrl);
  adminUrl.pathname = '/postgres';
  await ensureDatabase(adminUrl.toString(), name);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  await migrateDatabase(url.toString());
  return url.toString();
}

export type TestApp = {
  app: NestExpressApplication;
  baseUrl: string;
  databaseUrl: string;
  config: AppConfig;
  /** An ORM on the same database, for arranging rows and checking what was stored. */
  orm: MikroORM;
  close: () => Promise<void>;
};

/** Boots the app exactly as production does (createApp), on a free loopback port and its own database. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    serveWeb?: boolean;
    /** A port chosen beforehand (freeLoopbackPort), when PUBLIC_URL must name it; 0 by default. */
    port?: number;
    /** Job queue timings (FAST_QUEUE for suites that wait on jobs); production's by default. */
    queueTimings?: Partial<QueueTimings>;
  } = {},
): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadAppConfig({ DATA_DIR: '/tmp/trendjack-test-data', LOG_LEVEL: 'error', ...env });
  // TEST_WEB_DIR lets parallel work build the SPA somewhere other than dist/web.
  const webDir = process.env.TEST_WEB_DIR || undefined;
  const app = await createApp(config, databaseUrl, {
    quiet: true,
    serveWeb: options.serveWeb ?? false,
    webDir,
    queueTimings: options.queueTimings,
  });
  await app.listen(options.port ?? 0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  // A context name of its own: inside this ORM's transactions (a test holding a lock), the app's
  // EntityManager, named 'default', still resolves to the app's own context and never to the test's.
  const orm = await MikroORM.init({ ...ormOptions(databaseUrl, { poolMax: 2, entities: ALL_ENTITIES }), contextName: 'test' });
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    databaseUrl,
    config,
    orm,
    close: async () => {
      await app.close();
      await orm.close(true);
    },
  };
}

/** Another instance of the app, started as production starts it, on a test app's database. Close its `app`. */
export async function startAnotherInstance(
  databaseUrl: string,
  env: Record<string, string>,
  options: { queueTimings?: Partial<QueueTimings> } = {},
): Promise<{ app: NestExpressApplication; baseUrl: string }> {
  const config = loadAppConfig({ DATA_DIR: '/tmp/trendjack-test-data', LOG_LEVEL: 'error', ...env });
  const app = await createApp(config, databaseUrl, { quiet: true, serveWeb: false, queueTimings: options.queueTimings });
  await app.listen(0, '127.0.0.1');
  return { app, baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

/**
 * A loopback port free right now, for an app whose PUBLIC_URL must name its port before it starts (the
 * OpenID redirect URI). The system hands out ephemeral ports in turn, so another process taking it in
 * the moment before the app listens is unlikely; the app's listen then fails loudly rather than silently.
 */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
