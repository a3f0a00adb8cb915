import { Migration } from '@mikro-orm/migrations';

/**
 * Story timelines (issue 31): one snapshot per story per fetch (at most one per 10 minutes), kept 30
 * days. Every stored item gets one snapshot from its current row, so the stories already listed start
 * as "new" rather than without a stage.
 */
export class Migration20261129000200 extends Migration {
  override name = 'Migration20261129000200';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "trending_snapshot" ("id" bigserial primary key, "trending_item_id" int not null, "at" timestamptz not null, "rank" smallint null, "upvotes" int null, "comments" int null, "shares" bigint null, "pr_score" smallint not null default 0);`,
    );
    this.addSql(`create index "trending_snapshot_trending_item_id_at_index" on "trending_snapshot" ("trending_item_id", "at");`);
    this.addSql(`create index "trending_snapshot_at_index" on "trending_snapshot" ("at");`);
    this.addSql(
      `alter table "trending_snapshot" add constraint "trending_snapshot_trending_item_id_foreign" foreign key ("trending_item_id") references "trending_item" ("id") on delete cascade;`,
    );
    this.addSql(
      `insert into "trending_snapshot" ("trending_item_id", "at", "upvotes", "comments", "shares", "pr_score")
       select "id", "fetched_at", "upvotes", "comments", "shares", "pr_score" from "trending_item";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "trending_snapshot" cascade;`);
  }
}
