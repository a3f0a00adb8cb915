import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from '../../src/platform/database/embedded-database.js';

// One PostgreSQL per test run; every test file then creates its own database on it
// (test/support/test-database.ts), so files run in parallel without sharing rows.
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    return;
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-test-'));
  const database = await startEmbeddedDatabase({
    clusterDir: path.join(root, 'cluster'),
    databaseName: 'postgres',
    ephemeral: true,
  });
  process.env.TEST_DATABASE_URL = database.url;
  (globalThis as { __testDatabase?: typeof database }).__testDatabase = database;
}
