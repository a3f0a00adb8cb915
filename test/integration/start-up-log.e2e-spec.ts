import { type ServerProcess, startServerProcess } from '../support/server-process.js';
import { createTestDatabase } from '../support/test-app.js';

/** The non-empty lines the server wrote before its ready line. */
function linesBeforeReady(server: ServerProcess): string[] {
  const output = server.output();
  return output
    .slice(0, output.indexOf('Trendjack ready'))
    .split('\n')
    .filter((line) => line.trim() !== '');
}

describe('The start-up log (built server)', () => {
  let server: ServerProcess | undefined;

  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    server = undefined;
  });

  describe('with the default LOG_FORMAT at LOG_LEVEL=info', () => {
    it('should write one readable line per phase before the ready line, without Nest’s module and route lines', async () => {
      server = await startServerProcess({ DATABASE_URL: await createTestDatabase() });
      const lines = linesBeforeReady(server);

      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.length).toBeLessThanOrEqual(8);
      for (const line of lines) {
        expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d (INFO|WARN) +\[\w+\] \S/);
      }
      expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}\[Database\] PostgreSQL at 127\.0\.0\.1:\d+\/test_[0-9a-f]+$/));
      // The test database is migrated already.
      expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}\[Migrations\] up to date \(\d+ migrations, none new\)$/));
      expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}\[JobQueue\] Started: \d+ queues \(/));
      expect(lines.join('\n')).not.toMatch(/RoutesResolver|RouterExplorer|InstanceLoader|Mapped \{/);
      expect(server.output()).toMatch(/^Trendjack ready at http:\/\/localhost:\d+ \(database: PostgreSQL at /m);
    });
  });

  describe('at LOG_LEVEL=debug', () => {
    it('should add Nest’s route lines as debug lines', async () => {
      server = await startServerProcess({ DATABASE_URL: await createTestDatabase(), LOG_LEVEL: 'debug' });
      expect(linesBeforeReady(server)).toContainEqual(
        expect.stringMatching(/ DEBUG \[RouterExplorer\] Mapped \{\/api\/health, GET\} route$/),
      );
    });
  });

  describe('with LOG_FORMAT=json', () => {
    it('should write each line as a JSON object with level, pid, timestamp, message and context', async () => {
      server = await startServerProcess({ DATABASE_URL: await createTestDatabase(), LOG_FORMAT: 'json' });
      const entries = linesBeforeReady(server).map((line) => JSON.parse(line) as Record<string, unknown>);

      expect(entries.length).toBeLessThanOrEqual(8);
      for (const entry of entries) {
        expect(entry).toEqual({
          level: expect.stringMatching(/^(log|warn)$/),
          pid: server.child.pid,
          timestamp: expect.any(Number),
          message: expect.any(String),
          context: expect.any(String),
        });
      }
      expect(entries).toContainEqual(
        expect.objectContaining({ level: 'log', context: 'Migrations', message: expect.stringMatching(/^up to date/) }),
      );
    });
  });
});
