import type { GeneratedBy } from '@contracts/generation.contract';
import type { ThemeHeadline } from '@contracts/ideas.contract';
import { ChevronRight } from 'lucide-react';
import { GeneratedByNote } from '@/components/generated-by-note';

type HeadlineListProps = { headlines: ThemeHeadline[]; generatedBy: GeneratedBy | null; onSelect: (headline: ThemeHeadline) => void };

/** The numbered headlines; each opens its detail view. */
export function HeadlineList({ headlines, generatedBy, onSelect }: HeadlineListProps) {
  return (
    <section aria-labelledby="headlines-title" className="mt-6">
      <h2 id="headlines-title" className="text-lg font-semibold text-slate-900">
        Headlines
      </h2>
      <ol className="mt-3 space-y-3">
        {headlines.map((headline) => (
          <li key={headline.id}>
            <button
              type="button"
              onClick={() => onSelect(headline)}
              className="flex w-full items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-indigo-600"
              data-testid="theme-headline"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              >
                {headline.id}
              </span>
              <span className="min-w-0 flex-1">
                <span className="sr-only">Headline {headline.id}: </span>
                <span className="block text-xs font-medium uppercase tracking-wide text-indigo-700" data-testid="theme-headline-category">
                  {headline.category}
                </span>
                <span className="mt-1 block font-semibold text-slate-900" data-testid="theme-headline-text">
                  {headline.headline}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{headline.hook}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-400" />
            </button>
          </li>
        ))}
      </ol>
      <GeneratedByNote generatedBy={generatedBy} />
    </section>
  );
}
