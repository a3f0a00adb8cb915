import { Migration } from '@mikro-orm/migrations';

/** Watchlists that ask for "only rising stories" (issue 31); existing ones keep matching every stage. */
export class Migration20261129000220 extends Migration {
  override name = 'Migration20261129000220';

  override up(): void | Promise<void> {
    this.addSql(`alter table "watchlist" add column "only_rising" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "watchlist" drop column "only_rising";`);
  }
}
