import { type HeadlineMetrics, predictPlatformScores } from '@contracts/headlines.contract';
import { HeadlineShareMenu } from './headline-share-menu';
import { ResultCard } from './result-card';

type PlatformPredictionCardProps = { headline: string; metrics: HeadlineMetrics };

/** Platform Performance Prediction: the spec's four formulas, each out of 10 with one decimal. */
export function PlatformPredictionCard({ headline, metrics }: PlatformPredictionCardProps) {
  const scores = Object.entries(predictPlatformScores(metrics));
  return (
    <ResultCard title="Platform Performance Prediction" action={<HeadlineShareMenu headline={headline} metrics={metrics} />}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {scores.map(([platform, score]) => (
          <li key={platform} data-platform={platform} className="rounded-lg bg-slate-50 p-3">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-slate-700">{platform}</span>
              <span className="text-base font-semibold text-slate-900">{score.toFixed(1)}/10</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-indigo-500" style={{ width: `${score * 10}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </ResultCard>
  );
}
