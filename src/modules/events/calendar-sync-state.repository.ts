import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';
import { CALENDAR_SYNC_STATE_ROW_ID, type StoredFeedState } from './calendar-sync-state.entity.js';

export type CalendarSyncStateRow = { lastSyncAt: Date; feeds: Record<string, StoredFeedState> };

/** The one row of calendar_sync_state, on the caller's EntityManager (the sync's transaction when it writes). */
@Injectable()
export class CalendarSyncStateRepository {
  constructor(private readonly em: EntityManager) {}

  async find(): Promise<CalendarSyncStateRow | null> {
    const [row] = await boundQuery<CalendarSyncStateRow>(
      this.em,
      'select last_sync_at as "lastSyncAt", feeds from calendar_sync_state where id = $1',
      [CALENDAR_SYNC_STATE_ROW_ID],
    );
    // The driver hands timestamps over as text.
    return row ? { lastSyncAt: new Date(row.lastSyncAt), feeds: row.feeds } : null;
  }

  async save(state: CalendarSyncStateRow): Promise<void> {
    await boundQuery(
      this.em,
      `insert into calendar_sync_state (id, last_sync_at, feeds) values ($1, $2, $3::jsonb)
       on conflict (id) do update set last_sync_at = excluded.last_sync_at, feeds = excluded.feeds`,
      [CALENDAR_SYNC_STATE_ROW_ID, state.lastSyncAt, JSON.stringify(state.feeds)],
    );
  }
}
