import { TrendingUp } from 'lucide-react';

type RisingNowFilterProps = { active: boolean; onChange: (active: boolean) => void };

/** "Rising now": only the stories still climbing (stage rising); a toggle button whose pressed state screen readers hear. */
export function RisingNowFilter({ active, onChange }: RisingNowFilterProps) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(!active)}
      className={`inline-flex items-center justify-center gap-1 self-end rounded-md border px-3 py-2 text-sm font-medium ${
        active ? 'border-emerald-500 bg-emerald-50 text-emerald-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      }`}
      data-testid="rising-now-filter"
    >
      <TrendingUp aria-hidden="true" className="h-4 w-4" />
      Rising now
    </button>
  );
}
