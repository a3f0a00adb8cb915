// CLI: re-fits the click-worthiness weights on an A/B pairs file (default: the Upworthy train
// file next to the repository) and prints them with the centre, ready to paste into
// src/modules/headline-analysis/click-worthiness.ts. Fit only on the train file.

import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';

import { CLICK_WORTHINESS_FEATURES } from '../../src/modules/headline-analysis/click-worthiness.js';

import { fitClickWorthiness, parseHeadlinePairs } from './headline-bench.js';

const pairsFile = resolve(process.argv[2] ?? '../shared/data/upworthy/pairs-train.jsonl');
const fit = fitClickWorthiness(parseHeadlinePairs(readFileSync(pairsFile, 'utf8')));
console.log(`Fitted on ${pairsFile}`);
CLICK_WORTHINESS_FEATURES.forEach((feature, column) => {
  console.log(`  ${feature.name.padEnd(28)} ${fit.weights[column].toFixed(4).padStart(8)}  (shipped ${feature.weight})`);
});
console.log(`  centre                       ${fit.centre.toFixed(4).padStart(8)}`);
