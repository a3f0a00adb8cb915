// Emotional impact: how much feeling the words carry, read off the per-word emotion scores the
// heatmap shows, so the metric and the heatmap never disagree.

import { clampToScale, type HeadlineSignals } from './metric-basis.js';

/** Intensity a neutral content word has anyway; only the part above it counts as feeling. */
const NEUTRAL_INTENSITY = 0.1;
/**
 * Saturation constant: one strong word (intensity 0.9) gives about 5.4, two about 7.6, three
 * about 8.8. Extra emotional words add less and less, as they do for a reader.
 */
const SATURATION = 1.2;

/** Emotional impact on the 1–10 scale, one decimal: 1 + 9 × (1 − e^(−load / 1.2)). Deterministic. */
export function emotionalImpact(signals: HeadlineSignals): number {
  return clampToScale(1 + 9 * (1 - Math.exp(-emotionalLoad(signals) / SATURATION)));
}

/** Sum over words of the intensity above neutral. */
export function emotionalLoad(signals: HeadlineSignals): number {
  return signals.emotions.reduce((total, word) => total + Math.max(0, word.intensity - NEUTRAL_INTENSITY), 0);
}
