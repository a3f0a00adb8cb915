// The fits behind the headline weights, and how well they generalise (k-fold cross-validation).
// Click-worthiness: a pairwise logistic model (Bradley-Terry), where the chance that headline a
// beats headline b is logistic(w · (features(a) − features(b))); no intercept, so the order of a
// and b does not matter. News value: a plain logistic regression of news vs clickbait. A small
// L2 penalty on standardised features keeps weights modest when features are rare.

export type FeaturePair = { winner: readonly number[]; loser: readonly number[]; group: string };

export type PairwiseFit = {
  /** One weight per feature, in the features' own units (per character, per word, …). */
  weights: number[];
  /** Mean linear score of the training headlines; subtracting it centres a typical headline on 0. */
  centre: number;
};

/** L2 penalty on standardised weights; 1 is a light touch for ~900 pairs. */
export const DEFAULT_L2 = 1;

/** Pairwise fit: a logistic regression on feature differences, every row a win, no intercept. */
export function fitPairwiseLogistic(pairs: readonly FeaturePair[], l2 = DEFAULT_L2): PairwiseFit {
  const rows = pairs.map((pair) => pair.winner.map((value, column) => value - pair.loser[column]));
  const { weights } = fitLogisticRegression(
    rows,
    rows.map(() => 1),
    { l2, intercept: false },
  );
  const headlines = pairs.flatMap((pair) => [pair.winner, pair.loser]);
  const centre = headlines.reduce((total, features) => total + dot(weights, features), 0) / Math.max(1, headlines.length);
  return { weights, centre };
}

export type LogisticFit = { weights: number[]; intercept: number };

/**
 * Plain logistic regression, P(label = 1) = logistic(intercept + w · row), by Newton-Raphson on
 * the L2-penalised log-likelihood. Features are standardised for the fit (so one penalty suits
 * counts and shares alike) and the weights are returned in the features' own units. The
 * intercept is not penalised.
 */
export function fitLogisticRegression(
  rows: readonly (readonly number[])[],
  labels: readonly (0 | 1)[],
  { l2, intercept }: { l2: number; intercept: boolean },
): LogisticFit {
  const width = rows[0]?.length ?? 0;
  const mean = intercept ? columnMeans(rows, width) : new Array<number>(width).fill(0);
  const scale = Array.from({ length: width }, (_, column) => standardDeviation(rows.map((row) => row[column])) || 1);
  // Column 0 is the intercept when there is one.
  const design = rows.map((row) => [...(intercept ? [1] : []), ...row.map((value, column) => (value - mean[column]) / scale[column])]);
  const size = width + (intercept ? 1 : 0);
  const penalty = (index: number) => (intercept && index === 0 ? 0 : l2);
  let beta = new Array<number>(size).fill(0);
  for (let step = 0; step < 50; step++) {
    const gradient = beta.map((value, i) => penalty(i) * value);
    const hessian = beta.map((_, i) => beta.map((__, j) => (i === j ? penalty(i) : 0)));
    design.forEach((row, index) => {
      const p = logistic(dot(beta, row));
      for (let i = 0; i < size; i++) {
        gradient[i] += (p - labels[index]) * row[i];
        for (let j = 0; j < size; j++) hessian[i][j] += p * (1 - p) * row[i] * row[j];
      }
    });
    const delta = solveLinearSystem(hessian, gradient);
    beta = beta.map((value, i) => value - delta[i]);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  const standardised = intercept ? beta.slice(1) : beta;
  const weights = standardised.map((weight, column) => weight / scale[column]);
  const shift = weights.reduce((total, weight, column) => total + weight * mean[column], 0);
  return { weights, intercept: (intercept ? beta[0] : 0) - shift };
}

/**
 * Mean held-out pairwise accuracy over `folds` folds. Pairs that share a `group` (the same A/B
 * test or the same headline) stay in one fold, so no headline is scored by a model that saw it.
 * `score` turns a fit and a feature vector into the score the product would show.
 */
export function crossValidatedAccuracy(
  pairs: readonly FeaturePair[],
  score: (fit: PairwiseFit, features: readonly number[]) => number,
  folds = 10,
  seed = 1,
  l2 = DEFAULT_L2,
): number {
  const groups = [...new Set(pairs.map((pair) => pair.group))];
  const random = mulberry32(seed);
  const foldOfGroup = new Map(shuffle(groups, random).map((group, position) => [group, position % folds]));
  let credit = 0;
  for (let fold = 0; fold < folds; fold++) {
    const training = pairs.filter((pair) => foldOfGroup.get(pair.group) !== fold);
    const held = pairs.filter((pair) => foldOfGroup.get(pair.group) === fold);
    const fit = fitPairwiseLogistic(training, l2);
    for (const pair of held) credit += pairCredit(score(fit, pair.winner), score(fit, pair.loser));
  }
  return credit / Math.max(1, pairs.length);
}

/** 1 when the winner scores higher, ½ on a tie, 0 otherwise. */
export function pairCredit(winnerScore: number, loserScore: number): number {
  if (winnerScore === loserScore) return 0.5;
  return winnerScore > loserScore ? 1 : 0;
}

/**
 * Group label per pair: pairs connected through a shared headline get the same label
 * (union-find), so cross-validation never splits a headline across training and held-out data.
 */
export function groupPairsBySharedHeadline(pairs: ReadonlyArray<{ a: string; b: string }>): string[] {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(node, root);
    return root;
  };
  for (const { a, b } of pairs) {
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  return pairs.map(({ a }) => find(a));
}

function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

function dot(left: readonly number[], right: readonly number[]): number {
  return left.reduce((total, value, i) => total + value * right[i], 0);
}

function columnMeans(rows: readonly (readonly number[])[], width: number): number[] {
  return Array.from({ length: width }, (_, column) => rows.reduce((total, row) => total + row[column], 0) / Math.max(1, rows.length));
}

function standardDeviation(values: readonly number[]): number {
  const mean = values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);
  return Math.sqrt(values.reduce((total, value) => total + (value - mean) ** 2, 0) / Math.max(1, values.length));
}

/** Gaussian elimination with partial pivoting; the Hessian is small and positive definite. */
function solveLinearSystem(matrix: readonly number[][], vector: readonly number[]): number[] {
  const size = vector.length;
  const rows = matrix.map((row, i) => [...row, vector[i]]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = column + 1; row < size; row++) {
      const factor = rows[row][column] / rows[column][column];
      for (let k = column; k <= size; k++) rows[row][k] -= factor * rows[column][k];
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let value = rows[row][size];
    for (let k = row + 1; k < size; k++) value -= rows[row][k] * solution[k];
    solution[row] = value / rows[row][row];
  }
  return solution;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Small seeded PRNG so the folds, and so the reported estimate, are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
