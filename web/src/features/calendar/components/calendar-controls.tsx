import { CalendarDays, Download, List } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import type { CalendarView } from '../utils/calendar-params';
import { LEAD_TIMES, OUTLET_TYPES, type OutletType } from '../utils/pitch-lead-time';

const OUTLET_OPTIONS = OUTLET_TYPES.map((outlet) => ({ value: outlet, label: LEAD_TIMES[outlet].label }));
const VIEW_BUTTONS: { view: CalendarView; label: string; icon: typeof List }[] = [
  { view: 'list', label: 'List', icon: List },
  { view: 'month', label: 'Month', icon: CalendarDays },
];

type CalendarControlsProps = {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  outlet: OutletType;
  onOutletChange: (outlet: OutletType) => void;
  /** Null while there is nothing to export (no events loaded, or none match). */
  onExportIcs: (() => void) | null;
};

/** Issue 29: list or month view, the outlet type the pitch-by dates are for (with the rule), and the .ics export. */
export function CalendarControls({ view, onViewChange, outlet, onOutletChange, onExportIcs }: CalendarControlsProps) {
  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div role="group" aria-label="Calendar view" className="inline-flex w-fit rounded-md border border-slate-300 bg-white p-0.5">
          {VIEW_BUTTONS.map(({ view: option, label, icon: Icon }) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onViewChange(option)}
              className={`inline-flex items-center gap-2 rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                view === option ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="pitch-outlet"
            label="Pitch lead time"
            value={outlet}
            options={OUTLET_OPTIONS}
            onChange={(value) => onOutletChange(value as OutletType)}
          />
          <Button variant="secondary" onClick={onExportIcs ?? undefined} disabled={onExportIcs === null}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export .ics
          </Button>
        </div>
      </div>
      <div className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600" data-testid="lead-time-rule">
        <p>
          <strong className="font-semibold text-slate-700">Pitch by</strong> is the last day to pitch{' '}
          {LEAD_TIMES[outlet].label.toLowerCase()} for the event; its window opens at the longer lead.
        </p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5">
          {OUTLET_TYPES.map((type) => (
            <li key={type} className={type === outlet ? 'font-semibold text-slate-800' : undefined}>
              {LEAD_TIMES[type].rule}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
