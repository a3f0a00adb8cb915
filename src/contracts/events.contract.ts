// Newsjacking calendar.

export const EVENT_SECTORS = [
  'tech',
  'finance',
  'sports',
  'healthcare',
  'lifestyle',
  'travel',
  'politics',
  'environment',
  'entertainment',
  'education',
  'other',
] as const;
export type EventSector = (typeof EVENT_SECTORS)[number];

export const EVENT_REGIONS = ['global', 'north_america', 'europe', 'asia', 'africa', 'latin_america', 'oceania', 'middle_east'] as const;
export type EventRegion = (typeof EVENT_REGIONS)[number];

export type CalendarEvent = {
  id: number;
  title: string;
  description: string;
  sector: EventSector;
  region: EventRegion;
  /** Calendar date, YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
  location: string | null;
  city: string | null;
  country: string | null;
  url: string | null;
  isHighlighted: boolean;
};

export type EventFilters = {
  sector?: EventSector | 'all';
  region?: EventRegion | 'all';
  startDate?: string;
  endDate?: string;
  search?: string;
};
