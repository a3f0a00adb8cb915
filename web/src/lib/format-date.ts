// SPEC section 9: dates are displayed with long month, day and year.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "November 22, 2026". Calendar dates (YYYY-MM-DD) are read as that day, without time-zone drift. */
export function formatLongDate(value: string): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = calendarDate ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** "3 hours ago", falling back to the long date for anything older than a week. */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    return value;
  }
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) {
    return relative.format(seconds, 'second');
  }
  if (abs < 3600) {
    return relative.format(Math.round(seconds / 60), 'minute');
  }
  if (abs < 86400) {
    return relative.format(Math.round(seconds / 3600), 'hour');
  }
  if (abs < 7 * 86400) {
    return relative.format(Math.round(seconds / 86400), 'day');
  }
  return formatLongDate(value);
}
