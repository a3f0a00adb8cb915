import { Migration } from '@mikro-orm/migrations';

/** Angles keep the story plan their pitch follows (issue 13: angle, pitch and campaign from one plan). */
export class Migration20261123220000 extends Migration {
  override name = 'Migration20261123220000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "pr_angle" add column "plan" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "pr_angle" drop column "plan";`);
  }
}
