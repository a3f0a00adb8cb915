import type { HeadlineAnalysis } from '@contracts/headlines.contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { ResultCard } from './result-card';

type ReadabilityCardProps = { analysis: HeadlineAnalysis };

/** Readability & Structure: counts, reading level, headline type and the collapsible suggestions. */
export function ReadabilityCard({ analysis }: ReadabilityCardProps) {
  const [suggestionsOpen, setSuggestionsOpen] = useState(true);
  const suggestionsId = useId();
  const facts: Array<[string, string | number]> = [
    ['Word Count', analysis.readability.wordCount],
    ['Character Count', analysis.readability.characterCount],
    ['Reading Level', analysis.readability.readingLevel],
    ['Headline Type', sentenceCase(analysis.headlineType)],
  ];
  return (
    <ResultCard title="Readability & Structure">
      <dl className="grid grid-cols-2 gap-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="mt-1 text-base font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <button
          type="button"
          aria-expanded={suggestionsOpen}
          aria-controls={suggestionsId}
          onClick={() => setSuggestionsOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-md py-1 text-left text-sm font-semibold text-slate-800 hover:text-indigo-700"
        >
          Improvement Suggestions
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${suggestionsOpen ? 'rotate-180' : ''}`} />
        </button>
        <div id={suggestionsId} hidden={!suggestionsOpen} className="mt-2">
          {analysis.suggestions.length === 0 ? (
            <p className="text-sm text-slate-500">No suggestions available</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {analysis.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ResultCard>
  );
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
