import { Migration } from '@mikro-orm/migrations';

/**
 * A website analysis keeps the page's readable text and its sections (headings with the line under
 * each), so campaign ideas are written from what the page says, as it said it when analysed.
 * Existing rows get none (the ideas' prompt says so); analysing the site again fills them.
 */
export class Migration20261128160000 extends Migration {
  override name = 'Migration20261128160000';

  override up(): void | Promise<void> {
    // The default fills existing rows; new rows always get their sections from the entity.
    this.addSql(`alter table "website_analysis" add column "main_text" text null, add column "sections" jsonb not null default '[]';`);
    this.addSql(`alter table "website_analysis" alter column "sections" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "website_analysis" drop column "main_text", drop column "sections";`);
  }
}
