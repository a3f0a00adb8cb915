// The one way into AI generation: picks nothing itself (the provider is injected, or read from a
// switch the AI settings swap), validates every answer, caches by (task, input hash, provider, model)
// and says which generator answered.
import { AiInvalidAnswerError } from './ai-errors.js';
import type { AiGenerator, AiProvider } from './ai-provider.js';
import { checkAnswer, type AiTask } from './ai-task.js';
import { generationCacheKey, generationCacheKeyString, type GenerationCacheKey, type GenerationCachePort } from './generation-cache.js';

export type AiResult<TOutput> = {
  output: TOutput;
  generator: AiGenerator;
  /** True when the answer came from the cache and no provider was called. */
  cached: boolean;
};

export type AiEngineOptions = {
  /**
   * The provider, or where to read the current one: each generate() reads it once and uses that one
   * provider for its cache key, its call and the generator it reports, so a swap in between (the AI
   * settings changed) never mixes two.
   */
  provider: AiProvider | (() => AiProvider);
  cache: GenerationCachePort;
  /**
   * Also cache the built-in generator's answers. Off by default: it answers in milliseconds and
   * deterministically, so a database round trip and a stored row per call buy nothing.
   */
  cacheBuiltin?: boolean;
  /** Told when the cache fails; generation goes on without it (the cache saves money, it is not data). */
  onCacheError?: (error: unknown, operation: 'get' | 'set', key: GenerationCacheKey) => void;
};

export class AiEngine {
  private readonly provider: () => AiProvider;
  private readonly cache: GenerationCachePort;
  private readonly cacheBuiltin: boolean;
  private readonly onCacheError: NonNullable<AiEngineOptions['onCacheError']>;
  /** Identical concurrent requests share one provider call (a double click must not pay twice). */
  private readonly inFlight = new Map<string, Promise<AiResult<unknown>>>();

  constructor(options: AiEngineOptions) {
    const { provider } = options;
    this.provider = typeof provider === 'function' ? provider : () => provider;
    this.cache = options.cache;
    this.cacheBuiltin = options.cacheBuiltin === true;
    this.onCacheError = options.onCacheError ?? (() => undefined);
  }

  /** The provider and model that answer now; for GET /api/settings/status. */
  get generator(): AiGenerator {
    const provider = this.provider();
    return { provider: provider.name, model: provider.model };
  }

  /**
   * Runs one task. Resolves to the validated output and the generator that made it.
   * @throws AiInvalidAnswerError when the provider's answer fails the task's validator
   * @throws AiTimeoutError, AiUpstreamError from the provider
   */
  async generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<AiResult<TOutput>> {
    const provider = this.provider();
    const generator: AiGenerator = { provider: provider.name, model: provider.model };
    const key = generationCacheKey(task.name, input, generator);
    const keyString = generationCacheKeyString(key);
    const running = this.inFlight.get(keyString);
    if (running) return (await running) as AiResult<TOutput>;

    const work = this.run(provider, task, input, key, generator);
    this.inFlight.set(keyString, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(keyString);
    }
  }

  private async run<TInput, TOutput, TAnswer>(
    provider: AiProvider,
    task: AiTask<TInput, TOutput, TAnswer>,
    input: TInput,
    key: GenerationCacheKey,
    generator: AiGenerator,
  ): Promise<AiResult<TOutput>> {
    const useCache = provider.name !== 'builtin' || this.cacheBuiltin;
    if (useCache) {
      const hit = await this.readCache(key);
      if (hit !== null) {
        // A stored answer that no longer passes (the schema changed since) counts as a miss.
        const checked = checkAnswer(task, input, hit);
        if (checked.ok) return { output: checked.output, generator, cached: true };
      }
    }

    const answer = await provider.generate(task, input);
    const checked = checkAnswer(task, input, answer);
    if (!checked.ok) throw new AiInvalidAnswerError(task.name, checked.problems);

    if (useCache) await this.writeCache(key, answer);
    return { output: checked.output, generator, cached: false };
  }

  private async readCache(key: GenerationCacheKey): Promise<unknown | null> {
    try {
      return await this.cache.get(key);
    } catch (error) {
      this.onCacheError(error, 'get', key);
      return null;
    }
  }

  private async writeCache(key: GenerationCacheKey, answer: unknown): Promise<void> {
    try {
      await this.cache.set(key, answer);
    } catch (error) {
      this.onCacheError(error, 'set', key);
    }
  }
}
