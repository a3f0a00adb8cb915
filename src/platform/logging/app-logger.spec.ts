import { AppLogger } from './app-logger.js';

/** What the logger writes to stdout during `write`, split into lines. */
function captured(write: () => void): string[] {
  const lines: string[] = [];
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  }) as typeof process.stdout.write;
  try {
    write();
  } finally {
    process.stdout.write = original;
  }
  return lines;
}

describe(AppLogger.name, () => {
  describe('with LOG_FORMAT=text', () => {
    it('should write one line with the time, the level as LOG_LEVEL names it, the context and the message', () => {
      const lines = captured(() => new AppLogger('info', 'text').log('up to date (14 migrations, none new)', 'Migrations'));
      expect(lines).toEqual([
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d INFO {2}\[Migrations\] up to date \(14 migrations, none new\)$/),
      ]);
    });

    it('should put a structured message on one line', () => {
      const lines = captured(() =>
        new AppLogger('info', 'text').log({ message: 'Watchlists matched', fetchRunId: 7, matches: 2 }, 'WatchlistMatchingService'),
      );
      expect(lines).toEqual([
        expect.stringMatching(/ INFO {2}\[WatchlistMatchingService\] Watchlists matched \(fetchRunId: 7, matches: 2\)$/),
      ]);
    });
  });

  describe('with Nest’s own start-up lines', () => {
    it('should write them only at LOG_LEVEL=debug, as debug lines', () => {
      const mapped = (logger: AppLogger) => logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
      expect(captured(() => mapped(new AppLogger('info', 'text')))).toEqual([]);
      expect(captured(() => mapped(new AppLogger('debug', 'text')))).toEqual([
        expect.stringMatching(/ DEBUG \[RouterExplorer\] Mapped \{\/api\/health, GET\} route$/),
      ]);
    });
  });

  describe('with LOG_FORMAT=json', () => {
    it('should write Nest’s JSON object per line', () => {
      const [line] = captured(() => new AppLogger('info', 'json').warn('Job queue: slow', 'JobQueue'));
      expect(JSON.parse(line!)).toEqual({
        level: 'warn',
        pid: process.pid,
        timestamp: expect.any(Number),
        message: 'Job queue: slow',
        context: 'JobQueue',
      });
    });
  });
});
