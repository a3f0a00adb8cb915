import { once } from 'node:events';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { answersInTime } from './answers-in-time.js';

/** Keeps the event loop busy for `ms`, as parsing a large body does on a loaded machine. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

// Answers each line at once, like a database answering `select 1`. In a process of its own, as the
// database is: it answers while this process's event loop is busy.
const ANSWERING_SERVER = `
  const server = require('node:net').createServer((socket) => socket.on('data', () => socket.write('1\\n')));
  server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

describe('answersInTime', () => {
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    server = spawn(process.execPath, ['-e', ANSWERING_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
    port = Number(firstLine.toString().trim());
  });

  afterAll(() => {
    server.kill();
  });

  /** Asks the server over a connection opened beforehand, and resolves true on its answer. */
  async function askOnce(): Promise<{ asked: () => Promise<boolean>; close: () => void }> {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return {
      asked: () => {
        const answered = once(socket, 'data').then(() => true);
        socket.write('ping\n');
        return answered;
      },
      close: () => socket.destroy(),
    };
  }

  it('should count an answer that arrived while the event loop was busy past the deadline', async () => {
    const connection = await askOnce();
    const result = answersInTime(connection.asked(), 50);
    // The answer reaches the socket within a millisecond or two; the loop reads it only after the block.
    blockEventLoop(300);
    await expect(result).resolves.toBe(true);
    connection.close();
  });

  it('should answer false when nothing answers in time', async () => {
    const never = new Promise<boolean>(() => undefined);
    const started = performance.now();
    await expect(answersInTime(never, 50)).resolves.toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('should pass on a failure the answer reports', async () => {
    await expect(answersInTime(Promise.resolve(false), 1_000)).resolves.toBe(false);
  });
});
