import { Migration } from '@mikro-orm/migrations';

/**
 * An alert's try the server stopped before it ended (the stop's wait ran out, the job was handed back)
 * is marked as such when it is cut off, so the history does not show it as still in progress.
 */
export class Migration20261129030000 extends Migration {
  override name = 'Migration20261129030000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alert_attempt" add column "interrupted" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_attempt" drop column "interrupted";`);
  }
}
