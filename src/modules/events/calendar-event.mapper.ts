import type { CalendarEvent as CalendarEventContract, EventRegion, EventSector } from '../../contracts/events.contract.js';

/** A calendar_event row as the repository selects it (dates as YYYY-MM-DD text). */
export type CalendarEventRow = {
  id: number;
  title: string;
  description: string;
  sector: EventSector;
  region: EventRegion;
  start_date: string;
  end_date: string | null;
  location: string | null;
  city: string | null;
  country: string | null;
  url: string | null;
  is_highlighted: boolean;
};

/** The one mapping of a stored event to the API's CalendarEvent. */
export function toCalendarEventContract(row: CalendarEventRow): CalendarEventContract {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sector: row.sector,
    region: row.region,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    city: row.city,
    country: row.country,
    url: row.url,
    isHighlighted: row.is_highlighted,
  };
}
