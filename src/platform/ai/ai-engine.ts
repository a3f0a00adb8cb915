// The one way into AI generation: picks nothing itself (the provider is injected), validates every
// answer, caches by (task, input hash, provider, model) and says which generator answered.
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
  provider: AiProvider;
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
  private readonly provider: AiProvider;
  private readonly cache: GenerationCachePort;
  private readonly useCache: boolean;
  private readonly onCacheError: NonNullable<AiEngineOptions['onCacheError']>;
  /** Identical concurrent requests share one provider call (a double click must not pay twice). */
  private readonly inFlight = new Map<string, Promise<AiResult<unknown>>>();

  constructor(options: AiEngineOptions) {
    this.provider = options.provider;
    this.cache = options.cache;
    this.useCache = options.provider.name !== 'builtin' || options.cacheBuiltin === true;
    this.onCacheError = options.onCacheError ?? (() => undefined);
  }

  /** The provider and model that answer; for GET /api/settings/status. */
  get generator(): AiGenerator {
    return { provider: this.provider.name, model: this.provider.model };
  }

  /**
   * Runs one task. Resolves to the validated output and the generator that made it.
   * @throws AiInvalidAnswerError when the provider's answer fails the task's validator
   * @throws AiTimeoutError, AiUpstreamError from the provider
   */
  async generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<AiResult<TOutput>> {
    const generator = this.generator;
    const key = generationCacheKey(task.name, input, generator);
    const keyString = generationCacheKeyString(key);
    const running = this.inFlight.get(keyString);
    if (running) return (await running) as AiResult<TOutput>;

    const work = this.run(task, input, key, generator);
    this.inFlight.set(keyString, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(keyString);
    }
  }

  private async run<TInput, TOutput, TAnswer>(
    task: AiTask<TInput, TOutput, TAnswer>,
    input: TInput,
    key: GenerationCacheKey,
    generator: AiGenerator,
  ): Promise<AiResult<TOutput>> {
    if (this.useCache) {
      const hit = await this.readCache(key);
      if (hit !== null) {
        // A stored answer that no longer passes (the schema changed since) counts as a miss.
        const checked = checkAnswer(task, input, hit);
        if (checked.ok) return { output: checked.output, generator, cached: true };
      }
    }

    const answer = await this.provider.generate(task, input);
    const checked = checkAnswer(task, input, answer);
    if (!checked.ok) throw new AiInvalidAnswerError(task.name, checked.problems);

    if (this.useCache) await this.writeCache(key, answer);
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
