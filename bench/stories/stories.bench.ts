// npm run bench:stories [DATA_DIR]
// One story, several sources (src/modules/trending/story-groups.ts) on the real recordings of
// ../shared/data: what it costs to build the GET /api/trending answer of 500 (and 1,000: a filtered
// list with its context) stored items with the grouping, beside the same answer without it (map each
// row to the contract, serialize), measured in the same run; then the stories it finds per recorded
// day, so a change of the rules can be read against real titles. Skipped when the data is absent.
import path from 'node:path';
import { groupStories } from '../../src/modules/trending/story-groups.js';
import { toStoryRow, toTrendingItemContract } from '../../src/modules/trending/trending-item.mapper.js';
import type { TrendingItemRow } from '../../src/modules/trending/trending-item.repository.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import { DEFAULT_DATA_DIR, readRealDays } from './real-story-items.js';

const dataDir = path.resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
const days = await readRealDays(dataDir);
if (days === null) {
  console.log(`No recordings at ${dataDir}: skipped (pass the shared data folder to run it).`);
  process.exit(0);
}

const allItems = days.flatMap((day) => day.items);
console.log(`Source: ${allItems.length} real titles from ${dataDir} (${days.length} recorded days)\n`);

/** Stored rows as the repository reads them, made from the real items. */
function storedRows(count: number): TrendingItemRow[] {
  return allItems.slice(0, count).map((item) => ({
    id: item.id,
    topic_id: null,
    source: item.source,
    subreddit: item.source === 'reddit' ? 'AskReddit' : null,
    publication: item.source === 'reddit' ? null : 'Recorded',
    source_url: null,
    title: item.title,
    content: item.content,
    upvotes: null,
    comments: null,
    shares: null,
    pr_score: item.prScore,
    timestamp: item.timestamp,
  }));
}

const withoutGrouping = (rows: readonly TrendingItemRow[]) => JSON.stringify(rows.map(toTrendingItemContract));
const withGrouping = (rows: readonly TrendingItemRow[]) => {
  const answer: TrendingItem[] = groupStories(rows.map(toTrendingItemContract)).map(({ members }) => toStoryRow(members[0], members));
  return JSON.stringify(answer.sort((a, b) => b.prScore - a.prScore || b.id - a.id));
};
const groupingOnly = (rows: readonly TrendingItemRow[]) => groupStories(rows.map(toTrendingItemContract)).length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ROUNDS = 60;
console.log('Building the list answer (median of', ROUNDS, 'rounds each, interleaved):');
for (const size of [500, 1000]) {
  const rows = storedRows(size);
  const contracts = rows.map(toTrendingItemContract);
  const timings = { without: [] as number[], with: [] as number[], grouping: [] as number[] };
  for (let round = 0; round < ROUNDS + 5; round += 1) {
    for (const [name, run] of [
      ['without', () => withoutGrouping(rows)],
      ['with', () => withGrouping(rows)],
      ['grouping', () => groupStories(contracts)],
    ] as const) {
      const started = performance.now();
      run();
      // The first rounds warm the JIT and the caches up.
      if (round >= 5) timings[name].push(performance.now() - started);
    }
  }
  const rowsOut = groupingOnly(rows);
  console.log(
    `${String(rows.length).padStart(5)} items  without grouping ${median(timings.without).toFixed(2).padStart(7)} ms   ` +
      `with grouping ${median(timings.with).toFixed(2).padStart(7)} ms   groupStories alone ${median(timings.grouping).toFixed(2).padStart(7)} ms   ` +
      `${rowsOut} rows`,
  );
}
console.log('(The answer is built once after each write and then served from memory: bench:load measures the reads.)\n');

for (const day of days) {
  const groups = groupStories(day.items);
  const several = groups.filter((group) => group.members.length > 1);
  console.log(`${day.name}: ${day.items.length} items, ${groups.length} rows, ${several.length} stories on several items`);
  for (const group of several) {
    console.log(`  - ${group.members.map((member) => `[${member.source}] ${member.title.slice(0, 90)}`).join('\n    ')}`);
  }
  console.log('');
}
