import { jest } from '@jest/globals';
import { createShutdown, type ShutdownSteps } from './process-shutdown.js';

const TIMING = { requestGraceMs: 50, deadlineMs: 150 };

/** Steps that record what ran, in order, and what was logged. */
function recordingSteps(options: { closeApp?: () => Promise<void>; stopDatabase?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const logs: string[] = [];
  let exitCode: number | undefined;
  let exited: () => void = () => undefined;
  const exitedPromise = new Promise<void>((resolve) => (exited = resolve));
  const steps: ShutdownSteps = {
    drainRequests: () => calls.push('drain'),
    cutRequests: () => calls.push('cut'),
    closeApp: async () => {
      calls.push('close app');
      await (options.closeApp ?? (async () => undefined))();
      calls.push('app closed');
    },
    stopDatabase: async () => {
      calls.push('stop database');
      await (options.stopDatabase ?? (async () => undefined))();
    },
    log: (level, message) => logs.push(`${level}: ${message}`),
    exit: (code) => {
      calls.push(`exit ${code}`);
      exitCode = code;
      exited();
    },
  };
  return { steps, calls, logs, exitedPromise, exitCode: () => exitCode };
}

describe(createShutdown.name, () => {
  // The grace and the deadline run on a fake clock: a test moves it to just before and just at each one.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should drain, close the app, stop the database and exit 0, in that order', async () => {
    const run = recordingSteps();
    createShutdown(run.steps, TIMING)('SIGTERM');
    await run.exitedPromise;
    expect(run.calls).toEqual(['drain', 'close app', 'app closed', 'stop database', 'exit 0']);
    expect(run.logs).toContain('log: Stopped cleanly');
  });

  it('should cut the requests still in flight after the grace and then exit 0', async () => {
    // Nest's close waits for open connections: here it ends once they are cut.
    let cut: () => void = () => undefined;
    const connectionsCut = new Promise<void>((resolve) => (cut = resolve));
    const run = recordingSteps({ closeApp: () => connectionsCut });
    const cutRequests = run.steps.cutRequests;
    run.steps.cutRequests = () => {
      cutRequests();
      cut();
    };
    createShutdown(run.steps, TIMING)('SIGTERM');
    await jest.advanceTimersByTimeAsync(TIMING.requestGraceMs - 1);
    expect(run.calls).toEqual(['drain', 'close app']);
    await jest.advanceTimersByTimeAsync(1);
    await run.exitedPromise;
    expect(run.calls).toEqual(['drain', 'close app', 'cut', 'app closed', 'stop database', 'exit 0']);
  });

  it('should cut the requests at once on a second signal, and stop only once', async () => {
    let cut: () => void = () => undefined;
    const run = recordingSteps({ closeApp: () => new Promise<void>((resolve) => (cut = resolve)) });
    const shutdown = createShutdown(run.steps, TIMING);
    shutdown('SIGTERM');
    shutdown('SIGINT');
    expect(run.calls).toEqual(['drain', 'close app', 'cut']);
    cut();
    await run.exitedPromise;
    expect(run.calls.filter((call) => call === 'stop database')).toHaveLength(1);
    expect(run.exitCode()).toBe(0);
  });

  it('should stop the database and exit 1 at the deadline when closing the app hangs', async () => {
    const run = recordingSteps({ closeApp: () => new Promise<void>(() => undefined) });
    createShutdown(run.steps, TIMING)('SIGTERM');
    await jest.advanceTimersByTimeAsync(TIMING.deadlineMs - 1);
    expect(run.calls).toEqual(['drain', 'close app', 'cut']);
    await jest.advanceTimersByTimeAsync(1);
    await run.exitedPromise;
    expect(run.calls).toEqual(['drain', 'close app', 'cut', 'cut', 'stop database', 'exit 1']);
    expect(run.logs).toContain('error: Closing the app took over 0.15 s: stopping the database anyway');
  });

  it('should stop the database once, and exit 1, when the app closes after the deadline', async () => {
    let closed: () => void = () => undefined;
    const run = recordingSteps({ closeApp: () => new Promise<void>((resolve) => (closed = resolve)) });
    createShutdown(run.steps, TIMING)('SIGTERM');
    await jest.advanceTimersByTimeAsync(TIMING.deadlineMs);
    await run.exitedPromise;
    closed();
    await jest.advanceTimersByTimeAsync(TIMING.deadlineMs);
    expect(run.calls.filter((call) => call === 'stop database' || call.startsWith('exit'))).toEqual(['stop database', 'exit 1']);
  });

  it('should exit 0 when the app closed before the deadline and the database stop runs past it', async () => {
    // A busy machine: the app closes just before the deadline and PostgreSQL's own bounded stop goes on after it.
    const run = recordingSteps({
      closeApp: () => new Promise<void>((resolve) => setTimeout(resolve, TIMING.deadlineMs - 10)),
      stopDatabase: () => new Promise<void>((resolve) => setTimeout(resolve, 100)),
    });
    createShutdown(run.steps, TIMING)('SIGTERM');
    await jest.advanceTimersByTimeAsync(TIMING.deadlineMs + 100);
    await run.exitedPromise;
    expect(run.calls.slice(-3)).toEqual(['app closed', 'stop database', 'exit 0']);
    expect(run.calls.filter((call) => call === 'stop database')).toHaveLength(1);
  });

  it('should exit 1, after stopping the database, when closing the app fails', async () => {
    const run = recordingSteps({ closeApp: () => Promise.reject(new Error('pool end failed')) });
    createShutdown(run.steps, TIMING)('SIGTERM');
    await run.exitedPromise;
    expect(run.logs).toContain('error: Closing the app failed: pool end failed');
    expect(run.calls.slice(-2)).toEqual(['stop database', 'exit 1']);
    // The deadline must not exit a second time.
    await jest.advanceTimersByTimeAsync(TIMING.deadlineMs);
    expect(run.calls.filter((call) => call.startsWith('exit'))).toEqual(['exit 1']);
  });
});
