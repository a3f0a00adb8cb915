// The deterministic part of POST /api/analyze-headline: metrics, readability, type and
// suggestions, in a few milliseconds, identical for identical input. Alternatives come from the
// AI engine and are added by the caller.

import type { HeadlineAnalysis, HeadlineMetrics } from '../../contracts/headlines.contract.js';

import { clickWorthiness } from './click-worthiness.js';
import { emotionalImpact } from './emotional-impact.js';
import { clarity } from './headline-clarity.js';
import { readHeadlineSignals } from './headline-signals.js';
import { suggestImprovements } from './headline-suggestions.js';
import { classifyHeadlineType } from './headline-type.js';
import { newsValue } from './news-value.js';
import { seoPotential } from './seo-potential.js';

/**
 * Analyses a headline (validate it first with headlineValidationError). Metrics are on the 1–10
 * scale with one decimal; `headline` is returned trimmed.
 * @throws RangeError when the headline has no word at all (a caller skipped validation).
 */
export function analyzeHeadline(headline: string): Omit<HeadlineAnalysis, 'alternatives'> {
  const signals = readHeadlineSignals(headline);
  if (signals.words.length === 0) throw new RangeError('Headline required');
  const headlineType = classifyHeadlineType(signals.tokens);
  const metrics: HeadlineMetrics = {
    emotionalImpact: emotionalImpact(signals),
    clarity: clarity(signals),
    seoPotential: seoPotential(signals, headlineType),
    clickWorthiness: clickWorthiness(signals),
    newsValue: newsValue(signals),
  };
  const { wordCount, characterCount, readingLevel } = signals.readability;
  return {
    headline: signals.headline,
    metrics,
    readability: { wordCount, characterCount, readingLevel },
    headlineType,
    suggestions: suggestImprovements(signals, metrics, headlineType),
  };
}

/** The analyzer's overall verdict: the mean of the five metrics (1–10, unrounded). */
export function meanMetric(metrics: HeadlineMetrics): number {
  return (metrics.emotionalImpact + metrics.clarity + metrics.seoPotential + metrics.clickWorthiness + metrics.newsValue) / 5;
}

/**
 * The alternatives that score at least the original's mean on this analyzer, best first (equal
 * scores keep the provider's order). A rewrite the analyzer rates lower than what the user typed is
 * no improvement, whoever wrote it.
 */
export function alternativesWorthOffering(original: HeadlineMetrics, alternatives: readonly string[]): string[] {
  const baseline = meanMetric(original);
  return alternatives
    .map((alternative) => ({ alternative, score: meanMetric(analyzeHeadline(alternative).metrics) }))
    .filter((candidate) => candidate.score >= baseline)
    .sort((a, b) => b.score - a.score)
    .map((candidate) => candidate.alternative);
}
