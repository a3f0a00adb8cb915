import type { WebsiteAnalysis } from '@contracts/website.contract';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-date';

type PreviousAnalysesProps = {
  analyses: WebsiteAnalysis[];
  failed: boolean;
  selectedId: number | null;
  generatingFor: number | null;
  onSelect: (analysis: WebsiteAnalysis) => void;
  onGenerateIdeas: (analysis: WebsiteAnalysis) => void;
};

/** Previous Analyses: title or url, business type, created date and Generate Ideas; a click loads one. */
export function PreviousAnalyses({ analyses, failed, selectedId, generatingFor, onSelect, onGenerateIdeas }: PreviousAnalysesProps) {
  return (
    <section aria-labelledby="previous-analyses-title" className="mt-8">
      <h2 id="previous-analyses-title" className="text-lg font-semibold text-slate-900">
        Previous Analyses
      </h2>
      {failed ? (
        <p className="mt-2 text-sm text-red-700">Failed to load previous analyses.</p>
      ) : analyses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No websites analyzed yet.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="previous-analyses">
          {analyses.map((analysis) => {
            const selected = analysis.id === selectedId;
            return (
              <li
                key={analysis.id}
                className={`flex flex-col gap-2 rounded-lg border bg-white p-3 shadow-sm sm:flex-row sm:items-center ${selected ? 'border-indigo-400 ring-1 ring-indigo-200' : 'border-slate-200'}`}
              >
                <button
                  type="button"
                  onClick={() => onSelect(analysis)}
                  aria-current={selected ? 'true' : undefined}
                  className="min-w-0 flex-1 rounded-md text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="block truncate font-medium text-slate-900">{analysis.title ?? analysis.url}</span>
                  <span className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
                    <span>{analysis.businessType}</span>
                    <time dateTime={analysis.createdAt}>{formatLongDate(analysis.createdAt)}</time>
                  </span>
                </button>
                <Button
                  variant="secondary"
                  onClick={() => onGenerateIdeas(analysis)}
                  disabled={generatingFor !== null}
                  className="shrink-0"
                >
                  {generatingFor === analysis.id ? 'Generating Ideas...' : 'Generate Ideas'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
