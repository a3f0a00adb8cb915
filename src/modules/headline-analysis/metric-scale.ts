// The 1–10 scale every headline metric is reported on. Scores carry one decimal: whole numbers
// would tie most pairs of similar headlines, and the A/B benchmark counts ties as half right.

/** Lowest and highest score of the scale (SPEC section 9: scores are on a 1-10 scale). */
export const METRIC_MIN = 1;
export const METRIC_MAX = 10;

/**
 * Maps an unbounded linear score to the scale: 1 + 9 × logistic(z), one decimal. z = 0 (a
 * typical headline) gives 5.5; the mapping is strictly increasing, so it keeps the order of z
 * up to the one-decimal rounding.
 */
export function logisticToScale(z: number): number {
  return roundToTenth(METRIC_MIN + (METRIC_MAX - METRIC_MIN) / (1 + Math.exp(-z)));
}

/** Clamps an additive score to 1–10 with one decimal. */
export function clampToScale(value: number): number {
  return roundToTenth(Math.min(METRIC_MAX, Math.max(METRIC_MIN, value)));
}

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
