// The headline benchmark: how well the analyzer's scores track real outcomes.
//  - clickWorthiness on real A/B tests (Upworthy pairs): pairwise accuracy on the score the API
//    returns, next to the "longer wins" baseline, plus a cross-validated estimate of a re-fit;
//  - newsValue on news vs clickbait headlines: ROC AUC;
//  - speed: full analyses per second.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import {
  CLICK_WORTHINESS_FEATURES,
  clickWorthiness,
  clickWorthinessFeatures,
  scoreClickWorthiness,
} from '../../src/modules/headline-analysis/click-worthiness.js';
import { analyzeHeadline, readHeadlineSignals } from '../../src/modules/headline-analysis/headline-analysis.js';
import { NEWS_VALUE_FEATURES, newsValue } from '../../src/modules/headline-analysis/news-value.js';

import {
  crossValidatedAccuracy,
  fitLogisticRegression,
  fitPairwiseLogistic,
  groupPairsBySharedHeadline,
  pairCredit,
  type FeaturePair,
  type LogisticFit,
  type PairwiseFit,
} from './logistic-fit.js';

/** One A/B test: two headlines for the same story; `winner` had the higher click-through. */
export type HeadlinePair = { test: string; a: string; b: string; winner: 'a' | 'b' };

export type HeadlineBenchReport = {
  pairs: number;
  /** Share of pairs where the shipped clickWorthiness (as the API returns it) ranks the winner higher; ties count half. */
  clickWorthinessAccuracy: number;
  /** Same measure for "the longer headline (in characters) wins". */
  longerWinsAccuracy: number;
  /** 10-fold cross-validated accuracy of re-fitting the weights (mean over 5 fold splits). */
  crossValidatedAccuracy: number;
  /** Absent when the clickbait corpus was not found. */
  newsValue?: { news: number; clickbait: number; auc: number; heldOutAuc: number };
  /** Median over runs of full analyzeHeadline calls per second. */
  analysesPerSecond: number;
};

export type HeadlineBenchOptions = { throughputRuns?: number; crossValidationSeeds?: number };

/** Parses JSON Lines of A/B tests ({test, a, b, winner, …}); blank lines are skipped. */
export function parseHeadlinePairs(jsonl: string): HeadlinePair[] {
  return jsonl
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const row = JSON.parse(line) as Partial<HeadlinePair>;
      if (typeof row.a !== 'string' || typeof row.b !== 'string' || (row.winner !== 'a' && row.winner !== 'b')) {
        throw new Error(`Not an A/B pair: ${line.slice(0, 80)}`);
      }
      return { test: String(row.test ?? ''), a: row.a, b: row.b, winner: row.winner };
    });
}

/** One headline per line; blank lines (the corpus puts one between headlines) are skipped. */
export function parseHeadlineList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Share of pairs whose winner gets the higher score; a tie counts as half a hit. */
export function pairwiseAccuracy(pairs: readonly HeadlinePair[], score: (headline: string) => number): number {
  if (pairs.length === 0) return Number.NaN;
  const credit = pairs.reduce((total, pair) => {
    const [winner, loser] = pair.winner === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
    return total + pairCredit(score(winner), score(loser));
  }, 0);
  return credit / pairs.length;
}

/** "The longer headline wins", by characters of the trimmed text. */
export function headlineLength(headline: string): number {
  return [...headline.trim()].length;
}

/**
 * ROC AUC: the chance that a random positive outscores a random negative, ties counting half
 * (Mann-Whitney U / (n₊ × n₋)). O(n log n).
 */
export function rocAuc(positiveScores: readonly number[], negativeScores: readonly number[]): number {
  if (positiveScores.length === 0 || negativeScores.length === 0) return Number.NaN;
  const negatives = [...negativeScores].sort((left, right) => left - right);
  let wins = 0;
  for (const score of positiveScores) {
    const below = lowerBound(negatives, score);
    const equal = lowerBound(negatives, score, true) - below;
    wins += below + equal / 2;
  }
  return wins / (positiveScores.length * negativeScores.length);
}

/** Feature differences of every pair, grouped so CV never splits a headline across folds. */
export function clickWorthinessFeaturePairs(pairs: readonly HeadlinePair[]): FeaturePair[] {
  const features = new Map<string, number[]>();
  const featuresOf = (headline: string) => {
    let vector = features.get(headline);
    if (!vector) features.set(headline, (vector = clickWorthinessFeatures(readHeadlineSignals(headline))));
    return vector;
  };
  const groups = groupPairsBySharedHeadline(pairs);
  return pairs.map((pair, position) => {
    const [winner, loser] = pair.winner === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
    return { winner: featuresOf(winner), loser: featuresOf(loser), group: groups[position] };
  });
}

/** Fits the click-worthiness weights on the pairs (what fit-click-worthiness.ts prints). */
export function fitClickWorthiness(pairs: readonly HeadlinePair[]): PairwiseFit {
  return fitPairwiseLogistic(clickWorthinessFeaturePairs(pairs));
}

/** Mean 10-fold CV accuracy of re-fitting, scored exactly like the API (one-decimal 1–10 scores). */
export function crossValidatedClickWorthiness(pairs: readonly HeadlinePair[], seeds = 5): number {
  const featurePairs = clickWorthinessFeaturePairs(pairs);
  const score = (fit: PairwiseFit, features: readonly number[]) => scoreClickWorthiness(features, fit.weights, fit.centre);
  let total = 0;
  for (let seed = 1; seed <= seeds; seed++) total += crossValidatedAccuracy(featurePairs, score, 10, seed);
  return total / seeds;
}

