import { Migration } from '@mikro-orm/migrations';

/** Issue 16: the feeds people follow on the News Scraper screen (src/modules/feeds/custom-feed.entity.ts). */
export class Migration20261124014749 extends Migration {
  override name = 'Migration20261124014749';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "custom_feed" ("id" serial primary key, "url" text not null, "title" text not null, "site_url" text null, "paused" boolean not null default false, "created_at" timestamptz not null, "last_fetch_at" timestamptz null, "last_error" text null, "item_count" int null);`,
    );
    this.addSql(`alter table "custom_feed" add constraint "custom_feed_url_unique" unique ("url");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "custom_feed" cascade;`);
  }
}
