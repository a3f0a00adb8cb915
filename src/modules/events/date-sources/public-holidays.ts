import Holidays from 'date-holidays';

import type { EventRegion, EventSector } from '../../../contracts/events.contract.js';
import { addDays } from '../calendar-date.js';
import { comparableName, slugify, type CalendarEventSeed } from '../calendar-event-seed.js';
import {
  HIGHLIGHTED_HOLIDAYS,
  HOLIDAY_COUNTRIES,
  HOLIDAY_SECTORS,
  NOTABLE_OBSERVANCES,
  type HolidayCountry,
} from './holiday-countries.table.js';

export type HolidayType = 'public' | 'observance';

/** A holiday as one region's event, with what other sources need to recognise it. */
export type HolidayOccurrence = { seed: CalendarEventSeed; name: string; type: HolidayType };

/** A holiday in one country, as a span of calendar days. */
type CountryHoliday = { name: string; type: HolidayType; startDate: string; endDate: string };

const DAY_MS = 86_400_000;
const notableObservances = new Set(NOTABLE_OBSERVANCES);
const highlighted = new Set(HIGHLIGHTED_HOLIDAYS);

// The package's data is static for a given year: compute each country-year once per process.
const perCountryYear = new Map<string, CountryHoliday[]>();
const calendars = new Map<string, Holidays>();

/**
 * Public holidays (and notable observances) of `year` for every region in HOLIDAY_COUNTRIES.
 * The same holiday on the same date in several countries of a region becomes one event that
 * lists them; substitute days off are left out. Keys are `holiday:<region>:<name>:<year>`, or
 * `...:<start date>` when one region has the same name on different dates that year (Orthodox
 * Christmas in Egypt, Eid al-Adha a day apart in Saudi Arabia and the Emirates).
 */
export function publicHolidayOccurrences(year: number, countries: readonly HolidayCountry[] = HOLIDAY_COUNTRIES): HolidayOccurrence[] {
  const regions = [...new Set(countries.map((country) => country.region))];
  return regions.flatMap((region) =>
    regionOccurrences(
      region,
      year,
      countries.filter((country) => country.region === region),
    ),
  );
}

type RegionGroup = {
  name: string;
  startDate: string;
  endDate: string;
  publicIn: string[];
  observedIn: string[];
};

function regionOccurrences(region: EventRegion, year: number, countries: readonly HolidayCountry[]): HolidayOccurrence[] {
  const groups = new Map<string, RegionGroup>();
  for (const country of countries) {
    for (const holiday of countryHolidays(country.code, year)) {
      const id = `${comparableName(holiday.name)}|${holiday.startDate}`;
      const group = groups.get(id) ?? {
        name: holiday.name,
        startDate: holiday.startDate,
        endDate: holiday.endDate,
        publicIn: [],
        observedIn: [],
      };
      if (holiday.endDate > group.endDate) group.endDate = holiday.endDate;
      (holiday.type === 'public' ? group.publicIn : group.observedIn).push(country.name);
      groups.set(id, group);
    }
  }

  const slugCounts = new Map<string, number>();
  for (const group of groups.values()) {
    const slug = slugify(group.name);
    slugCounts.set(slug, (slugCounts.get(slug) ?? 0) + 1);
  }

  const ordered = [...groups.values()].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return ordered.map((group) => {
    const slug = slugify(group.name);
    const countriesIn = [...group.publicIn, ...group.observedIn];
    const single = countriesIn.length === 1;
    const comparable = comparableName(group.name);
    return {
      name: group.name,
      type: group.publicIn.length > 0 ? 'public' : 'observance',
      seed: {
        key: `holiday:${region}:${slug}:${(slugCounts.get(slug) ?? 0) > 1 ? group.startDate : year}`,
        title: countriesIn.length < 3 ? `${group.name} in ${listInProse(countriesIn)}` : group.name,
        description: describe(group),
        sector: sectorOf(comparable),
        region,
        startDate: group.startDate,
        endDate: group.endDate > group.startDate ? group.endDate : null,
        location: single ? 'Nationwide' : listInProse(countriesIn),
        city: null,
        country: single ? countriesIn[0] : null,
        url: null,
        isHighlighted: highlighted.has(comparable),
      },
    };
  });
}

function describe(group: RegionGroup): string {
  const parts: string[] = [];
  if (group.publicIn.length > 0) {
    parts.push(
      `Public holiday in ${listInProse(group.publicIn)}: offices, schools and many shops close, so audiences turn to family time, travel and seasonal spending.`,
    );
  }
  if (group.observedIn.length > 0) {
    parts.push(
      `${group.publicIn.length > 0 ? 'Also widely' : 'Widely'} observed in ${listInProse(group.observedIn)}${group.publicIn.length > 0 ? '' : ', though not a day off'}.`,
    );
  }
  parts.push('A familiar peg for timely data, tips, local angles and seasonal campaigns.');
  return parts.join(' ');
}

/** "A", "A and B", "A, B and C". */
function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function sectorOf(comparable: string): EventSector {
  return HOLIDAY_SECTORS.find(({ pattern }) => pattern.test(comparable))?.sector ?? 'other';
}

/** One country's holidays in a year, consecutive days of one holiday merged into a span. */
function countryHolidays(code: string, year: number): CountryHoliday[] {
  const cacheKey = `${code}:${year}`;
  const cached = perCountryYear.get(cacheKey);
  if (cached) return cached;

  const days: CountryHoliday[] = [];
  for (const holiday of calendarOf(code).getHolidays(year, 'en')) {
    const type = typeOf(holiday.type, holiday.name);
    if (!type) continue;
    // Substitute days off repeat a holiday that already has its card; ZA names them "Public Holiday".
    if (holiday.substitute || holiday.name === 'Public Holiday') continue;
    // `date` is the local calendar day the rule names; the duration comes from the instants
    // (a Hijri day starts at 18:00 the evening before, Halloween at 18:00: both count as one day).
    const startDate = holiday.date.slice(0, 10);
    const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    days.push({ name: holiday.name, type, startDate, endDate: addDays(startDate, length - 1) });
  }

  days.sort((a, b) => a.startDate.localeCompare(b.startDate));
  const merged: CountryHoliday[] = [];
  for (const day of days) {
    const previous = merged.findLast((candidate) => comparableName(candidate.name) === comparableName(day.name));
    if (previous && day.startDate <= addDays(previous.endDate, 1)) {
      if (day.endDate > previous.endDate) previous.endDate = day.endDate;
      if (day.type === 'public') previous.type = 'public';
    } else {
      merged.push({ ...day });
    }
  }
  perCountryYear.set(cacheKey, merged);
  return merged;
}

/** Public holidays are kept; observances only when notable; bank, school and optional days never. */
function typeOf(type: string, name: string): HolidayType | null {
  if (type === 'public') return 'public';
  if (type === 'observance' && notableObservances.has(comparableName(name))) return 'observance';
  return null;
}

function calendarOf(code: string): Holidays {
  let calendar = calendars.get(code);
  if (!calendar) {
    calendar = new Holidays(code, { languages: 'en', types: ['public', 'observance'] });
    calendars.set(code, calendar);
  }
  return calendar;
}
