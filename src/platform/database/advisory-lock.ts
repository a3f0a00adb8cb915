import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from './bound-query.js';

/**
 * Takes a PostgreSQL advisory lock for the rest of `em`'s transaction, or answers false at once when
 * another session (another instance) holds it. Scheduled work uses it so one instance works at a time.
 */
export async function tryAdvisoryXactLock(em: EntityManager, key: number): Promise<boolean> {
  const [lock] = await boundQuery<{ locked: boolean }>(em, 'select pg_try_advisory_xact_lock($1) as locked', [key]);
  return lock?.locked === true;
}

/**
 * Takes a PostgreSQL advisory lock for the rest of `em`'s transaction, waiting while another session
 * holds it: a check-then-insert that must not run twice at once across instances.
 */
export async function advisoryXactLock(em: EntityManager, key: number): Promise<void> {
  await boundQuery(em, 'select pg_advisory_xact_lock($1)', [key]);
}

/**
 * advisoryXactLock on a name rather than a number (PostgreSQL hashes it to a 64-bit key): one lock
 * per account or per address. A rare shared hash only makes two names wait for each other.
 */
export async function advisoryXactLockOnName(em: EntityManager, name: string): Promise<void> {
  await boundQuery(em, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
}
