import { Migration } from '@mikro-orm/migrations';

export class Migration20261122072733 extends Migration {
  override name = 'Migration20261122072733';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "calendar_event" ("id" serial primary key, "key" varchar(200) not null, "title" text not null, "description" text not null, "sector" varchar(20) not null, "region" varchar(20) not null, "start_date" date not null, "end_date" date null, "location" text null, "city" varchar(120) null, "country" varchar(120) null, "url" text null, "is_highlighted" boolean not null default false, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "calendar_event" add constraint "calendar_event_key_unique" unique ("key");`);
    this.addSql(`create index "calendar_event_start_date_index" on "calendar_event" ("start_date");`);

    this.addSql(
      `create table "fetch_run" ("id" serial primary key, "configuration" jsonb not null, "trigger" varchar(20) not null, "counts" jsonb not null, "warnings" jsonb not null, "errors" jsonb not null, "timings_ms" jsonb not null, "started_at" timestamptz not null, "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "fetch_run_started_at_index" on "fetch_run" ("started_at");`);

    this.addSql(
      `create table "generation_cache" ("id" serial primary key, "task" varchar(60) not null, "input_hash" varchar(64) not null, "provider" varchar(40) not null, "model" varchar(120) not null, "output" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "generation_cache" add constraint "generation_cache_task_input_hash_provider_model_unique" unique ("task", "input_hash", "provider", "model");`,
    );

    this.addSql(
      `create table "source_credential" ("id" serial primary key, "provider" varchar(40) not null, "app_id" varchar(200) not null, "encrypted_secret" text not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "source_credential" add constraint "source_credential_provider_unique" unique ("provider");`);

    this.addSql(`create table "topic" ("id" serial primary key, "name" varchar(120) not null, "color" varchar(20) not null);`);
    this.addSql(`alter table "topic" add constraint "topic_name_unique" unique ("name");`);

    this.addSql(
      `create table "trending_item" ("id" serial primary key, "topic_id" int null, "source" varchar(20) not null, "external_id" varchar(300) not null, "subreddit" varchar(120) null, "publication" varchar(200) null, "source_url" text null, "title" text not null, "content" text null, "upvotes" int null, "comments" int null, "shares" bigint null, "pr_score" smallint not null default 0, "timestamp" timestamptz not null, "fetched_at" timestamptz not null);`,
    );
    this.addSql(`create index "trending_item_topic_id_index" on "trending_item" ("topic_id");`);
    this.addSql(`create index "trending_item_timestamp_idx" on "trending_item" ("timestamp" desc, "id" desc);`);
    this.addSql(`create index "trending_item_pr_score_idx" on "trending_item" ("pr_score" desc, "id" desc);`);
    this.addSql(`alter table "trending_item" add constraint "trending_item_source_external_id_unique" unique ("source", "external_id");`);

    this.addSql(
      `create table "pr_angle" ("id" serial primary key, "trending_item_id" int not null, "angle" text not null, "headline" text null, "format" varchar(120) null, "generator" varchar(120) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "pr_angle_trending_item_id_index" on "pr_angle" ("trending_item_id");`);

    this.addSql(
      `create table "saved_item" ("id" serial primary key, "user_id" int not null, "trending_item_id" int not null, "pr_angle_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "saved_item_trending_item_id_index" on "saved_item" ("trending_item_id");`);
    this.addSql(`alter table "saved_item" add constraint "saved_item_user_id_pr_angle_id_unique" unique ("user_id", "pr_angle_id");`);

    this.addSql(
      `create table "campaign_idea" ("id" serial primary key, "trending_item_id" int null, "event_id" int null, "title" text not null, "description" text not null, "format" varchar(60) not null, "headlines" jsonb not null, "target_publications" jsonb not null, "generator" varchar(120) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "campaign_idea_trending_item_id_index" on "campaign_idea" ("trending_item_id");`);
    this.addSql(`create index "campaign_idea_event_id_index" on "campaign_idea" ("event_id");`);
    this.addSql(`create index "campaign_idea_created_at_index" on "campaign_idea" ("created_at");`);

    this.addSql(
      `create table "website_analysis" ("id" serial primary key, "url" text not null, "title" text null, "description" text null, "business_type" varchar(120) not null, "target_audience" text not null, "key_messages" jsonb not null, "language" varchar(20) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "website_analysis_created_at_index" on "website_analysis" ("created_at");`);

    this.addSql(
      `alter table "trending_item" add constraint "trending_item_topic_id_foreign" foreign key ("topic_id") references "topic" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "pr_angle" add constraint "pr_angle_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "saved_item" add constraint "saved_item_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_item" add constraint "saved_item_pr_angle_id_foreign" foreign key ("pr_angle_id") references "pr_angle" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "campaign_idea" add constraint "campaign_idea_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "campaign_idea" add constraint "campaign_idea_event_id_foreign" foreign key ("event_id") references "calendar_event" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaign_idea" drop constraint "campaign_idea_event_id_foreign";`);
    this.addSql(`alter table "trending_item" drop constraint "trending_item_topic_id_foreign";`);
    this.addSql(`alter table "pr_angle" drop constraint "pr_angle_trending_item_id_foreign";`);
    this.addSql(`alter table "saved_item" drop constraint "saved_item_trending_item_id_foreign";`);
    this.addSql(`alter table "campaign_idea" drop constraint "campaign_idea_trending_item_id_foreign";`);
    this.addSql(`alter table "saved_item" drop constraint "saved_item_pr_angle_id_foreign";`);

    this.addSql(`drop table if exists "calendar_event" cascade;`);
    this.addSql(`drop table if exists "fetch_run" cascade;`);
    this.addSql(`drop table if exists "generation_cache" cascade;`);
    this.addSql(`drop table if exists "source_credential" cascade;`);
    this.addSql(`drop table if exists "topic" cascade;`);
    this.addSql(`drop table if exists "trending_item" cascade;`);
    this.addSql(`drop table if exists "pr_angle" cascade;`);
    this.addSql(`drop table if exists "saved_item" cascade;`);
    this.addSql(`drop table if exists "campaign_idea" cascade;`);
    this.addSql(`drop table if exists "website_analysis" cascade;`);
  }
}
