import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../src/platform/database/embedded-database.js';
import { isRunning } from '../support/server-process.js';

describe('The embedded PostgreSQL', () => {
  let root: string;
  let database: EmbeddedDatabase;
  let postmasterPid: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-embedded-'));
    const clusterDir = path.join(root, 'cluster');
    database = await startEmbeddedDatabase({ clusterDir, databaseName: 'stop', ephemeral: true });
    postmasterPid = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }, 30_000);

  afterAll(async () => {
    if (postmasterPid && isRunning(postmasterPid)) {
      process.kill(postmasterPid, 'SIGKILL');
    }
    await rm(root, { recursive: true, force: true });
  });

  it('should stop within 3 s even when PostgreSQL does not answer its shutdown signals', async () => {
    // A stopped process queues SIGINT and SIGQUIT; only SIGKILL ends it.
    process.kill(postmasterPid, 'SIGSTOP');
    const startedAt = Date.now();
    await database.stop();
    expect(Date.now() - startedAt).toBeLessThan(3_500);
    expect(isRunning(postmasterPid)).toBe(false);
  }, 10_000);
});
