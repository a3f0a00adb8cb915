import { Migration } from '@mikro-orm/migrations';

/**
 * Journalists (issue 30): people known from the public bylines of the feeds the team reads, the news
 * items each byline is on, every news item's byline as written (and whether its page was read for one),
 * media lists and the pitches drafted to each journalist.
 */
export class Migration20261129000100 extends Migration {
  override name = 'Migration20261129000100';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "journalist" ("id" serial primary key, "name" varchar(120) not null, "name_key" varchar(120) not null, "outlet" varchar(200) not null, "outlet_key" varchar(200) not null, "title" varchar(200) null, "email" varchar(254) null, "notes" text null, "do_not_contact" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "journalist" add constraint "journalist_name_key_outlet_key_unique" unique ("name_key", "outlet_key");`);

    this.addSql(
      `create table "journalist_pitch" ("id" serial primary key, "journalist_id" int not null, "drafted_at" timestamptz not null);`,
    );
    this.addSql(`create index "journalist_pitch_journalist_id_drafted_at_index" on "journalist_pitch" ("journalist_id", "drafted_at");`);

    this.addSql(
      `create table "media_list" ("id" serial primary key, "name" varchar(100) not null, "client_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "media_list_client_id_index" on "media_list" ("client_id");`);
    this.addSql(`create index "media_list_created_at_index" on "media_list" ("created_at");`);

    this.addSql(
      `create table "media_list_member" ("id" serial primary key, "media_list_id" int not null, "journalist_id" int not null, "note" text null, "added_at" timestamptz not null);`,
    );
    this.addSql(`create index "media_list_member_journalist_id_index" on "media_list_member" ("journalist_id");`);
    this.addSql(
      `alter table "media_list_member" add constraint "media_list_member_media_list_id_journalist_id_unique" unique ("media_list_id", "journalist_id");`,
    );

    this.addSql(
      `create table "journalist_article" ("id" serial primary key, "journalist_id" int not null, "trending_item_id" int not null);`,
    );
    this.addSql(`create index "journalist_article_trending_item_id_index" on "journalist_article" ("trending_item_id");`);
    this.addSql(
      `alter table "journalist_article" add constraint "journalist_article_journalist_id_trending_item_id_unique" unique ("journalist_id", "trending_item_id");`,
    );

    this.addSql(
      `create table "article_byline" ("trending_item_id" int not null, "byline" text null, "origin" varchar(10) null, "page_tried_at" timestamptz null, "recorded_at" timestamptz not null, primary key ("trending_item_id"));`,
    );
    this.addSql(`create index "article_byline_page_tried_at_index" on "article_byline" ("page_tried_at");`);

    this.addSql(
      `alter table "journalist_pitch" add constraint "journalist_pitch_journalist_id_foreign" foreign key ("journalist_id") references "journalist" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "media_list" add constraint "media_list_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "media_list_member" add constraint "media_list_member_media_list_id_foreign" foreign key ("media_list_id") references "media_list" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "media_list_member" add constraint "media_list_member_journalist_id_foreign" foreign key ("journalist_id") references "journalist" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "journalist_article" add constraint "journalist_article_journalist_id_foreign" foreign key ("journalist_id") references "journalist" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "journalist_article" add constraint "journalist_article_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "article_byline" add constraint "article_byline_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "journalist_pitch" drop constraint "journalist_pitch_journalist_id_foreign";`);
    this.addSql(`alter table "media_list_member" drop constraint "media_list_member_journalist_id_foreign";`);
    this.addSql(`alter table "journalist_article" drop constraint "journalist_article_journalist_id_foreign";`);
    this.addSql(`alter table "media_list_member" drop constraint "media_list_member_media_list_id_foreign";`);

    this.addSql(`drop table if exists "journalist" cascade;`);
    this.addSql(`drop table if exists "journalist_pitch" cascade;`);
    this.addSql(`drop table if exists "media_list" cascade;`);
    this.addSql(`drop table if exists "media_list_member" cascade;`);
    this.addSql(`drop table if exists "journalist_article" cascade;`);
    this.addSql(`drop table if exists "article_byline" cascade;`);
  }
}
