import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type * as EmbeddedDatabaseModule from '../../src/platform/database/embedded-database.js';

// Jest loads global setup outside its ESM module system (no moduleNameMapper), so the TypeScript
// source is imported by its real file name.
const EMBEDDED_DATABASE_SOURCE = '../../src/platform/database/embedded-database.ts';

// One PostgreSQL per test run; every test file then creates its own database on it
// (test/support/test-app.ts), so files run in parallel without sharing rows.
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    return;
  }
  const { startEmbeddedDatabase } = (await import(EMBEDDED_DATABASE_SOURCE)) as typeof EmbeddedDatabaseModule;
  const root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-test-'));
  const database = await startEmbeddedDatabase({
    clusterDir: path.join(root, 'cluster'),
    databaseName: 'postgres',
    ephemeral: true,
  });
  process.env.TEST_DATABASE_URL = database.url;
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
