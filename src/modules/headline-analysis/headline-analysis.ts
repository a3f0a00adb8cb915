// The deterministic part of POST /api/analyze-headline: the headline read once into signals, then
// metrics, readability, type and suggestions, in a few milliseconds, identical for identical input. Alternatives come from the
// AI engine and are added by the caller.

import type { HeadlineAnalysis, HeadlineMetrics } from '../../contracts/headlines.contract.js';
import { LruCache } from '../../common/memo/lru-cache.js';

import { clickWorthiness } from './click-worthiness.js';
import { emotionalImpact, scoreWordEmotions } from './emotion-analysis.js';
import { clarity } from './headline-clarity.js';
import { measureReadability } from './headline-readability.js';
import { suggestImprovements } from './headline-suggestions.js';
import { tokenizeHeadline } from './headline-tokens.js';
import { classifyHeadlineType } from './headline-type.js';
import type { HeadlineSignals } from './metric-basis.js';
import { newsValue } from './news-value.js';
import { seoPotential } from './seo-potential.js';

/**
 * Analyses a headline (validate it first: the headlines module's DTO does, with
 * headlineValidationError). Metrics are on the 1–10 scale with one decimal; `headline` is returned
 * trimmed.
 * @throws RangeError when the headline has no word at all (a caller skipped validation).
 */
export function analyzeHeadline(headline: string): Omit<HeadlineAnalysis, 'alternatives'> {
  return analyzeSignals(readHeadlineSignals(headline));
}

/** Reads a headline once for all metrics (HeadlineSignals). Deterministic. */
export function readHeadlineSignals(headline: string): HeadlineSignals {
  const trimmed = headline.trim();
  const tokens = tokenizeHeadline(trimmed);
  return {
    headline: trimmed,
    tokens,
    words: tokens.filter((token) => token.isWord),
    emotions: scoreWordEmotions(tokens),
    readability: measureReadability(trimmed, tokens),
  };
}

function analyzeSignals(signals: HeadlineSignals): Omit<HeadlineAnalysis, 'alternatives'> {
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

/**
 * Analyses of recent headlines: the one the user typed (Generate Alternatives analyses it again) and
 * the rewrites scored for it (the service checks the offered ones again, the user clicks one to
 * analyse it). About 1 KB each.
 */
const RECENT_ANALYSES = 512;
const recentAnalyses = new LruCache<string, Readonly<Omit<HeadlineAnalysis, 'alternatives'>>>(RECENT_ANALYSES);

/**
 * analyzeHeadline, remembered for the last 512 headlines: same headline (once trimmed, which is all
 * analyzeHeadline reads), same analysis, so a hit answers exactly what a fresh analysis would. The
 * answer is frozen because it is shared.
 * @throws RangeError when the headline has no word at all
 */
export function analyzeHeadlineCached(headline: string): Readonly<Omit<HeadlineAnalysis, 'alternatives'>> {
  return recentAnalyses.getOrCompute(headline.trim(), (trimmed) => frozen(analyzeHeadline(trimmed)));
}

/** Empties the memory of analyzeHeadlineCached: for benchmarks that measure cold analyses. */
export function forgetRecentHeadlineAnalyses(): void {
  recentAnalyses.clear();
}

function frozen(analysis: Omit<HeadlineAnalysis, 'alternatives'>): Readonly<Omit<HeadlineAnalysis, 'alternatives'>> {
  Object.freeze(analysis.metrics);
  Object.freeze(analysis.readability);
  Object.freeze(analysis.suggestions);
  return Object.freeze(analysis);
}

/** The analyzer's overall verdict: the mean of the five metrics (1–10, unrounded). */
export function meanMetric(metrics: HeadlineMetrics): number {
  return (metrics.emotionalImpact + metrics.clarity + metrics.seoPotential + metrics.clickWorthiness + metrics.newsValue) / 5;
}

/**
 * The alternatives that score at least the original's mean on this analyzer, best first (equal
 * scores keep the provider's order). A rewrite the analyzer rates lower than what the user typed is
 * no improvement, whoever wrote it. Each is scored as POST /api/analyze-headline would score it;
 * those the built-in generator just scored are remembered, not parsed again.
 */
export function alternativesWorthOffering(original: HeadlineMetrics, alternatives: readonly string[]): string[] {
  const baseline = meanMetric(original);
  return alternatives
    .map((alternative) => ({ alternative, score: meanMetric(analyzeHeadlineCached(alternative).metrics) }))
    .filter((candidate) => candidate.score >= baseline)
    .sort((a, b) => b.score - a.score)
    .map((candidate) => candidate.alternative);
}
