import type { CalendarEvent } from '../../contracts/events.contract.js';

/**
 * An event the calendar engine produces, before the database gives it an id. `key` is stable
 * and unique per event and year (for example `awareness:earth-day:2027`), so a daily rebuild
 * can upsert by key and never duplicate a row.
 */
export type CalendarEventSeed = Omit<CalendarEvent, 'id'> & { key: string };

/** Lower-case, dash-separated ASCII slug for keys ("St. Patrick’s Day" → "st-patricks-day"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A name reduced to compare moments from different sources: case, accents, punctuation and the
 * Saint/St. spelling are ignored ("Saint Patrick's Day" equals "St. Patrick’s Day").
 */
export function comparableName(name: string): string {
  return slugify(name)
    .replace(/-/g, ' ')
    .replace(/\bsaint\b/g, 'st');
}
