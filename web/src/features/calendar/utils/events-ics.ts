import type { CalendarEvent } from '@contracts/events.contract';
import { addDays, format, parseISO } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { formatLongDate } from '@/lib/format-date';
import { formatEventLocation, isValidCalendarDate } from './event-display';
import { LEAD_TIMES, type OutletType, pitchWindow } from './pitch-lead-time';

function dateArray(calendarDate: string): DateArray {
  const [year, month, day] = calendarDate.split('-').map(Number);
  return [year, month, day];
}

/** The day after the event's last day: an all-day VEVENT's DTEND is exclusive (RFC 5545). */
function exclusiveEnd(event: CalendarEvent): DateArray {
  const lastDay = isValidCalendarDate(event.endDate) && event.endDate > event.startDate ? event.endDate : event.startDate;
  return dateArray(format(addDays(parseISO(lastDay), 1), 'yyyy-MM-dd'));
}

function description(event: CalendarEvent, outlet: OutletType): string {
  const dates = pitchWindow(event.startDate, outlet);
  const lead = LEAD_TIMES[outlet];
  const pitch = dates
    ? `Pitch by ${formatLongDate(dates.pitchBy)} (${lead.rule}; window opens ${formatLongDate(dates.opens)}).`
    : `${lead.rule}.`;
  return `${pitch}\n\n${event.description}`;
}

/**
 * The events as an iCalendar file (issue 29): each an all-day event over its days, its pitch-by date
 * for the chosen outlet type first in the description. Built with `ics`, which folds long lines and
 * escapes commas, semicolons and line breaks as RFC 5545 asks.
 */
export function eventsToIcs(events: readonly CalendarEvent[], outlet: OutletType): string {
  const attributes = events
    .filter((event) => isValidCalendarDate(event.startDate))
    .map((event): EventAttributes => ({
      uid: `trendjack-event-${event.id}`,
      title: event.title,
      description: description(event, outlet),
      start: dateArray(event.startDate),
      end: exclusiveEnd(event),
      location: formatEventLocation(event) ?? undefined,
      url: event.url ?? undefined,
      categories: [event.sector],
      transp: 'TRANSPARENT',
    }));
  const { error, value } = createEvents(attributes, { productId: 'trendjack/newsjacking-calendar', calName: 'Newsjacking Calendar' });
  if (error || value === null) throw error ?? new Error('The calendar file could not be built.');
  return value;
}
