import type { EventRegion, EventSector } from '@contracts/events.contract';

/** What the Filter Events dialog edits; `all` and '' mean no filter. */
export type EventFilterValues = {
  sector: EventSector | 'all';
  region: EventRegion | 'all';
  startDate: string;
  endDate: string;
};

export const NO_EVENT_FILTERS: EventFilterValues = { sector: 'all', region: 'all', startDate: '', endDate: '' };

/** How many of the dialog's filters narrow the list (shown on the Filters button). */
export function activeFilterCount(filters: EventFilterValues): number {
  return [filters.sector !== 'all', filters.region !== 'all', filters.startDate !== '', filters.endDate !== ''].filter(Boolean).length;
}
