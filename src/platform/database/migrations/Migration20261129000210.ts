import { Migration } from '@mikro-orm/migrations';

/** The automatic refresh chosen in Settings (issue 31): one row, no row meaning off. */
export class Migration20261129000210 extends Migration {
  override name = 'Migration20261129000210';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "refresh_setting" ("id" int not null default 1, "interval_minutes" smallint not null default 0, "updated_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refresh_setting" cascade;`);
  }
}
