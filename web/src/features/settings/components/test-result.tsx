import { CheckCircle2, XCircle } from 'lucide-react';

export type TestOutcome = { ok: boolean; text: string };

type TestResultProps = { outcome: TestOutcome | null };

/** The outcome of a connection test, in words beside an icon (colour is never the only cue). */
export function TestResult({ outcome }: TestResultProps) {
  // The live region stays mounted so a screen reader announces the outcome when it appears.
  return (
    <div role="status" aria-live="polite" className="min-w-0">
      {outcome ? (
        <p className={`flex items-start gap-2 text-sm [overflow-wrap:anywhere] ${outcome.ok ? 'text-green-800' : 'text-red-700'}`}>
          {outcome.ok ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <span data-testid="test-result">{outcome.text}</span>
        </p>
      ) : null}
    </div>
  );
}
