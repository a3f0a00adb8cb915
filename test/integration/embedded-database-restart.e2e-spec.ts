import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childrenOf, isRunning, type ServerProcess, startServerProcess } from '../support/server-process.js';

const MAIN_SCRIPT = fileURLToPath(new URL('../../dist/src/main.js', import.meta.url));

/** The postmaster of DATA_DIR's embedded cluster, NaN when none has written its pid file. */
function postmasterOf(dataDir: string): number {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : Number.NaN;
}

/** Runs the built server expecting it to stop on its own, and returns its exit code and output. */
function runUntilExit(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

const health = async (server: ServerProcess) => (await fetch(`http://127.0.0.1:${server.port}/api/health`)).status;

// The built server with its own embedded PostgreSQL on a DATA_DIR that an earlier run left behind.
describe('Starting the server on a DATA_DIR of an earlier run', () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];

  const newDataDir = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'trendjack-restart-'));
    dataDirs.push(dataDir);
    return dataDir;
  };
  const startServer = async (dataDir: string) => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };

  afterEach(async () => {
    // Never let a server or its PostgreSQL outlive the test, whatever failed.
    const postmasters = dataDirs.map(postmasterOf).filter((pid) => pid > 0 && isRunning(pid));
    for (const server of servers.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
      }
    }
    for (const pid of postmasters.flatMap((postmaster) => [postmaster, ...childrenOf(postmaster)]).filter(isRunning)) {
      process.kill(pid, 'SIGKILL');
    }
    await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  describe('when the earlier server was killed with kill -9', () => {
    it('should stop the PostgreSQL it left running and come up', async () => {
      const dataDir = await newDataDir();
      const killed = await startServer(dataDir);
      const orphan = postmasterOf(dataDir);
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(isRunning(orphan)).toBe(true);

      const restarted = await startServer(dataDir);

      expect(await health(restarted)).toBe(200);
      expect(isRunning(orphan)).toBe(false);
      expect(restarted.output()).toContain(`(process ${orphan}) was left running`);
      expect(restarted.output()).not.toContain('undefined');
    }, 90_000);
  });

  describe('when the earlier server is still running', () => {
    it('should refuse to start, naming the DATA_DIR and the running server, and leave it running', async () => {
      const dataDir = await newDataDir();
      const running = await startServer(dataDir);

      const second = await runUntilExit(dataDir);

      expect(second.code).toBe(1);
      expect(second.output).toContain(dataDir);
      expect(second.output).toContain(`process ${running.child.pid}`);
      expect(second.output).not.toContain('undefined');
      expect(await health(running)).toBe(200);
    }, 90_000);
  });

  describe('when PostgreSQL refuses the cluster', () => {
    it('should print why in words', async () => {
      const dataDir = await newDataDir();
      // A cluster folder PostgreSQL cannot use: a version file and nothing else.
      await mkdir(path.join(dataDir, 'postgres'), { mode: 0o700 });
      await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '18\n');

      const refused = await runUntilExit(dataDir);

      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Start-up failed: Error: PostgreSQL did not start in ${dataDir}`);
      expect(refused.output).not.toContain('undefined');
    }, 90_000);
  });
});
