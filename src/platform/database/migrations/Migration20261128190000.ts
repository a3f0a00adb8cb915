import { Migration } from '@mikro-orm/migrations';

/**
 * Clients (issue 27): the team's client profiles, each user's chosen client, and the client an angle
 * or a campaign idea was written for (kept for no client when the client is deleted).
 */
export class Migration20261128190000 extends Migration {
  override name = 'Migration20261128190000';

  override up(): void | Promise<void> {
    this.addSql(`create table "client" (
      "id" serial primary key,
      "name" varchar(100) not null,
      "name_key" varchar(100) not null,
      "website" text null,
      "sector" varchar(100) not null,
      "description" text not null,
      "markets" jsonb not null,
      "languages" jsonb not null,
      "spokespeople" jsonb not null,
      "assets" jsonb not null,
      "messages" jsonb not null,
      "avoid_topics" jsonb not null,
      "competitors" jsonb not null,
      "tone" varchar(200) not null,
      "boilerplate" text not null,
      "contact" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(`alter table "client" add constraint "client_name_key_unique" unique ("name_key");`);

    this.addSql(`create table "user_preference" (
      "user_id" int primary key,
      "client_id" int null,
      "updated_at" timestamptz not null
    );`);
    this.addSql(
      `alter table "user_preference" add constraint "user_preference_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete set null;`,
    );

    this.addSql(`alter table "pr_angle" add column "client_id" int null;`);
    this.addSql(
      `alter table "pr_angle" add constraint "pr_angle_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete set null;`,
    );
    this.addSql(`create index "pr_angle_client_id_index" on "pr_angle" ("client_id");`);
    this.addSql(`alter table "campaign_idea" add column "client_id" int null;`);
    this.addSql(
      `alter table "campaign_idea" add constraint "campaign_idea_client_id_foreign" foreign key ("client_id") references "client" ("id") on delete set null;`,
    );
    this.addSql(`create index "campaign_idea_client_id_index" on "campaign_idea" ("client_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaign_idea" drop column "client_id";`);
    this.addSql(`alter table "pr_angle" drop column "client_id";`);
    this.addSql(`drop table "user_preference";`);
    this.addSql(`drop table "client";`);
  }
}
