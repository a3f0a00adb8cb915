import { Migration } from '@mikro-orm/migrations';

/** Issue 19: when the calendar was last synced and how each EVENTS_ICS_URLS feed did, one row (src/modules/events/calendar-sync-state.entity.ts). */
export class Migration20261124011526 extends Migration {
  override name = 'Migration20261124011526';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "calendar_sync_state" ("id" int not null default 1, "last_sync_at" timestamptz not null, "feeds" jsonb not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_sync_state" cascade;`);
  }
}
