import type { CalendarEvent } from '@contracts/events.contract';
import { addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { isValidCalendarDate } from './event-display';

const CALENDAR_DATE = 'yyyy-MM-dd';
const MONTH = 'yyyy-MM';

/**
 * The first day of a YYYY-MM month, at local midnight. Read as an ISO date: date-fns's parse with a
 * pattern brings all its token parsers, a quarter of this screen's code (issue 29).
 */
function firstDayOf(month: string): Date {
  return parseISO(`${month}-01`);
}

/** True for a `YYYY-MM` month. */
export function isCalendarMonth(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isValid(firstDayOf(value));
}

/** The month `YYYY-MM` of a day (a Date, or a YYYY-MM-DD date). */
export function monthOf(day: Date | string): string {
  return typeof day === 'string' ? day.slice(0, 7) : format(day, MONTH);
}

/** The month `delta` months from `month` (both YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  return format(addMonths(firstDayOf(month), delta), MONTH);
}

/**
 * The weeks a month view shows: whole weeks, Sunday first (the product's dates are US English),
 * from the week holding the 1st to the week holding the last day, each day as YYYY-MM-DD.
 */
export function monthWeeks(month: string): string[][] {
  const first = firstDayOf(month);
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(first)), end: endOfWeek(endOfMonth(first)) }).map((day) =>
    format(day, CALENDAR_DATE),
  );
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The event's last day: its end date when that is a valid later day, else its start. */
function lastDayOf(event: CalendarEvent): string {
  return isValidCalendarDate(event.endDate) && event.endDate > event.startDate ? event.endDate : event.startDate;
}

/**
 * The events on each of the given days (YYYY-MM-DD, in order): an event spanning several days is
 * listed on every one of them, in the order the events came.
 */
export function eventsByDay(events: readonly CalendarEvent[], days: readonly string[]): Map<string, CalendarEvent[]> {
  const byDay = new Map(days.map((day) => [day, [] as CalendarEvent[]]));
  const first = days[0];
  const last = days[days.length - 1];
  for (const event of events) {
    if (!isValidCalendarDate(event.startDate)) continue;
    const end = lastDayOf(event);
    if (end < first || event.startDate > last) continue;
    for (const day of days) {
      if (day >= event.startDate && day <= end) byDay.get(day)?.push(event);
    }
  }
  return byDay;
}
