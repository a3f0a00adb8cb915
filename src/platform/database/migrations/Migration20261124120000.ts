import { Migration } from '@mikro-orm/migrations';

/** Issue 18: watchlists, their matches, alerts and each delivery attempt (src/modules/watchlists). */
export class Migration20261124120000 extends Migration {
  override name = 'Migration20261124120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "watchlist" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "keywords" jsonb not null, "sources" jsonb not null, "min_pr_score" smallint not null default 60, "emails" jsonb not null, "webhook_urls" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "watchlist_user_id_created_at_index" on "watchlist" ("user_id", "created_at");`);

    this.addSql(
      `create table "alert" ("id" serial primary key, "watchlist_id" int not null, "trending_item_id" int null, "kind" varchar(10) not null, "channel" varchar(10) not null, "recipient" text not null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "alert_trending_item_id_index" on "alert" ("trending_item_id");`);
    this.addSql(
      `create unique index "alert_match_once_idx" on "alert" ("watchlist_id", "trending_item_id", "channel", "recipient") where "kind" = 'match';`,
    );
    this.addSql(`create index "alert_watchlist_id_created_at_index" on "alert" ("watchlist_id", "created_at");`);

    this.addSql(
      `create table "alert_attempt" ("id" serial primary key, "alert_id" int not null, "at" timestamptz not null, "ok" boolean not null, "error" text null);`,
    );
    this.addSql(`create index "alert_attempt_alert_id_index" on "alert_attempt" ("alert_id");`);

    this.addSql(
      `create table "watchlist_match" ("id" serial primary key, "watchlist_id" int not null, "trending_item_id" int not null, "matched_keywords" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "watchlist_match_trending_item_id_index" on "watchlist_match" ("trending_item_id");`);
    this.addSql(`create index "watchlist_match_watchlist_id_created_at_index" on "watchlist_match" ("watchlist_id", "created_at");`);
    this.addSql(
      `alter table "watchlist_match" add constraint "watchlist_match_watchlist_id_trending_item_id_unique" unique ("watchlist_id", "trending_item_id");`,
    );

    this.addSql(
      `alter table "alert" add constraint "alert_watchlist_id_foreign" foreign key ("watchlist_id") references "watchlist" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "alert" add constraint "alert_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "alert_attempt" add constraint "alert_attempt_alert_id_foreign" foreign key ("alert_id") references "alert" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "watchlist_match" add constraint "watchlist_match_watchlist_id_foreign" foreign key ("watchlist_id") references "watchlist" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "watchlist_match" add constraint "watchlist_match_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alert" drop constraint "alert_watchlist_id_foreign";`);
    this.addSql(`alter table "watchlist_match" drop constraint "watchlist_match_watchlist_id_foreign";`);
    this.addSql(`alter table "alert_attempt" drop constraint "alert_attempt_alert_id_foreign";`);

    this.addSql(`drop table if exists "watchlist" cascade;`);
    this.addSql(`drop table if exists "alert" cascade;`);
    this.addSql(`drop table if exists "alert_attempt" cascade;`);
    this.addSql(`drop table if exists "watchlist_match" cascade;`);
  }
}
