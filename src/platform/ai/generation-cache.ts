// The cache port of the AI engine. The database adapter (GenerationCache entity) implements it; the key
// is structured so the adapter can store task, input hash, provider and model as indexed columns.
import { createHash } from 'node:crypto';
import type { AiProviderName } from './ai-provider.js';

export type GenerationCacheKey = {
  task: string;
  /** sha256 (hex) of the canonical JSON of the task input. */
  inputHash: string;
  provider: AiProviderName;
  model: string;
};

export interface GenerationCachePort {
  /** The stored raw answer, or null when there is none. */
  get(key: GenerationCacheKey): Promise<unknown | null>;
  set(key: GenerationCacheKey, answer: unknown): Promise<void>;
}

/** Builds the cache key of one generation. */
export function generationCacheKey(
  task: string,
  input: unknown,
  generator: { provider: AiProviderName; model: string },
): GenerationCacheKey {
  return { task, inputHash: sha256Hex(canonicalJson(input)), provider: generator.provider, model: generator.model };
}

/** One string per key, for maps and logs. */
export function generationCacheKeyString(key: GenerationCacheKey): string {
  return `${key.task}|${key.provider}|${key.model}|${key.inputHash}`;
}

/**
 * JSON with object keys sorted at every depth, so inputs that differ only in key order hash the same.
 * Like JSON.stringify, it drops undefined properties.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortKeys(item)));
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const child = (value as Record<string, unknown>)[key];
    if (child !== undefined) sorted[key] = sortKeys(child);
  }
  return sorted;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A process-local cache: for tests and for running without a database. */
export class InMemoryGenerationCache implements GenerationCachePort {
  private readonly entries = new Map<string, unknown>();

  get size(): number {
    return this.entries.size;
  }

  async get(key: GenerationCacheKey): Promise<unknown | null> {
    return this.entries.get(generationCacheKeyString(key)) ?? null;
  }

  async set(key: GenerationCacheKey, answer: unknown): Promise<void> {
    this.entries.set(generationCacheKeyString(key), answer);
  }
}
