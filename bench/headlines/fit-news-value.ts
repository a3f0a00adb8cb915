// CLI: re-fits the news-value weights (those not set by hand) on the even-numbered lines of the
// clickbait corpus (default: ../shared/data/clickbait next to the repository) and prints them
// with the intercept, ready to paste into src/modules/headline-analysis/news-value.ts.

import { join, resolve } from 'node:path';

import { NEWS_VALUE_FEATURES, NEWS_VALUE_INTERCEPT } from '../../src/modules/headline-analysis/news-value.js';

import { fitNewsValue, readGzipHeadlines } from './headline-bench.js';

const clickbaitDir = resolve(process.argv[2] ?? '../shared/data/clickbait');
const fit = fitNewsValue(
  readGzipHeadlines(join(clickbaitDir, 'non_clickbait_data.gz')),
  readGzipHeadlines(join(clickbaitDir, 'clickbait_data.gz')),
);
console.log(`Fitted on the even-numbered lines of ${clickbaitDir}`);
NEWS_VALUE_FEATURES.filter((feature) => feature.fitted).forEach((feature, column) => {
  console.log(`  ${feature.name.padEnd(22)} ${fit.weights[column].toFixed(3).padStart(7)}  (shipped ${feature.weight})`);
});
console.log(`  intercept              ${fit.intercept.toFixed(3).padStart(7)}  (shipped ${NEWS_VALUE_INTERCEPT})`);
