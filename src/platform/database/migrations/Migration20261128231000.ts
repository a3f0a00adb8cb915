import { Migration } from '@mikro-orm/migrations';

/**
 * Each user's dashboard fetch configuration (issue 29): the sources chosen and their settings, as the
 * Data Sources form last sent them, restored on every device. Null until the user first fetches.
 */
export class Migration20261128231000 extends Migration {
  override name = 'Migration20261128231000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user_preference" add column "fetch_configuration" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_preference" drop column "fetch_configuration";`);
  }
}
