import { Migration } from '@mikro-orm/migrations';

/** Issue 17, sign-in: accounts, server-side sessions, one-time links and failed logins (src/modules/auth). */
export class Migration20261124100000 extends Migration {
  override name = 'Migration20261124100000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_user" ("id" serial primary key, "email" text not null, "name" text not null, "role" text not null, "password_hash" text null, "oidc_issuer" text null, "oidc_subject" text null, "disabled" boolean not null default false, "created_at" timestamptz not null, "last_sign_in_at" timestamptz null, constraint "app_user_role_check" check ("role" in ('admin', 'member')), constraint "app_user_email_lower_case_check" check ("email" = lower("email")));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
    this.addSql(`alter table "app_user" add constraint "app_user_oidc_issuer_oidc_subject_unique" unique ("oidc_issuer", "oidc_subject");`);

    this.addSql(
      `create table "auth_session" ("id" text primary key, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null);`,
    );
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(
      `alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "one_time_link" ("id" serial primary key, "token_hash" text not null, "purpose" text not null, "user_id" int null, "email" text null, "role" text null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "one_time_link_purpose_check" check ("purpose" in ('setup', 'invite', 'reset')), constraint "one_time_link_role_check" check ("role" is null or "role" in ('admin', 'member')));`,
    );
    this.addSql(`alter table "one_time_link" add constraint "one_time_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "one_time_link" add constraint "one_time_link_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "login_failure" ("id" serial primary key, "account_key" text not null, "client_key" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failure_account_key_created_at_index" on "login_failure" ("account_key", "created_at");`);
    this.addSql(`create index "login_failure_client_key_created_at_index" on "login_failure" ("client_key", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_failure" cascade;`);
    this.addSql(`drop table if exists "one_time_link" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
