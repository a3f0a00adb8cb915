import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230000 extends Migration {
  override name = 'Migration20261123230000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "website_analysis" add column "brand" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "website_analysis" drop column "brand";`);
  }
}
