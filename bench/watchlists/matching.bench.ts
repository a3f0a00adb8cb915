// npm run bench:watchlists [DATA_DIR]
// Watchlist matching after a fetch (issue 28, must-have 5): 100 watchlists of 50 keywords (5,000
// keyword pairs, words and "phrases" taken from the real recorded titles of ../shared/data so they
// match as people's keywords do) against 500 real items, batch by batch as WatchlistMatchingService
// matches them. Each batch runs on the event loop in one go, so the longest batch is how long
// /api/health waits while a fetch is matched: printed for the pair-by-pair matching it replaced
// (baseline: every keyword of every watchlist tried on every item) and for the keyword index, with
// the event loop's longest delay measured while each runs. Aim: under 100 ms. Skipped without the data.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { findKeywords } from '../../src/common/text/keyword-match.js';
import { foldedWords } from '../../src/contracts/text-match.contract.js';
import { STORY_STOP_WORDS } from '../../src/common/text/function-words.js';
import {
  compileWatchlist,
  toMatchCandidate,
  WatchlistIndex,
  type CompiledWatchlist,
  type MatchCandidate,
} from '../../src/modules/watchlists/watchlist-matcher.js';
import { DEFAULT_DATA_DIR, readRealFitRows } from '../fit/real-fit-rows.js';

const WATCHLISTS = 100;
const KEYWORDS = 50;
const BATCH = 500;
const ROUNDS = 15;

const dataDir = path.resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
const rows = await readRealFitRows(dataDir, 500);
if (rows === null) {
  console.log(`No recordings at ${dataDir}: skipped (pass the shared data folder to run it).`);
  process.exit(0);
}
const items: MatchCandidate[] = rows.map((row, index) =>
  toMatchCandidate({ id: index + 1, source: row.source, prScore: 70, title: row.title, content: row.content }),
);

// Keywords as people type them: a content word of a real title, or two side by side in quotes; seeded.
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const titleWords = rows.map((row) => foldedWords(row.title).filter((word) => word.length >= 4 && !STORY_STOP_WORDS.has(word)));
const keyword = (): string => {
  const words = titleWords[Math.floor(next() * titleWords.length)]!;
  if (words.length === 0) return 'energy';
  const at = Math.floor(next() * words.length);
  return next() < 0.3 && at + 1 < words.length ? `"${words[at]} ${words[at + 1]}"` : words[at]!;
};
const watchlists: CompiledWatchlist[] = Array.from({ length: WATCHLISTS }, (_, index) =>
  compileWatchlist({ id: index + 1, keywords: Array.from({ length: KEYWORDS }, keyword), sources: [], minPrScore: 60 }),
);

function pairByPair(batch: readonly MatchCandidate[]): number {
  let found = 0;
  for (const item of batch) for (const watchlist of watchlists) if (findKeywords(watchlist.keywords, item.texts).length > 0) found += 1;
  return found;
}

function indexed(batch: readonly MatchCandidate[]): number {
  const index = new WatchlistIndex(watchlists);
  return batch.reduce((sum, item) => sum + index.match(item).length, 0);
}

async function measure(
  name: string,
  run: (batch: readonly MatchCandidate[]) => number,
): Promise<{ median: number; delay: number; found: number }> {
  const times: number[] = [];
  let found = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    found = run(items.slice(0, BATCH));
    times.push(performance.now() - started);
    // Let the loop run between batches, as the service does between its database reads.
    await new Promise((resolve) => setImmediate(resolve));
  }
  delay.disable();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `  ${name.padEnd(44)} ${median.toFixed(1).padStart(8)} ms a batch of ${BATCH}   longest event-loop delay ${(delay.max / 1e6).toFixed(1).padStart(7)} ms   matches ${found}`,
  );
  return { median, delay: delay.max / 1e6, found };
}

console.log(
  `${WATCHLISTS} watchlists × ${KEYWORDS} keywords (${WATCHLISTS * KEYWORDS} keyword pairs) against ${items.length} real items from ${dataDir}; median of ${ROUNDS} rounds:`,
);
const baseline = await measure('pair by pair (baseline: before issue 28)', pairByPair);
const now = await measure('keyword index (WatchlistIndex, from scratch)', indexed);
if (baseline.found !== now.found) throw new Error(`The index found ${now.found} matches, pair by pair ${baseline.found}: they must agree.`);
console.log(
  `\n  ${(baseline.median / now.median).toFixed(0)}× faster; /api/health waits at most about ${now.delay.toFixed(0)} ms during matching (aim: under 100 ms), ${baseline.delay.toFixed(0)} ms before.`,
);
