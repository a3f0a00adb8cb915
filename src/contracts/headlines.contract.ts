// Headline analyzer.
import type { GeneratedBy } from './generation.contract.js';

export type HeadlineMetrics = {
  emotionalImpact: number;
  clarity: number;
  seoPotential: number;
  clickWorthiness: number;
  newsValue: number;
};

export type HeadlineAnalysis = {
  headline: string;
  metrics: HeadlineMetrics;
  readability: { wordCount: number; characterCount: number; readingLevel: string };
  headlineType: string;
  suggestions: string[];
  alternatives: string[];
  /**
   * Who wrote the alternatives, set whenever the generator ran: with it and no alternatives, none of
   * those written scored as well as the headline (the analyzer offers only those that do).
   */
  alternativesBy?: GeneratedBy;
  /**
   * Set when the AI provider failed: the metrics are still answered, alternatives is empty and this
   * says why (the provider's message, written for the reader).
   */
  alternativesError?: string;
};

export const EMOTIONS = [
  { name: 'Curiosity', color: '#8b5cf6' },
  { name: 'Urgency', color: '#ef4444' },
  { name: 'Surprise', color: '#f59e0b' },
  { name: 'Joy', color: '#22c55e' },
  // Teal, not grey: neutral words are grey, and a fear word must not look like one.
  { name: 'Fear', color: '#0d9488' },
  { name: 'Trust', color: '#3b82f6' },
  { name: 'Anticipation', color: '#ec4899' },
] as const;
export type EmotionName = (typeof EMOTIONS)[number]['name'];

export type WordEmotionScore = {
  word: string;
  index: number;
  emotions: Record<EmotionName, number>;
  intensity: number;
};

export const HEADLINE_MIN_LENGTH = 3;
export const HEADLINE_MAX_LENGTH = 300;
export const DOMINANT_EMOTIONS_SHOWN = 3;

/** SPEC section 9: platform predictions, each rounded to one decimal, out of 10. */
export function predictPlatformScores(metrics: HeadlineMetrics): Record<'Twitter' | 'LinkedIn' | 'Facebook' | 'Reddit', number> {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    Twitter: round(0.7 * metrics.emotionalImpact + 0.3 * metrics.clickWorthiness),
    LinkedIn: round(0.5 * metrics.clarity + 0.5 * metrics.seoPotential),
    Facebook: round(0.4 * metrics.emotionalImpact + 0.6 * metrics.clickWorthiness),
    Reddit: round(0.3 * metrics.clarity + 0.7 * metrics.newsValue),
  };
}
