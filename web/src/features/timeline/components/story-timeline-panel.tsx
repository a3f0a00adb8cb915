import { COUNT_NOUNS, type TrendingItem } from '@contracts/trending.contract';
import { type StorySnapshot, sparklineText } from '@contracts/timeline.contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatExactTime } from '@/lib/format-date';
import { useStoryHistory } from '../api/get-story-history';
import { curvePoints } from './sparkline';
import { StageRule } from './stage-rule';
import { formatNumber } from '@contracts/number-format.contract';

const CHART_WIDTH = 480;
const CHART_HEIGHT = 120;

/** What the curve draws of a snapshot: its counts when the story has them, else its rank (as the list's sparkline). */
function snapshotValues(snapshots: readonly StorySnapshot[], measure: 'count' | 'rank'): number[] {
  return snapshots.flatMap((snapshot) => {
    if (measure === 'rank') return snapshot.rank === null ? [] : [snapshot.rank];
    if (snapshot.upvotes === null && snapshot.comments === null && snapshot.shares === null) return [];
    return [(snapshot.upvotes ?? 0) + (snapshot.comments ?? 0) + (snapshot.shares ?? 0)];
  });
}

function count(value: number | null): string {
  return value === null ? '–' : formatNumber(value);
}

/** The story's whole curve and its snapshots as a table (the curve's text equivalent), opened from the story's card. */
function TimelineDetail({ item }: { item: TrendingItem }) {
  const { snapshots, error, isLoading } = useStoryHistory(item.id);
  if (isLoading) return <p className="text-sm text-slate-600">Loading the timeline…</p>;
  if (error || !snapshots) return <p className="text-sm text-red-700">The timeline could not be loaded: {error?.message ?? 'no answer'}</p>;
  const measure = item.sparkline?.measure ?? 'count';
  const values = snapshotValues(snapshots, measure);
  const nouns = COUNT_NOUNS[item.source];
  return (
    <div className="space-y-3">
      {values.length > 0 ? (
        <svg
          role="img"
          aria-label={sparklineText({ measure, values })}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          className="h-28 w-full max-w-xl text-indigo-600"
          preserveAspectRatio="none"
          data-testid="timeline-curve"
        >
          <polyline
            points={curvePoints(values, measure, CHART_WIDTH, CHART_HEIGHT)}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-xs text-slate-700" data-testid="timeline-snapshots">
          <caption className="text-left text-sm font-medium text-slate-900">
            {snapshots.length === 1 ? 'One snapshot so far' : `${snapshots.length} snapshots, oldest first`}
          </caption>
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                When
              </th>
              {['Rank', nouns.upvotes, 'Comments', nouns.shares].map((heading) => (
                <th key={heading} scope="col" className="py-1 pr-2 text-right font-medium">
                  {heading.charAt(0).toUpperCase() + heading.slice(1)}
                </th>
              ))}
              <th scope="col" className="py-1 text-right font-medium">
                PR Score
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {snapshots.map((snapshot) => (
              <tr key={snapshot.at}>
                <th scope="row" className="py-1 pr-2 font-normal">
                  <time dateTime={snapshot.at}>{formatExactTime(snapshot.at)}</time>
                </th>
                <td className="py-1 pr-2 text-right">{snapshot.rank === null ? '–' : `#${snapshot.rank}`}</td>
                <td className="py-1 pr-2 text-right">{count(snapshot.upvotes)}</td>
                <td className="py-1 pr-2 text-right">{count(snapshot.comments)}</td>
                <td className="py-1 pr-2 text-right">{count(snapshot.shares)}</td>
                <td className="py-1 text-right">{snapshot.prScore}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">How stages work</summary>
        <div className="mt-2">
          <StageRule />
        </div>
      </details>
    </div>
  );
}

/** "Timeline": a disclosure on the story's card; the history is asked for only once it is opened. */
export function StoryTimelinePanel({ item }: { item: TrendingItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3" data-testid="story-timeline">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        Timeline
      </button>
      {open ? (
        <div id={panelId} className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <TimelineDetail item={item} />
        </div>
      ) : null}
    </div>
  );
}
