import { formatLongDate } from '@/lib/format-date';
import { onFirstUse } from '@/lib/on-first-use';

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'always' }));
const HOUR_MS = 60 * 60 * 1000;

/**
 * When a one-time link stops working: "in 7 days, on December 1, 2026", "in 24 hours, on …". Days from
 * two days up, hours below; rounded, since the link was made a moment before this reads the clock.
 */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) {
    return expiresAt;
  }
  const hours = Math.max(0, Math.round((time - now) / HOUR_MS));
  const inWords = hours >= 48 ? relative().format(Math.round(hours / 24), 'day') : relative().format(hours, 'hour');
  return `${inWords}, on ${formatLongDate(expiresAt)}`;
}
