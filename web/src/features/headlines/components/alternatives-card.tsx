import type { GeneratedBy } from '@contracts/generation.contract';
import { RefreshCw } from 'lucide-react';
import { GeneratedByNote } from '@/components/generated-by-note';
import { Button } from '@/components/ui/button';
import { ResultCard } from './result-card';

type AlternativesCardProps = {
  alternatives: string[];
  /** Who wrote them; set when the generator ran, even if none of its alternatives was worth offering. */
  generatedBy: GeneratedBy | undefined;
  /** Why there are none, when the AI provider failed. */
  error?: string;
  pending: boolean;
  onGenerate: () => void;
  onSelect: (alternative: string) => void;
};

/** Alternative Headlines: click one to analyze it; Generate Alternatives reruns the analysis. */
export function AlternativesCard({ alternatives, generatedBy, error, pending, onGenerate, onSelect }: AlternativesCardProps) {
  return (
    <ResultCard
      title="Alternative Headlines"
      action={
        <Button variant="secondary" onClick={onGenerate} disabled={pending} className="whitespace-nowrap">
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${pending ? 'animate-spin' : ''}`} />
          Generate Alternatives
        </Button>
      }
    >
      {error ? (
        <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {error}
        </p>
      ) : null}
      {alternatives.length === 0 ? (
        <>
          <p className="text-sm text-slate-500">
            Click the &quot;Generate Alternatives&quot; button to get AI-powered headline suggestions.
          </p>
          {generatedBy ? (
            <p className="mt-2 text-sm text-slate-500" data-testid="no-better-alternative">
              None of the alternatives written this time scored as well as your headline, so none is shown.
            </p>
          ) : null}
        </>
      ) : (
        <ul className="space-y-2">
          {alternatives.map((alternative) => (
            <li key={alternative}>
              <button
                type="button"
                onClick={() => onSelect(alternative)}
                disabled={pending}
                className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {alternative}
              </button>
            </li>
          ))}
        </ul>
      )}
      <GeneratedByNote generatedBy={generatedBy} />
    </ResultCard>
  );
}
