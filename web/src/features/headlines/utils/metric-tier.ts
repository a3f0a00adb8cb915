export type MetricTier = 'good' | 'fair' | 'poor';

/** SPEC section 9: green at 8 or more, amber at 6 or more, red below 6 (scores out of 10). */
export function metricTier(score: number): MetricTier {
  if (score >= 8) return 'good';
  if (score >= 6) return 'fair';
  return 'poor';
}

/** Text and bar colours per tier; the tier's word is shown beside it, so colour is never the only signal. */
export const METRIC_TIER_STYLES: Record<MetricTier, { label: string; text: string; bar: string }> = {
  good: { label: 'Strong', text: 'text-green-700', bar: 'bg-green-500' },
  fair: { label: 'Fair', text: 'text-amber-700', bar: 'bg-amber-500' },
  poor: { label: 'Weak', text: 'text-red-700', bar: 'bg-red-500' },
};
