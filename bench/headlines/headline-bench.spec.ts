import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  formatHeadlineBenchReport,
  headlineLength,
  pairwiseAccuracy,
  parseHeadlineList,
  parseHeadlinePairs,
  rocAuc,
  runHeadlineBench,
  type HeadlinePair,
} from './headline-bench.js';

// Invented A/B tests in the shape of the Upworthy export: {test, a, b, ctr_a, ctr_b, n_a, n_b, winner}.
const PAIRS: HeadlinePair[] = [
  { test: 't1', a: 'She Planted A Forest On Her Farm And The Birds Came Back', b: 'Birds Return?', winner: 'a' },
  { test: 't2', a: 'Can Cities Work?', b: 'A Mayor Gave Every Kid In His Town A Bike And Traffic Fell By Half', winner: 'b' },
  { test: 't3', a: 'Watch A Teacher Explain Taxes With 12 Apples', b: 'Taxes Explained!', winner: 'a' },
  { test: 't4', a: 'The Tiny Library', b: 'He Built A Tiny Library In A Phone Box For His Whole Street', winner: 'b' },
  { test: 't5', a: 'A Grandma Learned To Code At 80 And Built An App', b: 'Coding: Never Too Late', winner: 'a' },
  { test: 't6', a: 'Why Sleep?', b: 'This Nurse Slept 4 Hours A Night For A Year And Here Is What Changed', winner: 'b' },
];

function pairsJsonl(pairs: readonly HeadlinePair[]): string {
  return pairs.map((pair) => JSON.stringify({ ...pair, ctr_a: 0.01, ctr_b: 0.02, n_a: 1000, n_b: 1000 })).join('\n') + '\n';
}

describe(pairwiseAccuracy.name, () => {
  describe('when scores decide some pairs and tie others', () => {
    it('should count hits as 1 and ties as half', () => {
      const pairs: HeadlinePair[] = [
        { test: '1', a: 'long winner', b: 'short', winner: 'a' },
        { test: '2', a: 'tie one', b: 'tie two', winner: 'b' },
        { test: '3', a: 'loser is long', b: 'win', winner: 'b' },
      ];
      expect(pairwiseAccuracy(pairs, headlineLength)).toBeCloseTo((1 + 0.5 + 0) / 3, 10);
    });
  });
});

describe(rocAuc.name, () => {
  describe('when positives all outscore negatives', () => {
    it('should be 1', () => {
      expect(rocAuc([5, 6, 7], [1, 2, 3])).toBe(1);
    });
  });

  describe('when scores tie across the classes', () => {
    it('should count each tie as half', () => {
      // Pairs: (2>1) 1, (2=2) 0.5, (3>1) 1, (3>2) 1 → 3.5 / 4.
      expect(rocAuc([2, 3], [1, 2])).toBe(0.875);
      expect(rocAuc([4, 4], [4, 4])).toBe(0.5);
    });
  });

  describe('when the order is reversed', () => {
    it('should be 0', () => {
      expect(rocAuc([1], [2, 3])).toBe(0);
    });
  });
});

describe(parseHeadlinePairs.name, () => {
  describe('when a line is not an A/B pair', () => {
    it('should refuse the file', () => {
      expect(() => parseHeadlinePairs('{"test":"x","a":"A","b":"B","winner":"c"}')).toThrow('Not an A/B pair');
    });
  });

  describe('when lines are valid', () => {
    it('should read every pair and skip blank lines', () => {
      expect(parseHeadlinePairs(`\n${pairsJsonl(PAIRS.slice(0, 2))}\n`)).toEqual(PAIRS.slice(0, 2));
    });
  });
});

describe(parseHeadlineList.name, () => {
  it('should read one headline per line and skip the blank lines between them', () => {
    expect(parseHeadlineList('First headline\n\nSecond headline\n\n')).toEqual(['First headline', 'Second headline']);
  });
});

describe(runHeadlineBench.name, () => {
  describe('when given a pairs file and a clickbait folder', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), 'headline-bench-'));
      writeFileSync(join(folder, 'pairs.jsonl'), pairsJsonl(PAIRS));
      const news = [
        'Council approves new cycle lanes for Leeds',
        'Earthquake rattles coastal towns in Chile',
        'Bank raises interest rates to 5 percent',
      ];
      const clickbait = ['17 Things You Will Totally Relate To', 'This Dog Is The Most Adorable Thing Ever', 'Which Pizza Are You'];
      writeFileSync(join(folder, 'non_clickbait_data.gz'), gzipSync(news.join('\n\n')));
      writeFileSync(join(folder, 'clickbait_data.gz'), gzipSync(clickbait.join('\n\n')));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('should report accuracy, the length baseline, a cross-validated estimate, the AUC and the speed', () => {
      const report = runHeadlineBench(join(folder, 'pairs.jsonl'), folder, { throughputRuns: 1, crossValidationSeeds: 1 });
      expect(report.pairs).toBe(6);
      expect(report.longerWinsAccuracy).toBe(1);
      expect(report.clickWorthinessAccuracy).toBe(1);
      expect(report.crossValidatedAccuracy).toBeGreaterThanOrEqual(0);
      expect(report.crossValidatedAccuracy).toBeLessThanOrEqual(1);
      expect(report.newsValue).toMatchObject({ news: 3, clickbait: 3, auc: 1 });
      expect(report.analysesPerSecond).toBeGreaterThan(0);
      expect(formatHeadlineBenchReport(report, 'pairs.jsonl')).toContain('clickWorthiness pairwise accuracy:      100.0%');
    });

    it('should skip the AUC when the clickbait folder is missing', () => {
      const report = runHeadlineBench(join(folder, 'pairs.jsonl'), join(folder, 'absent'), { throughputRuns: 1, crossValidationSeeds: 1 });
      expect(report.newsValue).toBeUndefined();
      expect(formatHeadlineBenchReport(report, 'pairs.jsonl')).toContain('skipped');
    });
  });
});
