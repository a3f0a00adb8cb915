import type { CalendarEvent, EventFilters } from '@contracts/events.contract';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';

/**
 * The URL of GET /api/events: each filter is sent only when set and not `all` (SPEC section 7),
 * in a fixed order so the same filters always give the same SWR key.
 */
export function eventsUrl(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.sector && filters.sector !== 'all') params.set('sector', filters.sector);
  if (filters.region && filters.region !== 'all') params.set('region', filters.region);
  if (filters.startDate) params.set('startDate', filters.startDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `/api/events?${query}` : '/api/events';
}

/** Calendar events matching the filters; the previous list stays on screen while new filters load. */
export function useEvents(filters: EventFilters) {
  const { data, error, isLoading, isValidating } = useSWR<CalendarEvent[], ApiError>(eventsUrl(filters), { keepPreviousData: true });
  return { events: data, error, isLoading, isValidating };
}
