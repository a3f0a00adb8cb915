import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 26: the AI settings keep the Settings preset they were typed for and Azure's api-version (null for
 * rows saved before: read as "openai" without a base URL, else "custom"); the first-run checklist's dismissal.
 */
export class Migration20261128154316 extends Migration {
  override name = 'Migration20261128154316';

  override up(): void | Promise<void> {
    this.addSql(`create table "onboarding_state" ("id" int not null default 1, "dismissed_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`alter table "ai_setting" add "preset" varchar(20) null, add "api_version" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "onboarding_state" cascade;`);

    this.addSql(`alter table "ai_setting" drop column "preset", drop column "api_version";`);
  }
}
