import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FakeUpstream, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { REQUEST_GRACE_MS } from '../../src/platform/process-shutdown.js';
import { childrenOf, isRunning, type ServerProcess, startServerProcess, waitFor } from '../support/server-process.js';

/** What README promises for a stop: within Docker's default 10 s before it kills the container. */
const STOP_BOUND_MS = 10_000;

/** The embedded cluster's postmaster and every process it runs (checkpointer, backends, ...). */
function postgresProcesses(dataDir: string): { postmaster: number; all: number[] } {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { postmaster, all: [postmaster, ...childrenOf(postmaster)] };
}

// The built server with its own embedded PostgreSQL (no DATABASE_URL), stopped by signals while a
// request waits on an AI provider that never answers (AI_TIMEOUT_MS is 60 s, far past any bound).
describe('Stopping the server with its embedded PostgreSQL', () => {
  let silentProvider: FakeUpstream;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const postgresPids: number[] = [];

  const startServer = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-shutdown-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${silentProvider.url}/v1`,
    });
    servers.push(server);
    const processes = postgresProcesses(dataDir);
    postgresPids.push(...processes.all);
    return { server, processes };
  };

  /** Puts a headline analysis in flight; resolves once the server's AI call reached the provider. */
  const requestInFlight = async (server: ServerProcess) => {
    const before = silentProvider.requests.length;
    const response = fetch(`http://127.0.0.1:${server.port}/api/analyze-headline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headline: 'Why 9 in 10 remote workers now refuse to return to the office' }),
    }).then(
      (answer) => `answered ${answer.status}`,
      () => 'cut',
    );
    await waitFor(() => silentProvider.requests.length > before, 5_000);
    // Wrapped: an async function returning the promise itself would wait for it to settle.
    return { outcome: response };
  };

  /** The exit, or 'still running' once the bound has passed. */
  const exitWithinBound = (server: ServerProcess) =>
    Promise.race([server.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), STOP_BOUND_MS).unref())]);

  let first: Awaited<ReturnType<typeof startServer>>;
  let second: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    silentProvider = await startFakeUpstream(() => undefined);
    [first, second] = await Promise.all([startServer(), startServer()]);
  }, 30_000);

  afterAll(async () => {
    // A failed run may leave either behind: never let it outlive the test.
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
    }
    for (const pid of postgresPids.filter(isRunning)) {
      process.kill(pid, 'SIGKILL');
    }
    await silentProvider?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('should cut a request that outlasts the grace, exit 0 within 10 s, and leave no PostgreSQL process', async () => {
    const { server, processes } = first;
    expect(processes.all.length).toBeGreaterThan(1);
    const request = await requestInFlight(server);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    const exit = await exitWithinBound(server);
    const stoppedIn = Date.now() - signalledAt;
    expect({ exit, leftovers: processes.all.filter(isRunning) }).toEqual({ exit: { code: 0, signal: null }, leftovers: [] });
    expect(stoppedIn).toBeGreaterThanOrEqual(REQUEST_GRACE_MS);
    expect(stoppedIn).toBeLessThan(STOP_BOUND_MS);
    expect(await request.outcome).toBe('cut');
    expect(server.output()).toContain('Stopped cleanly');
  }, 15_000);

  it('should still stop PostgreSQL and exit 0 when a second SIGTERM arrives during the stop', async () => {
    const { server, processes } = second;
    const request = await requestInFlight(server);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');

    const exit = await exitWithinBound(server);
    expect({ exit, leftovers: processes.all.filter(isRunning) }).toEqual({ exit: { code: 0, signal: null }, leftovers: [] });
    // The second signal skips the grace.
    expect(Date.now() - signalledAt).toBeLessThan(REQUEST_GRACE_MS);
    expect(await request.outcome).toBe('cut');
  }, 15_000);
});
