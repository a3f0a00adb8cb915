import { Migration } from '@mikro-orm/migrations';

/** Issue 19: the AI provider chosen in the Settings screen, one row (src/platform/ai/ai-setting.entity.ts). */
export class Migration20261124011316 extends Migration {
  override name = 'Migration20261124011316';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ai_setting" ("id" int not null default 1, "provider" varchar(20) not null, "base_url" text null, "model" varchar(120) not null, "encrypted_api_key" text null, "version" int not null default 1, "updated_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ai_setting" cascade;`);
  }
}
