import { Lightbulb } from 'lucide-react';

/** Three headlines of the kinds PR people write (data-led, listicle, reactive), to try the analyzer on. */
export const EXAMPLE_HEADLINES = [
  'Survey: 62% of UK workers would swap a pay rise for a four-day week',
  '7 surprising ways remote teams stay productive',
  'Why Gen Z is switching off social media, and what brands can learn',
] as const;

type ExampleHeadlinesProps = { onPick: (headline: string) => void };

/** Shown while nothing has been analyzed: a click puts an example in the input and analyzes it. */
export function ExampleHeadlines({ onPick }: ExampleHeadlinesProps) {
  return (
    <section aria-labelledby="example-headlines-title" className="rounded-xl border border-dashed border-slate-300 bg-white p-5">
      <h2 id="example-headlines-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="h-5 w-5 text-amber-500" />
        Try an example
      </h2>
      <p className="mt-1 text-sm text-slate-600">Pick one to see how the analysis reads, or type your own above.</p>
      <ul className="mt-3 space-y-2">
        {EXAMPLE_HEADLINES.map((headline) => (
          <li key={headline}>
            <button
              type="button"
              onClick={() => onPick(headline)}
              className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {headline}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
