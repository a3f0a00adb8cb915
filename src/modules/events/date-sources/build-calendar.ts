import { addMonths, dateParts } from '../calendar-date.js';
import { comparableName, type CalendarEventSeed } from '../calendar-event-seed.js';
import { ANNOUNCED_EVENTS } from './announced-events.table.js';
import { awarenessOccurrences } from './awareness-days.js';
import { publicHolidayOccurrences } from './public-holidays.js';

export type BuildCalendarOptions = {
  /** Events parsed from EVENTS_ICS_URLS feeds (see `parseIcsEvents`). */
  icsEvents?: readonly CalendarEventSeed[];
};

/**
 * The newsjacking calendar for the 12 months from `today` (YYYY-MM-DD): announced events,
 * curated awareness days, public holidays of the spec's regions and the given ICS events.
 *
 * - Window: an event is included when it overlaps [today, today + 12 months), so a month-long
 *   observance already under way (Movember on November 22) is still listed; the end is
 *   exclusive (2026-11-22 → up to 2027-11-21).
 * - Keys are unique; when two sources describe the same moment, the first source in the order
 *   announced, curated, holidays, ICS wins. A holiday or ICS event is the same moment as an
 *   earlier event when it starts on the same day with the same comparable name (title or
 *   curated alias) in the same region, or when it is an observance matching a global curated
 *   entry (a country's "Valentine's Day" observance under the global Valentine's Day). Public
 *   holidays are kept even then, since they tell which countries have a day off.
 * - Sorted by start date, then key.
 * Deterministic for a given `today` and input; throws when `today` is not a calendar date.
 */
export function buildCalendar(today: string, options: BuildCalendarOptions = {}): CalendarEventSeed[] {
  const { year } = dateParts(today);
  const windowEnd = addMonths(today, 12);
  const overlapsWindow = (seed: CalendarEventSeed) => (seed.endDate ?? seed.startDate) >= today && seed.startDate < windowEnd;
  // Last year's rules can still reach into the window (a span across New Year); next year's
  // fill the rest of it. Holidays last a few days at most, so last year's only matter in early
  // January; skipping them otherwise saves a third of the start-up cost.
  const years = [year - 1, year, year + 1];
  const holidayYears = today <= `${year}-01-14` ? years : [year, year + 1];

  const claimed = new Set<string>();
  const claim = (region: string, date: string, name: string) => claimed.add(`${region}|${date}|${comparableName(name)}`);
  const isClaimed = (region: string, date: string, name: string) => claimed.has(`${region}|${date}|${comparableName(name)}`);

  const byKey = new Map<string, CalendarEventSeed>();
  const add = (seed: CalendarEventSeed) => {
    if (overlapsWindow(seed) && !byKey.has(seed.key)) byKey.set(seed.key, seed);
  };

  for (const event of ANNOUNCED_EVENTS) {
    const seed: CalendarEventSeed = {
      key: `announced:${event.key}:${event.startDate.slice(0, 4)}`,
      title: event.title,
      description: event.description,
      sector: event.sector,
      region: event.region,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location,
      city: event.city,
      country: event.country,
      url: event.url,
      isHighlighted: event.isHighlighted,
    };
    claim(seed.region, seed.startDate, seed.title);
    add(seed);
  }

  for (const { seed, names } of years.flatMap((y) => awarenessOccurrences(y))) {
    for (const name of names) {
      claim(seed.region, seed.startDate, name);
      if (seed.region === 'global') claim('*', seed.startDate, name);
    }
    add(seed);
  }

  for (const { seed, name, type } of holidayYears.flatMap((y) => publicHolidayOccurrences(y))) {
    if (isClaimed(seed.region, seed.startDate, name)) continue;
    if (type === 'observance' && isClaimed('*', seed.startDate, name)) continue;
    claim(seed.region, seed.startDate, name);
    add(seed);
  }

  for (const seed of options.icsEvents ?? []) {
    if (isClaimed(seed.region, seed.startDate, seed.title) || isClaimed('*', seed.startDate, seed.title)) continue;
    add(seed);
  }

  return [...byKey.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
