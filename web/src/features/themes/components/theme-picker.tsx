import { type ThemeKey, THEMES } from '@contracts/ideas.contract';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ThemePickerProps = {
  theme: ThemeKey;
  generating: boolean;
  onThemeChange: (theme: ThemeKey) => void;
  onGenerate: () => void;
};

/** The 10 theme tiles (one pressed at a time) and the Generate 10 Headlines button. */
export function ThemePicker({ theme, generating, onThemeChange, onGenerate }: ThemePickerProps) {
  return (
    <section aria-labelledby="theme-picker-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="theme-picker-title" className="text-lg font-semibold text-slate-900">
        Choose a Theme
      </h2>
      <div role="group" aria-labelledby="theme-picker-title" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {THEMES.map((entry) => {
          const pressed = entry.key === theme;
          return (
            <button
              key={entry.key}
              type="button"
              aria-pressed={pressed}
              onClick={() => onThemeChange(entry.key)}
              className={`rounded-lg border px-3 py-3 text-left text-sm font-medium transition-colors ${
                pressed
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {entry.label}
            </button>
          );
        })}
      </div>
      <Button onClick={onGenerate} disabled={generating} className="mt-4 w-full sm:w-auto">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        {generating ? 'Generating Headlines...' : 'Generate 10 Headlines'}
      </Button>
    </section>
  );
}
