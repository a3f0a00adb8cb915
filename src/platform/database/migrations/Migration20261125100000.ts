import { Migration } from '@mikro-orm/migrations';

/**
 * One-time links keep no copy of the invited address and role: an invitation's account holds both (and
 * is created before its link), so a link other than setup always names its account.
 */
export class Migration20261125100000 extends Migration {
  override name = 'Migration20261125100000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "one_time_link" drop constraint if exists "one_time_link_role_check";`);
    this.addSql(`alter table "one_time_link" drop column "email", drop column "role";`);
    // None should exist (an account's links go with it); such a link could not be used anyway.
    this.addSql(`delete from "one_time_link" where "purpose" <> 'setup' and "user_id" is null;`);
    this.addSql(
      `alter table "one_time_link" add constraint "one_time_link_user_check" check ("purpose" = 'setup' or "user_id" is not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "one_time_link" drop constraint if exists "one_time_link_user_check";`);
    this.addSql(`alter table "one_time_link" add column "email" text null, add column "role" text null;`);
    this.addSql(
      `update "one_time_link" set "email" = "app_user"."email", "role" = "app_user"."role" from "app_user" where "one_time_link"."purpose" = 'invite' and "app_user"."id" = "one_time_link"."user_id";`,
    );
    this.addSql(
      `alter table "one_time_link" add constraint "one_time_link_role_check" check ("role" is null or "role" in ('admin', 'member'));`,
    );
  }
}
