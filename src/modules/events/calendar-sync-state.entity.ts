import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The id of the one row of calendar_sync_state. */
export const CALENDAR_SYNC_STATE_ROW_ID = 1;

/** What the last sync learned of one EVENTS_ICS_URLS feed. */
export type StoredFeedState = {
  state: 'ok' | 'failed';
  /** Events the feed gave at its last successful sync (kept when a later one fails). */
  events: number;
  /** The last failure in words; null when the last sync read the feed. */
  lastError: string | null;
  /** ISO 8601. */
  checkedAt: string;
};

/**
 * How the calendar sync went, for the Settings screen: one row shared by every instance, written by
 * the instance that ran the sync (under its advisory lock).
 */
@Entity({ tableName: 'calendar_sync_state' })
export class CalendarSyncState {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = CALENDAR_SYNC_STATE_ROW_ID;

  @Property({ type: 'datetime' })
  lastSyncAt!: Date;

  /** By feed URL (as configured; the Settings screen shows it without its query string). */
  @Property({ type: 'json' })
  feeds: Record<string, StoredFeedState> = {};
}
