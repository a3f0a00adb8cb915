import type { HeadlineMetrics } from '@contracts/headlines.contract';
import { METRIC_TIER_STYLES, metricTier } from '../utils/metric-tier';
import { ResultCard } from './result-card';

const METRIC_LABELS: ReadonlyArray<[keyof HeadlineMetrics, string]> = [
  ['emotionalImpact', 'Emotional Impact'],
  ['clarity', 'Clarity'],
  ['seoPotential', 'SEO Potential'],
  ['clickWorthiness', 'Click-worthiness'],
  ['newsValue', 'News Value'],
];

type MetricsCardProps = { metrics: HeadlineMetrics };

/** Headline Performance Metrics: five scores out of 10, coloured by tier with the number and tier word beside. */
export function MetricsCard({ metrics }: MetricsCardProps) {
  return (
    <ResultCard title="Headline Performance Metrics">
      <ul className="space-y-4">
        {METRIC_LABELS.map(([key, label]) => {
          const score = metrics[key];
          const style = METRIC_TIER_STYLES[metricTier(score)];
          return (
            <li key={key} data-metric={key}>
              <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-700">{label}</span>
                <span className={`font-semibold ${style.text}`}>
                  {score.toFixed(1)}/10 <span className="font-normal">({style.label})</span>
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                <div className={`h-full rounded-full ${style.bar}`} style={{ width: `${score * 10}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </ResultCard>
  );
}
