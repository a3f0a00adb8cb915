import { EVENT_REGIONS, EVENT_SECTORS, type EventRegion, type EventSector } from '@contracts/events.contract';
import { isValidCalendarDate } from './event-display';
import { type EventFilterValues } from './event-filter-values';
import { isCalendarMonth } from './month-grid';
import { DEFAULT_OUTLET_TYPE, isOutletType, type OutletType } from './pitch-lead-time';

export const CALENDAR_VIEWS = ['list', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * Everything the calendar screen is set to, kept in its URL (issue 29) so a view can be bookmarked
 * and shared: `?view=month&month=2027-04&outlet=monthly&sector=tech&region=europe&startDate=…&endDate=…&search=…`.
 */
export type CalendarParams = EventFilterValues & {
  search: string;
  view: CalendarView;
  /** The month the month view shows (YYYY-MM); null: the current month. */
  month: string | null;
  outlet: OutletType;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The screen's settings from its URL; a value that is not one of the allowed ones reads as unset. */
export function parseCalendarParams(params: URLSearchParams): CalendarParams {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const month = params.get('month');
  const outlet = params.get('outlet');
  return {
    sector: oneOf<EventSector | 'all'>(EVENT_SECTORS, params.get('sector'), 'all'),
    region: oneOf<EventRegion | 'all'>(EVENT_REGIONS, params.get('region'), 'all'),
    startDate: isValidCalendarDate(startDate) ? startDate : '',
    endDate: isValidCalendarDate(endDate) ? endDate : '',
    search: params.get('search') ?? '',
    view: oneOf(CALENDAR_VIEWS, params.get('view'), 'list'),
    month: isCalendarMonth(month) ? month : null,
    outlet: isOutletType(outlet) ? outlet : DEFAULT_OUTLET_TYPE,
  };
}

const DEFAULTS: Record<keyof CalendarParams, string | null> = {
  sector: 'all',
  region: 'all',
  startDate: '',
  endDate: '',
  search: '',
  view: 'list',
  month: null,
  outlet: DEFAULT_OUTLET_TYPE,
};

/** The URL with some settings changed; a setting back at its default leaves the URL. */
export function withCalendarParams(params: URLSearchParams, changes: Partial<CalendarParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes) as [keyof CalendarParams, string | null][]) {
    if (value === null || value === DEFAULTS[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
