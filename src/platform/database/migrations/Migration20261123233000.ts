import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: links from upstreams are kept only when they are http(s) (safeHttpLink). Rows stored
 * before that may hold a `javascript:`, `data:` or relative link, and a re-fetch does not rewrite
 * an unchanged row, so they are cleared here once; the items themselves stay. Nothing to undo.
 */
export class Migration20261123233000 extends Migration {
  override name = 'Migration20261123233000';

  override up(): void | Promise<void> {
    this.addSql(`update "trending_item" set "source_url" = null where "source_url" !~* '^https?://[^/?#[:space:]]';`);
  }

  override down(): void | Promise<void> {
    // Nothing to restore: the cleared links were never safe to show.
  }
}
