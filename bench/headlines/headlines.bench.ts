// CLI: `npm run bench:headlines -- [PAIRS_FILE] [CLICKBAIT_DIR]`. Prints the clickWorthiness
// pairwise accuracy on PAIRS_FILE with the "longer wins" baseline of the same run, the
// cross-validated estimate, the newsValue AUC on the clickbait corpus and analyses per second.
// Defaults are the shared data next to the repository, resolved from the working directory.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { formatHeadlineBenchReport, runHeadlineBench } from './headline-bench.js';

const pairsFile = resolve(process.argv[2] ?? '../shared/data/upworthy/pairs-train.jsonl');
const clickbaitDir = resolve(process.argv[3] ?? '../shared/data/clickbait');

if (!existsSync(pairsFile)) {
  console.error(`No A/B pairs file at ${pairsFile}; pass one: npm run bench:headlines -- FILE`);
  process.exit(1);
}
console.log(formatHeadlineBenchReport(runHeadlineBench(pairsFile, clickbaitDir), pairsFile));
