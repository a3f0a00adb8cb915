import { describe, expect, it } from '@jest/globals';
import { formatExactTime, formatLongDate, formatRelativeTime, isoDateOf } from './format-date';

// Node carries full ICU: what the browser's Intl would write is the reference.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const exactTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' });
const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
// What a server-rendered screen shows until the browser has taken it over (use-clock.ts).
const longDateUtc = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const exactTimeUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' });

/** A seeded generator, so a failure names a value that can be tried again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('format-date', () => {
  const next = random(29);
  const moments = Array.from({ length: 3000 }, () => new Date(Date.UTC(1990, 0, 1) + next() * 60 * 365 * 86400 * 1000));

  it('should write long dates as Intl en-US does', () => {
    for (const moment of moments) {
      expect(formatLongDate(moment.toISOString())).toBe(longDate.format(moment));
    }
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('should write exact times as Intl en-US does, but for its narrow space before AM and PM', () => {
    for (const moment of moments) {
      expect(formatExactTime(moment.toISOString())).toBe(exactTime.format(moment).replace(/\s(AM|PM)$/, ' $1'));
    }
  });

  it('should write dates and times in UTC when asked, whatever the time zone, and calendar dates as that day', () => {
    for (const moment of moments) {
      expect(formatLongDate(moment.toISOString(), true)).toBe(longDateUtc.format(moment));
      expect(formatExactTime(moment.toISOString(), true)).toBe(`${exactTimeUtc.format(moment).replace(/\s(AM|PM)$/, ' $1')} UTC`);
      expect(isoDateOf(moment, true)).toBe(moment.toISOString().slice(0, 10));
    }
    expect(formatLongDate('2026-11-22', true)).toBe('November 22, 2026');
    // A week or more ago: the long date, in UTC too.
    expect(formatRelativeTime('2026-01-01T23:30:00Z', Date.UTC(2026, 5, 1), true)).toBe('January 1, 2026');
  });

  it('should write relative times as Intl en-US with numeric "auto" does, up to a week', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const offsets = [
      0,
      1,
      59,
      60,
      89,
      90,
      3599,
      3600,
      5399,
      86399,
      86400,
      129599,
      129600,
      6 * 86400,
      ...moments.slice(0, 500).map((moment) => Math.round((moment.getTime() % (7 * 86400 * 1000)) / 1000)),
    ];
    for (const offset of offsets) {
      for (const seconds of [offset, -offset]) {
        const abs = Math.abs(seconds);
        const [amount, unit] =
          abs < 60
            ? [seconds, 'second']
            : abs < 3600
              ? [Math.round(seconds / 60), 'minute']
              : abs < 86400
                ? [Math.round(seconds / 3600), 'hour']
                : [Math.round(seconds / 86400), 'day'];
        if (abs >= 7 * 86400) continue;
        expect(formatRelativeTime(new Date(now + seconds * 1000).toISOString(), now)).toBe(
          relativeTime.format(amount, unit as Intl.RelativeTimeFormatUnit),
        );
      }
    }
    expect(formatRelativeTime(new Date(now - 8 * 86400 * 1000).toISOString(), now)).toBe('November 20, 2026');
  });
});
