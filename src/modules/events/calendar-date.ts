// Calendar dates as plain `YYYY-MM-DD` strings. All arithmetic runs on UTC midnights, so the
// server's time zone can never shift a date by a day; string order equals date order.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when `value` is a `YYYY-MM-DD` string naming a real day (so no 2027-02-29). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Formats a year, month (1-12) and day as `YYYY-MM-DD`. */
export function calendarDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Year, month (1-12) and day of a `YYYY-MM-DD` string; throws on anything else. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  if (!isCalendarDate(date)) throw new Error(`Not a calendar date (YYYY-MM-DD): "${date}"`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Number of days in a month (1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = dateParts(date);
  return fromUtc(new Date(Date.UTC(year, month - 1, day) + days * DAY_MS));
}

/**
 * The same day `months` months later; a day the target month lacks is clamped to its last day
 * (2028-02-29 plus 12 months is 2029-02-28).
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return calendarDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The last day of the month `date` falls in. */
export function endOfMonth(date: string): string {
  const { year, month } = dateParts(date);
  return calendarDate(year, month, daysInMonth(year, month));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The calendar date an instant falls on in a given IANA time zone. */
export function calendarDateInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return calendarDate(part('year'), part('month'), part('day'));
}

/** The calendar date of a `Date` read with the process's local clock (for floating times). */
export function localCalendarDate(instant: Date): string {
  return calendarDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

function fromUtc(instant: Date): string {
  return calendarDate(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}
