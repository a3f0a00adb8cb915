import {
  EVENT_REGIONS,
  EVENT_SECTORS,
  type EventFilters,
  type EventRegion,
  type EventSector,
} from '../../contracts/events.contract.js';
import { isCalendarDate } from './calendar-date.js';

/** Longest accepted search text; longer input is a client error, not a query to run. */
export const MAX_SEARCH_LENGTH = 200;

/** A GET /api/events query value that is not valid; `parameter` names it (answer 400). */
export class InvalidEventFilterError extends Error {
  constructor(
    readonly parameter: keyof EventFilters,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidEventFilterError';
  }
}

/**
 * Validates a GET /api/events query (as Express parses it) into filters.
 * - Absent or empty values are ignored, and so are unknown parameters.
 * - `sector` and `region` are case-insensitive; 'all' is accepted and dropped from the result,
 *   so a present value is always a real sector or region.
 * - `startDate` and `endDate` must be real YYYY-MM-DD dates, with startDate not after endDate.
 * - `search` is trimmed and at most MAX_SEARCH_LENGTH characters.
 * - A repeated parameter (`?sector=a&sector=b`) is invalid.
 * Throws InvalidEventFilterError whose message names the parameter and the accepted values.
 */
export function parseEventFilters(query: Record<string, unknown>): EventFilters {
  const filters: EventFilters = {};

  const rawSector = single(query, 'sector');
  const sector = rawSector?.toLowerCase();
  if (sector && sector !== 'all') {
    if (!(EVENT_SECTORS as readonly string[]).includes(sector)) {
      throw new InvalidEventFilterError('sector', `Invalid sector "${rawSector}". Use one of: all, ${EVENT_SECTORS.join(', ')}.`);
    }
    filters.sector = sector as EventSector;
  }

  const rawRegion = single(query, 'region');
  const region = rawRegion?.toLowerCase();
  if (region && region !== 'all') {
    if (!(EVENT_REGIONS as readonly string[]).includes(region)) {
      throw new InvalidEventFilterError('region', `Invalid region "${rawRegion}". Use one of: all, ${EVENT_REGIONS.join(', ')}.`);
    }
    filters.region = region as EventRegion;
  }

  for (const parameter of ['startDate', 'endDate'] as const) {
    const value = single(query, parameter);
    if (!value) continue;
    if (!isCalendarDate(value)) {
      throw new InvalidEventFilterError(parameter, `Invalid ${parameter} "${value}". Use a real date in the form YYYY-MM-DD.`);
    }
    filters[parameter] = value;
  }
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    throw new InvalidEventFilterError(
      'startDate',
      `Invalid startDate "${filters.startDate}": it is after endDate "${filters.endDate}".`,
    );
  }

  const search = single(query, 'search');
  if (search) {
    if (search.length > MAX_SEARCH_LENGTH) {
      throw new InvalidEventFilterError('search', `Invalid search: use at most ${MAX_SEARCH_LENGTH} characters.`);
    }
    filters.search = search;
  }
  return filters;
}

/** The trimmed string value of a parameter, undefined when absent or blank. */
function single(query: Record<string, unknown>, parameter: keyof EventFilters): string | undefined {
  const value = query[parameter];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw new InvalidEventFilterError(parameter, `Invalid ${parameter}: give it once, as text.`);
  }
  return value.trim() || undefined;
}
