import type { EventRegion, EventSector } from '@contracts/events.contract';

export const SECTOR_LABELS: Record<EventSector, string> = {
  tech: 'Tech',
  finance: 'Finance',
  sports: 'Sports',
  healthcare: 'Healthcare',
  lifestyle: 'Lifestyle',
  travel: 'Travel',
  politics: 'Politics',
  environment: 'Environment',
  entertainment: 'Entertainment',
  education: 'Education',
  other: 'Other',
};

export const REGION_LABELS: Record<EventRegion, string> = {
  global: 'Global',
  north_america: 'North America',
  europe: 'Europe',
  asia: 'Asia',
  africa: 'Africa',
  latin_america: 'Latin America',
  oceania: 'Oceania',
  middle_east: 'Middle East',
};
