// SPEC section 9: dates are displayed with long month, day and year, in English.
//
// Written out here rather than with Intl: a page's first Intl formatter starts ICU on the main thread,
// 15 to 40 ms on this machine (and several times that on a phone), inside the first screen's render
// (issue 29). The output is Intl's en-US output, which format-date.spec.ts checks on thousands of values.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar dates (YYYY-MM-DD) are read as that day, without time-zone drift; anything else as a moment. */
function parseDate(value: string): Date {
  return CALENDAR_DATE.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
}

/**
 * A moment's calendar and clock parts in the reader's time zone, or in UTC (`utc`): a server-rendered
 * screen shows UTC until the browser has taken it over (web/src/lib/use-clock.ts).
 */
function partsOf(date: Date, utc: boolean) {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        seconds: date.getSeconds(),
      };
}

function longDateOf(date: Date, utc: boolean): string {
  const { year, month, day } = partsOf(date, utc);
  return `${MONTHS[month]} ${day}, ${year}`;
}

const twoDigits = (part: number) => String(part).padStart(2, '0');

/** A moment's day as YYYY-MM-DD, in the reader's time zone or in UTC. */
export function isoDateOf(date: Date, utc = false): string {
  const { year, month, day } = partsOf(date, utc);
  return `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}

/** "November 22, 2026"; a value that is not a date comes back as it is. A calendar date is that day in any zone. */
export function formatLongDate(value: string, utc = false): string {
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return value;
  // A calendar date was read at local noon: its parts are the reader's, whatever `utc` says.
  return longDateOf(date, utc && !CALENDAR_DATE.test(value));
}

/** "November 22, 2026 at 3:04:05 PM" (local time, or UTC), for the exact moment behind a relative time. */
export function formatExactTime(value: string, utc = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { hours, minutes, seconds } = partsOf(date, utc);
  return `${longDateOf(date, utc)} at ${hours % 12 || 12}:${twoDigits(minutes)}:${twoDigits(seconds)} ${hours < 12 ? 'AM' : 'PM'}${utc ? ' UTC' : ''}`;
}

type Unit = 'second' | 'minute' | 'hour' | 'day';

/** Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }) for these units. */
function relative(amount: number, unit: Unit): string {
  if (amount === 0) return unit === 'second' ? 'now' : unit === 'day' ? 'today' : `this ${unit}`;
  if (unit === 'day' && Math.abs(amount) === 1) return amount < 0 ? 'yesterday' : 'tomorrow';
  const count = Math.abs(amount);
  const phrase = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return amount < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** "3 hours ago", falling back to the long date for anything older than a week. */
export function formatRelativeTime(value: string, now: number = Date.now(), utc = false): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    return value;
  }
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) {
    return relative(seconds, 'second');
  }
  if (abs < 3600) {
    return relative(Math.round(seconds / 60), 'minute');
  }
  if (abs < 86400) {
    return relative(Math.round(seconds / 3600), 'hour');
  }
  if (abs < 7 * 86400) {
    return relative(Math.round(seconds / 86400), 'day');
  }
  return formatLongDate(value, utc);
}
