import { format, isValid, parseISO, sub, type Duration } from 'date-fns';

/**
 * How far ahead each kind of outlet plans its pages (issue 29): a pitch has to land inside that
 * window, so an event's "pitch by" date is its start less the shortest lead, and the window opens at
 * its start less the longest one.
 */
export const OUTLET_TYPES = ['long_lead', 'monthly', 'online', 'news'] as const;
export type OutletType = (typeof OUTLET_TYPES)[number];

type LeadTime = { label: string; rule: string; longest: Duration; shortest: Duration };

export const LEAD_TIMES: Record<OutletType, LeadTime> = {
  long_lead: { label: 'Long-lead print', rule: 'Long-lead print: 3–6 months before', longest: { months: 6 }, shortest: { months: 3 } },
  monthly: { label: 'Monthly magazines', rule: 'Monthly magazines: 6–8 weeks before', longest: { weeks: 8 }, shortest: { weeks: 6 } },
  online: { label: 'Online', rule: 'Online: 1–2 weeks before', longest: { weeks: 2 }, shortest: { weeks: 1 } },
  news: { label: 'News', rule: 'News: same day', longest: {}, shortest: {} },
};

export const DEFAULT_OUTLET_TYPE: OutletType = 'online';

export function isOutletType(value: string | null): value is OutletType {
  return (OUTLET_TYPES as readonly string[]).includes(value ?? '');
}

/** The window to pitch an event in for an outlet type, as calendar dates (YYYY-MM-DD). */
export type PitchWindow = { opens: string; pitchBy: string };

const CALENDAR_DATE = 'yyyy-MM-dd';

/**
 * The pitch window of an event starting on `startDate` (YYYY-MM-DD), or null for a date that is not
 * one. Months are counted as date-fns does: 31 August less 6 months is 28 (or 29) February.
 */
export function pitchWindow(startDate: string, outlet: OutletType): PitchWindow | null {
  const start = parseISO(startDate);
  if (!isValid(start)) return null;
  const lead = LEAD_TIMES[outlet];
  return { opens: format(sub(start, lead.longest), CALENDAR_DATE), pitchBy: format(sub(start, lead.shortest), CALENDAR_DATE) };
}
