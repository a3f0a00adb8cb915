import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarEvent as CalendarEventContract, EventFilters, EventRegion, EventSector } from '../../contracts/events.contract.js';
import { boundQuery } from '../../platform/database/bound-query.js';
import type { CalendarEventSeed } from './calendar-event-seed.js';

/** Rows per INSERT statement: 13 array parameters each, far below PostgreSQL's parameter cap. */
const UPSERT_BATCH_SIZE = 1000;

/**
 * Dates leave PostgreSQL as text: node-postgres turns a `date` into a JS Date at local midnight,
 * which shifts the day once serialised as UTC east of Greenwich.
 */
const EVENT_COLUMNS = `id, title, description, sector, region,
  to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
  location, city, country, url, is_highlighted`;

type EventRow = {
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

export type UpsertCounts = { inserted: number; updated: number };

/** Queries of calendar events; filtering and sorting happen in SQL on indexed columns. */
@Injectable()
export class CalendarEventRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts new events and rewrites changed ones, keyed on `key`, in multi-row statements (inside
   * the caller's transaction when there is one). Unchanged rows are not touched (their `updated_at` stays).
   */
  async upsertMany(seeds: readonly CalendarEventSeed[]): Promise<UpsertCounts> {
    const counts: UpsertCounts = { inserted: 0, updated: 0 };
    for (let start = 0; start < seeds.length; start += UPSERT_BATCH_SIZE) {
      const batch = seeds.slice(start, start + UPSERT_BATCH_SIZE);
      const column = <K extends keyof CalendarEventSeed>(key: K) => batch.map((seed) => seed[key]);
      const rows = await boundQuery<{ inserted: boolean }>(
        this.em,
        `insert into calendar_event (key, title, description, sector, region, start_date, end_date, location, city, country,
           url, is_highlighted, updated_at)
         select s.key, s.title, s.description, s.sector, s.region, s.start_date, s.end_date, s.location, s.city, s.country,
           s.url, s.is_highlighted, now()
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::date[], $8::text[],
           $9::text[], $10::text[], $11::text[], $12::boolean[])
           as s(key, title, description, sector, region, start_date, end_date, location, city, country, url, is_highlighted)
         on conflict (key) do update set
           title = excluded.title, description = excluded.description, sector = excluded.sector, region = excluded.region,
           start_date = excluded.start_date, end_date = excluded.end_date, location = excluded.location,
           city = excluded.city, country = excluded.country, url = excluded.url,
           is_highlighted = excluded.is_highlighted, updated_at = excluded.updated_at
         where (calendar_event.title, calendar_event.description, calendar_event.sector, calendar_event.region,
                calendar_event.start_date, calendar_event.end_date, calendar_event.location, calendar_event.city,
                calendar_event.country, calendar_event.url, calendar_event.is_highlighted)
           is distinct from (excluded.title, excluded.description, excluded.sector, excluded.region,
                excluded.start_date, excluded.end_date, excluded.location, excluded.city,
                excluded.country, excluded.url, excluded.is_highlighted)
         returning (xmax = 0) as inserted`,
        [
          column('key'),
          column('title'),
          column('description'),
          column('sector'),
          column('region'),
          column('startDate'),
          column('endDate'),
          column('location'),
          column('city'),
          column('country'),
          column('url'),
          column('isHighlighted'),
        ],
      );
      for (const row of rows) {
        if (row.inserted) counts.inserted += 1;
        else counts.updated += 1;
      }
    }
    return counts;
  }

  /**
   * Deletes events the calendar no longer produces, but only those that ended before `today` and
   * that no campaign idea points at: an upcoming event missing from one run (a feed that was down)
   * stays, and so does the history behind campaigns. Returns how many rows were deleted.
   */
  async deleteEndedExcept(producedKeys: readonly string[], today: string): Promise<number> {
    const rows = await boundQuery<{ id: number }>(
      this.em,
      `delete from calendar_event e
       where coalesce(e.end_date, e.start_date) < $2::date
         and not (e.key = any($1::text[]))
         and not exists (select 1 from campaign_idea c where c.event_id = e.id)
       returning e.id`,
      [producedKeys, today],
    );
    return rows.length;
  }

  /**
   * Events matching the filters, by start date then id. Sector and region ('all' or absent: any)
   * match exactly; an event counts for a date window (inclusive, either bound optional) when it
   * overlaps it; the trimmed search is a literal, case-insensitive substring of title or description.
   * events.e2e-spec checks this query against a plain-JavaScript oracle (test/support/event-filter-oracle.ts).
   */
  async list(filters: EventFilters): Promise<CalendarEventContract[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filters.sector && filters.sector !== 'all') {
      conditions.push(`sector = ${bind(filters.sector)}`);
    }
    if (filters.region && filters.region !== 'all') {
      conditions.push(`region = ${bind(filters.region)}`);
    }
    if (filters.startDate) {
      conditions.push(`coalesce(end_date, start_date) >= ${bind(filters.startDate)}::date`);
    }
    if (filters.endDate) {
      conditions.push(`start_date <= ${bind(filters.endDate)}::date`);
    }
    const search = filters.search?.trim();
    if (search) {
      const pattern = bind(`%${search.replace(/[\\%_]/g, '\\$&')}%`);
      conditions.push(`(title ilike ${pattern} escape '\\' or description ilike ${pattern} escape '\\')`);
    }
    const rows = await boundQuery<EventRow>(
      this.em,
      `select ${EVENT_COLUMNS} from calendar_event
       ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}
       order by start_date, id`,
      params,
    );
    return rows.map(toContract);
  }

  /**
   * Events that have not ended before `today`, per kind: the part of the key before its first colon
   * (`holiday:…`, `awareness:…`, `announced:…`, `ics:…`).
   */
  countUpcomingByKind(today: string): Promise<{ kind: string; count: number }[]> {
    return boundQuery<{ kind: string; count: number }>(
      this.em,
      `select split_part(key, ':', 1) as kind, count(*)::int as count from calendar_event
       where coalesce(end_date, start_date) >= $1::date group by 1`,
      [today],
    );
  }

  /** One event, or null when no row has this id. */
  async findById(id: number): Promise<CalendarEventContract | null> {
    const [row] = await boundQuery<EventRow>(this.em, `select ${EVENT_COLUMNS} from calendar_event where id = $1`, [id]);
    return row ? toContract(row) : null;
  }
}

function toContract(row: EventRow): CalendarEventContract {
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
