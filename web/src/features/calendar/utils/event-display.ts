import type { CalendarEvent } from '@contracts/events.contract';
import { formatLongDate } from '@/lib/format-date';

/** True for a `YYYY-MM-DD` string naming a real day (so not 2027-02-30). */
export function isValidCalendarDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "April 22, 2027", or "June 11, 2026 – July 19, 2026" when the end date is a valid later day. */
export function formatEventDates(event: Pick<CalendarEvent, 'startDate' | 'endDate'>): string {
  const start = formatLongDate(event.startDate);
  return isValidCalendarDate(event.endDate) && event.endDate !== event.startDate ? `${start} – ${formatLongDate(event.endDate)}` : start;
}

/** The location followed by the city and country when present, without repeating a part. */
export function formatEventLocation(event: Pick<CalendarEvent, 'location' | 'city' | 'country'>): string | null {
  const parts: string[] = [];
  for (const part of [event.location, event.city, event.country]) {
    const text = part?.trim();
    if (text && !parts.some((existing) => existing.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
