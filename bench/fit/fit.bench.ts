// npm run bench:fit [DATA_DIR]
// A client's fit (src/modules/clients/client-fit.ts) over the GET /api/trending list of 500 real
// recorded items (../shared/data: news feeds, Google Trends, Reddit listings): what fitting the
// whole list costs beside the list's own work per answer (map each stored row to the contract,
// serialize it), measured in the same run; then, for two realistic clients, how the fits spread and
// the best and three random items with their reasons, for a person to judge. Skipped without the data.
import path from 'node:path';
import type { FitClient } from '../../src/modules/clients/client-fit.js';
import { compileClient } from '../../src/modules/clients/client-fit.js';
import { toTrendingItemContract } from '../../src/modules/trending/trending-item.mapper.js';
import { DEFAULT_DATA_DIR, readRealFitRows } from './real-fit-rows.js';

const dataDir = path.resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
const rows = await readRealFitRows(dataDir, 500);
if (rows === null) {
  console.log(`No recordings at ${dataDir}: skipped (pass the shared data folder to run it).`);
  process.exit(0);
}
console.log(`Source: ${rows.length} real items from ${dataDir}\n`);

const BRIGHTWATT: FitClient = {
  name: 'Brightwatt',
  sector: 'Energy supplier',
  description: 'Brightwatt is a UK energy supplier serving 400,000 homes with 100% renewable electricity, smart meters and heat pumps.',
  markets: ['GB'],
  spokespeople: [
    { name: 'Jane Doe', title: 'Head of Research', expertise: ['energy prices', 'household budgets', 'price cap'], bio: '', email: null },
    { name: 'Tom Reid', title: 'Head of Smart Homes', expertise: ['smart meters', 'heat pumps', 'climate change'], bio: '', email: null },
  ],
  assets: ['Smart-meter readings from 40,000 homes', 'Brightwatt Energy Bills Index: quarterly survey of 2,000 UK adults'],
  messages: ['Fixed-price tariffs that protect households from price rises', 'Free smart meter installation', '100% renewable electricity'],
  avoidTopics: ['gambling', '"crypto"', '"payday loans"'],
  competitors: ['Octopus Energy', 'British Gas', 'EDF'],
};

const BASKETFUL: FitClient = {
  name: 'Basketful',
  sector: 'Online grocery',
  description: 'Basketful delivers groceries to 60,000 UK households, with cheap own-brand food and meal kits.',
  markets: ['GB', 'IE'],
  spokespeople: [
    { name: 'Priya Shah', title: 'Head of Food', expertise: ['food prices', 'healthy eating', 'cooking'], bio: '', email: null },
    { name: 'Owen Hart', title: 'Insights Director', expertise: ['shopping habits', 'food waste', 'cost of living'], bio: '', email: null },
  ],
  assets: ['Order data from 60,000 UK households', 'Annual Basketful food waste survey of 2,000 adults'],
  messages: ['Fresh food delivered in a one-hour slot', 'Own-brand prices matched to the discounters', 'Meal kits for busy families'],
  avoidTopics: ['alcohol', 'gambling', '"fast food"'],
  competitors: ['Ocado', 'Tesco', "Sainsbury's"],
};

const contracts = rows.map(toTrendingItemContract);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ROUNDS = 60;
const timings = { serialize: [] as number[], answer: [] as number[], fit: [] as number[] };
const runs = [
  // What a list answer costs today, once the rows are read: map each row (with its sensitivity scan), serialize.
  ['answer', () => JSON.stringify(rows.map(toTrendingItemContract)).length],
  ['serialize', () => JSON.stringify(contracts).length],
  [
    'fit',
    () => {
      const client = compileClient(BRIGHTWATT);
      return contracts.reduce((sum, item) => sum + client.fit(item).score, 0);
    },
  ],
] as const;
for (let round = 0; round < ROUNDS + 5; round += 1) {
  for (const [name, run] of runs) {
    const started = performance.now();
    run();
    // The first rounds warm the JIT and the caches up.
    if (round >= 5) timings[name].push(performance.now() - started);
  }
}
const answer = median(timings.answer);
const fit = median(timings.fit);
console.log(`The list of ${rows.length} items, median of ${ROUNDS} rounds, interleaved:`);
console.log(`  list answer without fit (map rows, serialize)  ${answer.toFixed(2).padStart(7)} ms`);
console.log(`  serialize alone (JSON.stringify)               ${median(timings.serialize).toFixed(2).padStart(7)} ms`);
console.log(
  `  compile the client + fit every item            ${fit.toFixed(2).padStart(7)} ms  (${(fit / rows.length).toFixed(3)} ms an item)`,
);
console.log(`  fit / list answer                              ${(fit / answer).toFixed(2).padStart(7)} x`);
console.log('(Answers are built once per client, edit and list change, then served from memory.)\n');

/** A fixed sequence, so the "random" items are the same on every run. */
function seededPicks(count: number, seed: number, exclude: ReadonlySet<number>): number[] {
  const picks: number[] = [];
  let state = seed;
  while (picks.length < count) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const index = state % contracts.length;
    if (!exclude.has(index) && !picks.includes(index)) picks.push(index);
  }
  return picks;
}

for (const profile of [BRIGHTWATT, BASKETFUL]) {
  const client = compileClient(profile);
  const fits = contracts.map((item, index) => ({ index, item, ...client.fit(item) }));
  const buckets = [
    ['avoided (excluded)', fits.filter((fit) => fit.excluded).length],
    ['0-19', fits.filter((fit) => !fit.excluded && fit.score < 20).length],
    ['20-39', fits.filter((fit) => fit.score >= 20 && fit.score < 40).length],
    ['40-59', fits.filter((fit) => fit.score >= 40 && fit.score < 60).length],
    ['60-79', fits.filter((fit) => fit.score >= 60 && fit.score < 80).length],
    ['80-100', fits.filter((fit) => fit.score >= 80).length],
  ] as const;
  console.log(`${profile.name} (${profile.sector}, ${profile.markets.join(', ')}): fit of ${fits.length} items`);
  console.log(`  ${buckets.map(([name, count]) => `${name}: ${count}`).join('   ')}`);
  const best = [...fits].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, 5);
  const show = (label: string, fit: (typeof fits)[number]) => {
    const where = fit.item.publication ?? `r/${fit.item.subreddit}`;
    console.log(`  ${label} ${String(fit.score).padStart(3)}  ${fit.item.title.slice(0, 110)} [${where}]`);
    for (const reason of fit.reasons) console.log(`           - ${reason}`);
  };
  console.log('  Best five:');
  for (const fit of best) show('  ', fit);
  console.log('  Three at random:');
  for (const index of seededPicks(3, 7, new Set(best.map((fit) => fit.index)))) show('  ', fits[index]);
  const avoided = fits.filter((fit) => fit.excluded).slice(0, 2);
  if (avoided.length > 0) {
    console.log('  Avoided:');
    for (const fit of avoided) show('  ', fit);
  }
  console.log('');
}
