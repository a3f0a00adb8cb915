/** How long requests in flight at a stop signal may take before their connections are cut. */
export const REQUEST_GRACE_MS = 5_000;
/**
 * When closing the app has not finished by then (a hook or the pool hangs), the database is stopped
 * anyway and the process exits 1. The database's stop is bounded on its own (3 s), so this ends the
 * process within 10 s, before Docker's default `stop` timeout kills the container. The deadline ends
 * once the app is closed: a database stop that starts at 6.5 s on a busy machine is no failure.
 */
export const SHUTDOWN_DEADLINE_MS = 7_000;

export type ShutdownSteps = {
  /** Lets requests in flight finish; their connections close after the response. */
  drainRequests: () => void;
  /** Ends every connection now, requests in flight included. */
  cutRequests: () => void;
  /** Stops listening, runs the shutdown hooks, closes the pool; resolves once the app is closed. */
  closeApp: () => Promise<void>;
  /** Stops the database; called once, and must be bounded on its own. */
  stopDatabase: () => Promise<void>;
  log: (level: 'log' | 'warn' | 'error', message: string) => void;
  exit: (code: number) => void;
};

export type ShutdownTiming = { requestGraceMs: number; deadlineMs: number };

/**
 * Returns the handler for SIGINT and SIGTERM. The first signal drains the requests in flight for at
 * most `requestGraceMs`, closes the app, stops the database, and exits 0 (1 when a step failed or
 * the deadline cut it short). Another signal during the stop cuts the requests at once. Whatever
 * hangs, the database is stopped before the process exits: a PostgreSQL child left running would
 * outlive us, holding the data directory and its port.
 */
export function createShutdown(
  steps: ShutdownSteps,
  timing: ShutdownTiming = { requestGraceMs: REQUEST_GRACE_MS, deadlineMs: SHUTDOWN_DEADLINE_MS },
): (signal: string) => void {
  let started = false;
  let exitCode = 0;
  let deadlinePassed = false;
  let deadline: NodeJS.Timeout | undefined;

  const stopDatabaseAndExit = async () => {
    try {
      await steps.stopDatabase();
    } catch (error) {
      exitCode = 1;
      steps.log('error', `Stopping the database failed: ${messageOf(error)}`);
    }
    if (exitCode === 0) {
      steps.log('log', 'Stopped cleanly');
    }
    steps.exit(exitCode);
  };

  const run = async (signal: string) => {
    steps.log('log', `${signal} received: finishing in-flight requests (at most ${timing.requestGraceMs / 1000} s)`);
    steps.drainRequests();
    const grace = setTimeout(() => {
      steps.log('warn', `Requests still in flight after ${timing.requestGraceMs / 1000} s: cutting them`);
      steps.cutRequests();
    }, timing.requestGraceMs);
    deadline = setTimeout(() => {
      deadlinePassed = true;
      exitCode = 1;
      steps.log('error', `Closing the app took over ${timing.deadlineMs / 1000} s: stopping the database anyway`);
      steps.cutRequests();
      void stopDatabaseAndExit();
    }, timing.deadlineMs);
    try {
      await steps.closeApp();
    } catch (error) {
      exitCode = 1;
      steps.log('error', `Closing the app failed: ${messageOf(error)}`);
    }
    clearTimeout(grace);
    if (deadlinePassed) return; // the deadline is stopping the database already
    clearTimeout(deadline);
    await stopDatabaseAndExit();
  };

  return (signal: string) => {
    if (started) {
      steps.log('warn', `${signal} received again: cutting in-flight requests now`);
      steps.cutRequests();
      return;
    }
    started = true;
    void run(signal);
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
