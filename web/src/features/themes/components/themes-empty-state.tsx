import { Lightbulb } from 'lucide-react';

/** Shown until headlines exist (SPEC: says to select a theme and click Generate 10 Headlines). */
export function ThemesEmptyState() {
  return (
    <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Lightbulb aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-base font-semibold text-slate-900">No headlines yet</h2>
      <p className="mt-1 text-sm text-slate-600">Select a theme and click Generate 10 Headlines to get data-led campaign headlines.</p>
    </div>
  );
}
