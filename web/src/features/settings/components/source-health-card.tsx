import { ITEM_SOURCE_LABELS } from '@contracts/trending.contract';
import type { SourceHealth } from '@contracts/settings.contract';
import { Activity, AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RelativeTime } from '@/components/relative-time';
import { SettingsCard } from './settings-card';
import { formatNumber } from '@contracts/number-format.contract';

type SourceHealthCardProps = { sources: SourceHealth[] };

function SourceState({ source }: { source: SourceHealth }) {
  if (source.lastFetchAt === null) {
    return (
      <span className="inline-flex items-start gap-1.5 text-slate-600">
        <CircleDashed aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        Never fetched
      </span>
    );
  }
  if (source.lastError !== null) {
    return (
      <span className="inline-flex items-start gap-1.5 text-red-700">
        <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="[overflow-wrap:anywhere]">{source.lastError}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1.5 text-green-800">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      OK
    </span>
  );
}

/** Per source: when it was last fetched, how many of its items are stored, and how that fetch went. */
export function SourceHealthCard({ sources }: SourceHealthCardProps) {
  return (
    <SettingsCard id="sources" title="Sources" description="How the last fetch from each source went." icon={Activity}>
      {sources.length === 0 ? (
        <p className="text-sm text-slate-600">No sources yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="w-full py-2 pr-2 font-semibold">
                Source
              </th>
              <th scope="col" className="whitespace-nowrap px-2 py-2 font-semibold">
                Last fetch
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Items stored
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sources.map((source) => (
              <tr key={source.source} data-testid={`source-${source.source}`} className="align-top">
                {/* The state sits under the name: an error in words needs the row's width, even at 390 px. */}
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <span className="block font-medium text-slate-900">{ITEM_SOURCE_LABELS[source.source]}</span>
                  <span className="mt-1 block">
                    <SourceState source={source} />
                  </span>
                </th>
                <td className="whitespace-nowrap px-2 py-2 text-slate-700">
                  {source.lastFetchAt ? <RelativeTime value={source.lastFetchAt} /> : '—'}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums text-slate-700">{formatNumber(source.itemCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Top Media also reads your own news sites and blogs: add them on the{' '}
        <Link to="/news-scraper" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          News Scraper
        </Link>{' '}
        page.
      </p>
    </SettingsCard>
  );
}
