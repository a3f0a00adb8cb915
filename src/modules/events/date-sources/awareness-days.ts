import { addDays, endOfMonth } from '../calendar-date.js';
import type { CalendarEventSeed } from '../calendar-event-seed.js';
import { evaluateDateRule } from './date-rule.js';
import { AWARENESS_DAYS, type AwarenessDay, type EventSpan } from './awareness-days.table.js';

/** One dated occurrence of a curated entry, with the names other sources may use for it. */
export type AwarenessOccurrence = { seed: CalendarEventSeed; names: readonly string[] };

/**
 * Every occurrence of the curated awareness days whose rule yields a start date in `year`.
 * Keys are `awareness:<key>:<year>`; when an entry occurs more than once in the year (Friday the
 * 13th, a Hijri date falling twice) each occurrence is keyed by its start date instead.
 */
export function awarenessOccurrences(year: number, table: readonly AwarenessDay[] = AWARENESS_DAYS): AwarenessOccurrence[] {
  return table.flatMap((entry) => {
    const rules = typeof entry.rule === 'string' ? [entry.rule] : entry.rule;
    const starts = [...new Set(rules.flatMap((rule) => evaluateDateRule(rule, year)))].sort();
    return starts.map((startDate) => ({
      seed: {
        key: `awareness:${entry.key}:${starts.length === 1 ? year : startDate}`,
        title: entry.title,
        description: entry.description,
        sector: entry.sector,
        region: entry.region,
        startDate,
        endDate: spanEnd(startDate, entry.span),
        location: entry.location,
        city: entry.city ?? null,
        country: entry.country ?? null,
        url: entry.url,
        isHighlighted: entry.isHighlighted ?? false,
      },
      names: [entry.title, ...(entry.aliases ?? [])],
    }));
  });
}

/** Inclusive end date of an occurrence, or null when it lasts a single day. */
export function spanEnd(startDate: string, span: EventSpan | undefined): string | null {
  let end: string | null = null;
  if (span === 'whole-month') end = endOfMonth(startDate);
  else if (span && 'days' in span) end = addDays(startDate, span.days - 1);
  else if (span && 'until' in span) end = firstOnOrAfter(span.until, startDate);
  return end !== null && end > startDate ? end : null;
}

// The end rule may land in the next calendar year (a span that crosses New Year).
function firstOnOrAfter(rule: string, date: string): string | null {
  const year = Number(date.slice(0, 4));
  const candidates = [...evaluateDateRule(rule, year), ...evaluateDateRule(rule, year + 1)];
  return candidates.find((candidate) => candidate >= date) ?? null;
}
