import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';

/**
 * Runs SQL with real bind parameters ($1, $2, …) on the entity manager's connection, inside its
 * transaction when it has one. MikroORM's `execute` formats values into the SQL text instead; bulk
 * statements with arrays of user-supplied text go through here so the driver does the binding.
 */
export async function boundQuery<Row>(em: EntityManager, sql: string, parameters: readonly unknown[]): Promise<Row[]> {
  const executor = (em.getTransactionContext<Transaction<unknown>>() ?? em.getConnection().getClient<unknown>()) as Kysely<unknown>;
  const result = await executor.executeQuery<Row>(CompiledQuery.raw(sql, [...parameters]));
  return result.rows;
}
