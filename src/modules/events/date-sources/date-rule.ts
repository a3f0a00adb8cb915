import Holidays from 'date-holidays';

/**
 * A yearly date rule in the grammar of the `date-holidays` package, whose parser already knows
 * Easter, nth and relative weekdays, equinoxes and the Hijri, Hebrew and Chinese calendars.
 * Examples (see docs/specification.md of commenthol/date-holidays):
 * - `02-14` fixed date; `02-29 in leap years`; `May` (the 1st of May);
 * - `2nd sunday in May`; `monday before June` (last Monday of May);
 * - `friday after 4th thursday in November` (the day after US Thanksgiving);
 * - `monday after 01-01` (Monday of the first full week of January; "after" includes the day);
 * - `easter -47`; `friday before march equinox`; `chinese 01-0-01`; `1 Ramadan`; `25 Kislev`;
 * - `10-03 if wednesday,thursday,friday,saturday then next sunday`; `01-13 on friday`.
 * One shorthand is added here: `last <weekday> in <Month>`, which the package lacks.
 */
export type DateRule = string;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const LAST_WEEKDAY = /^last (monday|tuesday|wednesday|thursday|friday|saturday|sunday) in ([a-z]+)$/i;

type CompiledRule = { holidays: Holidays; byYear: Map<number, string[]> };

// A rule's dates never change, and the calendar is rebuilt daily: compile each rule once and
// keep its yearly results.
const compiled = new Map<DateRule, CompiledRule>();

/**
 * The start dates (`YYYY-MM-DD`, ascending) a rule yields in a calendar year: usually one,
 * none for rules such as `02-29 in leap years` in 2027, two for a Hijri date that falls twice in
 * one Gregorian year. Throws when the grammar cannot parse the rule.
 */
export function evaluateDateRule(rule: DateRule, year: number): string[] {
  const entry = compile(rule);
  let dates = entry.byYear.get(year);
  if (!dates) {
    // `date` is the calendar day as written by the rule ("2027-03-09 00:00:00 -0600" for a Hijri
    // day that begins at the previous sunset); reading it avoids any time-zone conversion.
    dates = [...new Set(entry.holidays.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)))].sort();
    entry.byYear.set(year, dates);
  }
  return dates;
}

/** Throws unless the rule parses; used to check tables when they load. */
export function assertDateRule(rule: DateRule): void {
  compile(rule);
}

function compile(rule: DateRule): CompiledRule {
  const existing = compiled.get(rule);
  if (existing) return existing;
  // No country, no time zone: the parser then reports plain local calendar days.
  const holidays = new Holidays({ types: ['observance'] });
  if (!holidays.setHoliday(toPackageGrammar(rule), { name: rule, type: 'observance' })) {
    throw new Error(`Unsupported date rule: "${rule}"`);
  }
  const entry = { holidays, byYear: new Map<number, string[]>() };
  compiled.set(rule, entry);
  return entry;
}

function toPackageGrammar(rule: DateRule): string {
  const last = LAST_WEEKDAY.exec(rule.trim());
  if (!last) return rule;
  const weekday = last[1].toLowerCase();
  const month = MONTHS.indexOf(last[2].toLowerCase());
  if (month < 0) return rule;
  // "before <next month>" excludes the 1st, so it is the month's last such weekday; December has
  // no next month in the same year, and its last seven days always start on the 25th.
  if (month === 11) return `${weekday} after 12-25`;
  const nextMonth = MONTHS[month + 1];
  return `${weekday} before ${nextMonth[0].toUpperCase()}${nextMonth.slice(1)}`;
}
