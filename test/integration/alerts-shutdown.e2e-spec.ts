import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Alert } from '../../src/contracts/watchlists.contract.js';
import { INTERRUPTED_TRY } from '../../src/modules/watchlists/watchlist.mapper.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { watchlistApi } from '../support/watchlist-api.js';
import { childrenOf, isRunning, type ServerProcess, startServerProcess, waitFor } from '../support/server-process.js';

/** How long the receiver takes to answer: the stop signal arrives while the call is in flight. */
const RECEIVER_DELAY_MS = 2_000;
/** What README promises for a stop: within Docker's default 10 s. */
const STOP_BOUND_MS = 10_000;

// The built server with its own embedded PostgreSQL, stopped by SIGTERM while a webhook alert is being
// delivered to a slow receiver, then started again on the same DATA_DIR (issue 28, must-have 3).
describe('Stopping the server during a webhook delivery', () => {
  let receiver: FakeUpstream;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const postgresPids: number[] = [];
  let current: ServerProcess;
  /** What GET /api/alerts said about the alert at the moment each webhook call arrived. */
  const seenOnArrival: Alert[][] = [];

  const api = watchlistApi(() => `http://127.0.0.1:${current.port}`);

  const startServer = async () => {
    current = await startServerProcess({ DATA_DIR: dataDir, OUTBOUND_ALLOW_HOSTS: allowHostsFor(receiver) });
    servers.push(current);
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    postgresPids.push(postmaster, ...childrenOf(postmaster));
    return current;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-alert-stop-'));
    receiver = await startFakeUpstream((request, response) => {
      // A receiver that never answers: the stop's wait runs out while the call is in flight.
      if (request.path.endsWith('/stuck')) return;
      const watchlistId = (JSON.parse(request.body) as { watchlist: { id: number } }).watchlist.id;
      void api
        .alertsOf(watchlistId)
        .then((alerts) => seenOnArrival.push(alerts))
        .finally(() => setTimeout(() => reply(response, 200, 'ok', { 'content-type': 'text/plain' }), RECEIVER_DELAY_MS));
    });
  });

  afterAll(async () => {
    // A failed run may leave a server or its PostgreSQL behind: never let them outlive the test.
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
    for (const pid of postgresPids.filter(isRunning)) process.kill(pid, 'SIGKILL');
    await receiver?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A watchlist whose webhook is the receiver's /hooks/<hook>, and the test alert it was sent. */
  const sendTestAlert = async (name: string, hook: string) => {
    const watchlist = await api.create({ name, keywords: ['Halvard'], minPrScore: 0, webhookUrls: [`${receiver.url}/hooks/${hook}`] });
    const test = await api.send('POST', `/api/watchlists/${watchlist.id}/test`);
    expect(test.status).toBe(201);
    const [created] = (await test.json()) as Alert[];
    return { watchlist, created: created! };
  };

  it('should finish the delivery before it stops, send it once with an idempotency key, record the attempt before sending, and not send it again after a restart', async () => {
    const server = await startServer();
    const { watchlist, created } = await sendTestAlert('Halvard launch', 'slow');

    await waitFor(() => receiver.requests.length > 0, 10_000);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), STOP_BOUND_MS).unref()),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(STOP_BOUND_MS);

    // The attempt was stored before the call went out.
    await waitFor(() => seenOnArrival.length > 0, 5_000);
    expect(seenOnArrival[0]).toEqual([
      expect.objectContaining({ id: created.id, attempts: 1, tries: [expect.objectContaining({ outcome: 'in progress', error: null })] }),
    ]);

    await startServer();
    // Long enough for a handed-back job to be worked again (LISTEN/NOTIFY and the start-up poll).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.headers['idempotency-key']).toBe(`trendjack-alert-${created.id}`);
    expect(JSON.parse(request!.body)).toMatchObject({ alertId: created.id, watchlist: { id: watchlist.id } });
    const [alert] = await api.alertsOf(watchlist.id);
    expect(alert).toMatchObject({ id: created.id, status: 'sent', attempts: 1, tries: [{ outcome: 'sent', error: null }] });

    current.child.kill('SIGTERM');
    expect(await current.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('should hand back a delivery that outlasts the stop’s wait, and list its try as interrupted, to be tried again', async () => {
    const server = await startServer();
    const { watchlist, created } = await sendTestAlert('Halvard recall', 'stuck');
    await waitFor(() => receiver.requests.some((request) => request.path.endsWith('/stuck')), 10_000);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(STOP_BOUND_MS);

    await startServer();
    const [alert] = await api.alertsOf(watchlist.id);
    expect(alert).toMatchObject({
      id: created.id,
      status: 'queued',
      attempts: 1,
      tries: [{ outcome: 'interrupted', error: INTERRUPTED_TRY }],
    });

    current.child.kill('SIGTERM');
    expect(await current.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
