import type { MikroORM } from '@mikro-orm/postgresql';
import { boundQuery } from '../../src/platform/database/bound-query.js';

/** Rows per table, so a test can assert that a refused request changed nothing. */
export async function rowCounts(orm: MikroORM, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await boundQuery<{ n: number }>(orm.em.fork(), `select count(*)::int as n from ${table}`, []);
    counts[table] = row!.n;
  }
  return counts;
}
