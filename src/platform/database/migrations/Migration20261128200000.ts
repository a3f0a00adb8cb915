import { Migration } from '@mikro-orm/migrations';

/**
 * Alert attempts are stored before the alert goes out (issue 28): `finished_at` stays null while a try
 * is in flight, so one a crash cut short is recognisable. Earlier attempts were stored when they ended. A started try has not gone through (`ok` false).
 */
export class Migration20261128200000 extends Migration {
  override name = 'Migration20261128200000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alert_attempt" add column "finished_at" timestamptz null;`);
    this.addSql(`update "alert_attempt" set "finished_at" = "at";`);
    this.addSql(`alter table "alert_attempt" alter column "ok" set default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert_attempt" alter column "ok" drop default;`);
    this.addSql(`delete from "alert_attempt" where "finished_at" is null;`);
    this.addSql(`alter table "alert_attempt" drop column "finished_at";`);
  }
}
