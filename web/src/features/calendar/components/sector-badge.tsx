import type { EventSector } from '@contracts/events.contract';
import { SECTOR_LABELS } from '../utils/event-labels';

// Full class names so Tailwind keeps them in the build.
const SECTOR_CLASSES: Record<EventSector, string> = {
  tech: 'bg-blue-100 text-blue-800',
  finance: 'bg-emerald-100 text-emerald-800',
  sports: 'bg-orange-100 text-orange-800',
  healthcare: 'bg-red-100 text-red-800',
  lifestyle: 'bg-pink-100 text-pink-800',
  travel: 'bg-cyan-100 text-cyan-800',
  politics: 'bg-purple-100 text-purple-800',
  environment: 'bg-green-100 text-green-800',
  entertainment: 'bg-fuchsia-100 text-fuchsia-800',
  education: 'bg-indigo-100 text-indigo-800',
  other: 'bg-slate-100 text-slate-700',
};

type SectorBadgeProps = { sector: EventSector };

export function SectorBadge({ sector }: SectorBadgeProps) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${SECTOR_CLASSES[sector] ?? SECTOR_CLASSES.other}`}>
      {SECTOR_LABELS[sector] ?? sector}
    </span>
  );
}
