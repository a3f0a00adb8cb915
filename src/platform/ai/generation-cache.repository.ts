import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../database/bound-query.js';
import type { GenerationCacheKey, GenerationCachePort } from './generation-cache.js';

/**
 * The AI answer cache in PostgreSQL (table generation_cache), shared by every instance. It runs bound
 * SQL on the caller's EntityManager (the request's, or a job's own context); no generation runs
 * inside a transaction, which an AI call of up to AI_TIMEOUT_MS would hold open.
 */
export class GenerationCacheRepository implements GenerationCachePort {
  constructor(private readonly em: EntityManager) {}

  async get(key: GenerationCacheKey): Promise<unknown | null> {
    const rows = await boundQuery<{ output: unknown }>(
      this.em,
      'select output from generation_cache where task = $1 and input_hash = $2 and provider = $3 and model = $4',
      [key.task, key.inputHash, key.provider, key.model],
    );
    return rows[0]?.output ?? null;
  }

  async set(key: GenerationCacheKey, answer: unknown): Promise<void> {
    await boundQuery(
      this.em,
      `insert into generation_cache (task, input_hash, provider, model, output, created_at) values ($1, $2, $3, $4, $5::jsonb, now())
       on conflict (task, input_hash, provider, model) do nothing`,
      [key.task, key.inputHash, key.provider, key.model, JSON.stringify(answer)],
    );
  }
}