/** Full analyses per second over the given headlines: the median of `runs` timed passes. */
export function measureThroughput(headlines: readonly string[], runs = 5): number {
  for (const headline of headlines.slice(0, 50)) analyzeHeadline(headline); // warm-up (JIT, compromise's lexicon)
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    for (const headline of headlines) analyzeHeadline(headline);
    rates.push(headlines.length / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

/**
 * Runs the whole benchmark. `clickbaitDir` holds clickbait_data.gz and non_clickbait_data.gz
 * (one headline per line); when it is missing the newsValue figures are left out.
 */
export function runHeadlineBench(pairsFile: string, clickbaitDir?: string, options: HeadlineBenchOptions = {}): HeadlineBenchReport {
  const pairs = parseHeadlinePairs(readFileSync(pairsFile, 'utf8'));
  const report: HeadlineBenchReport = {
    pairs: pairs.length,
    clickWorthinessAccuracy: pairwiseAccuracy(pairs, (headline) => clickWorthiness(readHeadlineSignals(headline))),
    longerWinsAccuracy: pairwiseAccuracy(pairs, headlineLength),
    crossValidatedAccuracy: crossValidatedClickWorthiness(pairs, options.crossValidationSeeds ?? 5),
    analysesPerSecond: measureThroughput([...new Set(pairs.flatMap((pair) => [pair.a, pair.b]))], options.throughputRuns ?? 5),
  };
  const newsFile = clickbaitDir && join(clickbaitDir, 'non_clickbait_data.gz');
  const clickbaitFile = clickbaitDir && join(clickbaitDir, 'clickbait_data.gz');
  if (newsFile && clickbaitFile && existsSync(newsFile) && existsSync(clickbaitFile)) {
    report.newsValue = newsValueSeparation(readGzipHeadlines(newsFile), readGzipHeadlines(clickbaitFile));
  }
  return report;
}

/**
 * AUC of newsValue (as the API returns it) for news vs clickbait: on all headlines, and on the
 * odd-numbered lines alone (news-value.ts was fitted on the even-numbered ones).
 */
export function newsValueSeparation(news: readonly string[], clickbait: readonly string[]): NonNullable<HeadlineBenchReport['newsValue']> {
  const score = (headline: string) => newsValue(readHeadlineSignals(headline));
  const newsScores = news.map(score);
  const clickbaitScores = clickbait.map(score);
  const odd = (_: number, position: number) => position % 2 === 1;
  return {
    news: news.length,
    clickbait: clickbait.length,
    auc: rocAuc(newsScores, clickbaitScores),
    heldOutAuc: rocAuc(newsScores.filter(odd), clickbaitScores.filter(odd)),
  };
}

/** L2 penalty of the news-value fit: 16,000 headlines need little shrinkage. */
const NEWS_VALUE_L2 = 0.1;

/**
 * Fits the news-value weights marked `fitted` on the even-numbered lines of each corpus file
 * (what fit-news-value.ts prints); the odd-numbered lines stay unseen for the held-out AUC.
 */
export function fitNewsValue(news: readonly string[], clickbait: readonly string[]): LogisticFit {
  const fitted = NEWS_VALUE_FEATURES.filter((feature) => feature.fitted);
  const even = (_: string, position: number) => position % 2 === 0;
  const measure = (headline: string) => {
    const signals = readHeadlineSignals(headline);
    return fitted.map((feature) => feature.measure(signals));
  };
  const newsRows = news.filter(even).map(measure);
  const clickbaitRows = clickbait.filter(even).map(measure);
  const labels = [...newsRows.map(() => 1 as const), ...clickbaitRows.map(() => 0 as const)];
  return fitLogisticRegression([...newsRows, ...clickbaitRows], labels, { l2: NEWS_VALUE_L2, intercept: true });
}

/** Reads one gzip file of the clickbait corpus. */
export function readGzipHeadlines(file: string): string[] {
  return parseHeadlineList(gunzipSync(readFileSync(file)).toString('utf8'));
}

/** The report as the lines the CLI prints. */
export function formatHeadlineBenchReport(report: HeadlineBenchReport, pairsFile: string): string {
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  const lines = [
    `Headline bench on ${pairsFile} (${report.pairs} A/B pairs; ties count half)`,
    `  clickWorthiness pairwise accuracy:      ${percent(report.clickWorthinessAccuracy)}`,
    `  "longer wins" baseline (same pairs):     ${percent(report.longerWinsAccuracy)}`,
    `  re-fit, 10-fold cross-validated:         ${percent(report.crossValidatedAccuracy)}  (${CLICK_WORTHINESS_FEATURES.length} features)`,
  ];
  if (report.newsValue) {
    const { news, clickbait, auc, heldOutAuc } = report.newsValue;
    lines.push(
      `  newsValue AUC, news vs clickbait:        ${auc.toFixed(3)}  (${news} news, ${clickbait} clickbait; held-out half ${heldOutAuc.toFixed(3)})`,
    );
  } else {
    lines.push('  newsValue AUC: skipped (clickbait corpus not found)');
  }
  lines.push(`  analyses per second (median of runs):    ${Math.round(report.analysesPerSecond)}`);
  return lines.join('\n');
}

/** First index whose value is ≥ target (or > target when `after`), in an ascending array. */
function lowerBound(sorted: readonly number[], target: number, after = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < target || (after && sorted[middle] === target)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
