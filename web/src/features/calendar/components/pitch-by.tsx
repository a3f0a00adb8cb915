import { Send } from 'lucide-react';
import { formatLongDate } from '@/lib/format-date';
import { todayOf, useClock } from '@/lib/use-clock';
import { LEAD_TIMES, type OutletType, pitchWindow } from '../utils/pitch-lead-time';

type PitchByProps = { startDate: string; outlet: OutletType };

/** "Pitch by March 11, 2027" for the chosen outlet type; a date already gone says so in words. */
export function PitchBy({ startDate, outlet }: PitchByProps) {
  const today = todayOf(useClock());
  const dates = pitchWindow(startDate, outlet);
  if (!dates) return null;
  const passed = dates.pitchBy < today;
  return (
    <p className={`flex items-start gap-2 text-sm font-medium ${passed ? 'text-slate-500' : 'text-indigo-800'}`} data-testid="pitch-by">
      <Send aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        Pitch by {formatLongDate(dates.pitchBy)}
        <span className="font-normal text-slate-600">
          {' '}
          ({LEAD_TIMES[outlet].label}
          {passed ? ', date passed' : ''})
        </span>
      </span>
    </p>
  );
}
