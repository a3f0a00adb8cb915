import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const MAIN_SCRIPT = fileURLToPath(new URL('../../dist/src/main.js', import.meta.url));
const READY_TIMEOUT_MS = 20_000;

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the built server (dist/src/main.js, as `npm start` runs it) on a free loopback port with
 * only the given environment, and resolves once it printed its ready line.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN_SCRIPT)) {
    throw new Error('dist/src/main.js is missing: build the server first (npm run build:server; npm test does it).');
  }
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line within ${READY_TIMEOUT_MS / 1000} s:\n${output}`)), READY_TIMEOUT_MS);
    child.stdout?.on('data', () => {
      if (output.includes('Trendjack ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { child, port, output: () => output, exited };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const HAS_PROC = existsSync('/proc/self/stat');

/** Whether `pid` is a live process; a zombie waiting to be reaped counts as gone. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!HAS_PROC) {
    return true;
  }
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Processes whose parent is `parentPid` (Linux /proc; none found elsewhere). */
export function childrenOf(parentPid: number): number[] {
  if (!HAS_PROC) {
    return [];
  }
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parentPid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
