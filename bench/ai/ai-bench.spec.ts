import { formatAiBench, runAiBench } from './ai-bench.js';

describe('runAiBench', () => {
  it('should measure every task of the built-in generator and print one line per task', async () => {
    const rows = await runAiBench({ minMsPerTask: 1 });

    expect(rows.map((row) => row.task)).toEqual([
      'pr-angles',
      'pitch-email',
      'trending-campaign',
      'brief-ideas',
      'theme-headlines',
      'campaign-details',
      'website-ideas',
      'headline-alternatives',
    ]);
    for (const row of rows) {
      expect(row.calls).toBeGreaterThan(0);
      expect(row.callsPerSecond).toBeGreaterThan(0);
      expect(row.maxMs).toBeGreaterThanOrEqual(row.meanMs);
    }
    expect(formatAiBench(rows).split('\n')).toHaveLength(rows.length + 2);
  });
});
