import {
  crossValidatedAccuracy,
  fitLogisticRegression,
  fitPairwiseLogistic,
  groupPairsBySharedHeadline,
  pairCredit,
  type FeaturePair,
} from './logistic-fit.js';

/** Pairs where feature 0 always decides the winner and feature 1 is noise. */
function separablePairs(count: number): FeaturePair[] {
  return Array.from({ length: count }, (_, index) => ({
    winner: [2 + (index % 3), index % 2],
    loser: [index % 3, (index + 1) % 2],
    group: `test-${index}`,
  }));
}

describe(fitPairwiseLogistic.name, () => {
  describe('when one feature decides every pair', () => {
    it('should give it a clearly positive weight and the noise a smaller one', () => {
      const { weights } = fitPairwiseLogistic(separablePairs(40));
      expect(weights[0]).toBeGreaterThan(0.5);
      expect(Math.abs(weights[1])).toBeLessThan(weights[0]);
    });

    it('should centre the linear score on the mean training headline', () => {
      const pairs = separablePairs(40);
      const fit = fitPairwiseLogistic(pairs);
      const scores = pairs
        .flatMap((pair) => [pair.winner, pair.loser])
        .map((features) => features[0] * fit.weights[0] + features[1] * fit.weights[1] - fit.centre);
      expect(scores.reduce((total, value) => total + value, 0)).toBeCloseTo(0, 6);
    });
  });
});

describe(fitLogisticRegression.name, () => {
  describe('when labels follow one feature with an offset', () => {
    it('should put the decision boundary where the classes meet', () => {
      // Label 1 from x = 6 up: the fitted boundary (where the log-odds are 0) lies between 5 and 6.
      const rows = Array.from({ length: 40 }, (_, index) => [index % 10, (index * 7) % 3]);
      const labels = rows.map(([x]) => (x >= 6 ? 1 : 0)) as Array<0 | 1>;
      const { weights, intercept } = fitLogisticRegression(rows, labels, { l2: 0.1, intercept: true });
      const boundary = -intercept / weights[0];
      expect(weights[0]).toBeGreaterThan(0);
      expect(boundary).toBeGreaterThan(5);
      expect(boundary).toBeLessThan(6);
    });
  });
});

describe(crossValidatedAccuracy.name, () => {
  describe('when the signal is real', () => {
    it('should rank held-out winners first', () => {
      const score = (fit: { weights: number[] }, features: readonly number[]) =>
        features[0] * fit.weights[0] + features[1] * fit.weights[1];
      expect(crossValidatedAccuracy(separablePairs(60), score, 5)).toBe(1);
    });
  });

  describe('when the scorer ties every pair', () => {
    it('should count each tie as half', () => {
      expect(crossValidatedAccuracy(separablePairs(20), () => 5, 5)).toBe(0.5);
    });
  });
});

describe(pairCredit.name, () => {
  it('should give 1 for a hit, 0.5 for a tie and 0 for a miss', () => {
    expect([pairCredit(6.1, 5.9), pairCredit(5.9, 5.9), pairCredit(5.8, 5.9)]).toEqual([1, 0.5, 0]);
  });
});

describe(groupPairsBySharedHeadline.name, () => {
  describe('when pairs share a headline, directly or through another pair', () => {
    it('should put them in one group and keep unrelated pairs apart', () => {
      const groups = groupPairsBySharedHeadline([
        { a: 'Alpha', b: 'Beta' },
        { a: 'Gamma', b: 'Delta' },
        { a: 'Beta', b: 'Epsilon' },
        { a: 'Epsilon', b: 'Zeta' },
      ]);
      expect(groups[0]).toBe(groups[2]);
      expect(groups[2]).toBe(groups[3]);
      expect(groups[1]).not.toBe(groups[0]);
    });
  });
});
