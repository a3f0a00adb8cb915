import { createHash } from 'node:crypto';

import ical, { type VEvent } from 'node-ical';

import type { EventRegion, EventSector } from '../../../contracts/events.contract.js';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import { addDays, addMonths, calendarDateInZone, isCalendarDate, localCalendarDate } from '../calendar-date.js';
import type { CalendarEventSeed } from '../calendar-event-seed.js';

export type IcsParseOptions = {
  /** First day (YYYY-MM-DD) for which recurring events are expanded; default today in UTC. */
  from?: string;
  /** Last day (YYYY-MM-DD, inclusive) for recurring events; default `from` plus 24 months. */
  to?: string;
  /** Sector for the feed's events; default 'other'. */
  sector?: EventSector;
  /** Region for the feed's events; default 'global'. */
  region?: EventRegion;
};

// Feeds are third-party text: bound what reaches the database and the UI.
const MAX_TITLE = 255;
const MAX_DESCRIPTION = 4000;
const MAX_LOCATION = 255;
/** A weekly series fills a year; more repeats (a daily stand-up) are noise on a PR calendar. */
const MAX_OCCURRENCES_PER_SERIES = 60;
const MAX_EVENTS_PER_FEED = 2000;
// Sub-daily rules are never calendar moments, and expanding them is costly.
const SUB_DAILY = new Set(['HOURLY', 'MINUTELY', 'SECONDLY']);

/**
 * Parses iCalendar text (already fetched by the caller) into calendar seeds with node-ical.
 * - All-day events (`DTSTART;VALUE=DATE`) keep their calendar date in every server time zone;
 *   their exclusive DTEND becomes an inclusive `endDate` (null for a single day).
 * - Timed events take the date on which they start in their own time zone; floating times
 *   (no zone) keep the date as written.
 * - Recurring events are expanded between `from` and `to` (at most 60 occurrences per series;
 *   hourly or finer rules are skipped); cancelled events are skipped; at most 2000 events.
 * - Keys are `ics:<source hash>:<uid hash>` (plus `:<start date>` for each recurrence), so the
 *   same feed item keeps its key across daily refreshes.
 * - `url` is kept only when it is an http(s) URL, since the UI opens it in a new tab.
 * Throws an Error naming `source` when the text is not an iCalendar feed.
 */
export function parseIcsEvents(icsText: string, source: string, options: IcsParseOptions = {}): CalendarEventSeed[] {
  if (!/BEGIN:VCALENDAR/i.test(icsText)) {
    throw new Error(`The calendar feed ${source} is not an iCalendar (ICS) document.`);
  }
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(icsText);
  } catch (cause) {
    throw new Error(`The calendar feed ${source} could not be parsed: ${(cause as Error).message}`, { cause });
  }

  const from = options.from ?? new Date().toISOString().slice(0, 10);
  const to = options.to ?? addMonths(from, 24);
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new Error(`Invalid ICS expansion window ${from}..${to}`);
  const sourceHash = shortHash(source);

  const seeds: CalendarEventSeed[] = [];
  for (const component of Object.values(parsed)) {
    if (seeds.length >= MAX_EVENTS_PER_FEED) break;
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.status === 'CANCELLED' || !event.start) continue;
    const uidHash = shortHash(event.uid ?? `${text(event.summary)}|${event.start.toISOString()}`);

    if (event.rrule) {
      if (SUB_DAILY.has(String(event.rrule.options.freq).toUpperCase())) continue;
      let instances: ReturnType<typeof ical.expandRecurringEvent>;
      try {
        // A day of margin each side: all-day instances sit at local midnight, which is the
        // previous UTC day east of Greenwich. The exact window is applied to calendar dates below.
        instances = ical.expandRecurringEvent(event, {
          from: new Date(`${addDays(from, -1)}T00:00:00Z`),
          to: new Date(`${addDays(to, 2)}T00:00:00Z`),
        });
      } catch {
        // The recurrence library gives up on pathological rules; one bad series must not
        // lose the rest of the feed.
        continue;
      }
      let occurrences = 0;
      for (const instance of instances) {
        if (occurrences >= MAX_OCCURRENCES_PER_SERIES) break;
        if (instance.event.status === 'CANCELLED') continue;
        const seed = toSeed(instance.event, instance.start, instance.end, instance.isFullDay, source, options);
        if (seed && seed.startDate >= from && seed.startDate <= to) {
          seeds.push({ ...seed, key: `ics:${sourceHash}:${uidHash}:${seed.startDate}` });
          occurrences += 1;
        }
      }
    } else {
      const allDay = event.datetype === 'date' || event.start.dateOnly === true;
      const seed = toSeed(event, event.start, event.end, allDay, source, options);
      if (seed) seeds.push({ ...seed, key: `ics:${sourceHash}:${uidHash}` });
    }
  }
  return seeds.slice(0, MAX_EVENTS_PER_FEED);
}

function toSeed(
  event: Omit<VEvent, 'recurrences'>,
  start: Date & { tz?: string },
  end: (Date & { tz?: string }) | undefined,
  allDay: boolean,
  source: string,
  options: IcsParseOptions,
): Omit<CalendarEventSeed, 'key'> | null {
  const title = text(event.summary).slice(0, MAX_TITLE);
  if (!title) return null;
  const startDate = dayOf(start, allDay);
  let endDate: string | null = null;
  if (end && end.getTime() > start.getTime()) {
    // DTEND is exclusive: an all-day event ending "20270215" ends on the 14th; a timed event
    // ending at midnight ends on the day before.
    endDate = allDay ? addDays(dayOf(end, true), -1) : dayOf(Object.assign(new Date(end.getTime() - 1), { tz: end.tz }), false);
  }
  const description = text(event.description).slice(0, MAX_DESCRIPTION) || `Imported from the calendar feed ${source}.`;
  return {
    title,
    description,
    sector: options.sector ?? 'other',
    region: options.region ?? 'global',
    startDate,
    endDate: endDate && endDate > startDate ? endDate : null,
    location: text(event.location).slice(0, MAX_LOCATION) || null,
    city: null,
    country: null,
    url: safeHttpLink(text(event.url)),
    isHighlighted: false,
  };
}

/**
 * Calendar day of a parsed date. node-ical builds all-day and floating times at local midnight
 * of the server, so the local clock gives back the written date; zoned times use their zone.
 */
function dayOf(date: Date & { tz?: string }, allDay: boolean): string {
  if (allDay || !date.tz) return localCalendarDate(date);
  try {
    return calendarDateInZone(date, date.tz);
  } catch {
    // A zone name Intl does not know (rare, e.g. a custom VTIMEZONE id): UTC is the safe guess.
    return calendarDateInZone(date, 'UTC');
  }
}

/** node-ical gives a plain string, or `{ params, val }` when the property has parameters. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && 'val' in value) return text((value as { val: unknown }).val);
  return '';
}

function shortHash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}
