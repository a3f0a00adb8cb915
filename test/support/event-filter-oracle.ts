import type { CalendarEvent, EventFilters } from '../../src/contracts/events.contract.js';

export type FilterableEvent = Pick<CalendarEvent, 'title' | 'description' | 'sector' | 'region' | 'startDate' | 'endDate'>;

/**
 * The test oracle for GET /api/events: what CalendarEventRepository.list must return, written as
 * plain JavaScript over events in id order, so events.e2e-spec can check the SQL against it.
 * - `sector` / `region`: undefined or 'all' means no filter; otherwise exact equality (a
 *   'global' event is not returned for region 'europe').
 * - `startDate` / `endDate` (YYYY-MM-DD, inclusive): an event counts when it overlaps the
 *   window, i.e. `COALESCE(endDate, startDate) >= startDate` and `event.startDate <= endDate`.
 *   Either bound may be absent.
 * - `search`: trimmed; empty means no filter; otherwise a case-insensitive substring of the
 *   title or the description, taken literally (in SQL `ILIKE` with %, _ and \ escaped).
 * - Order: by start date ascending; ties keep the input order (so the SQL orders by
 *   start_date, id, and a test feeds events in id order).
 * Pure: returns a new array and never mutates its input.
 */
export function filterEvents<T extends FilterableEvent>(events: readonly T[], filters: EventFilters = {}): T[] {
  const sector = filters.sector && filters.sector !== 'all' ? filters.sector : undefined;
  const region = filters.region && filters.region !== 'all' ? filters.region : undefined;
  const search = filters.search?.trim().toLowerCase() || undefined;

  return events
    .filter((event) => {
      if (sector && event.sector !== sector) return false;
      if (region && event.region !== region) return false;
      if (filters.startDate && (event.endDate ?? event.startDate) < filters.startDate) return false;
      if (filters.endDate && event.startDate > filters.endDate) return false;
      if (search && !event.title.toLowerCase().includes(search) && !event.description.toLowerCase().includes(search)) {
        return false;
      }
      return true;
    })
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate) || a.index - b.index)
    .map(({ event }) => event);
}
