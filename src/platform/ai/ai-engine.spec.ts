import { z } from 'zod';
import { AiEngine } from './ai-engine.js';
import { AiInvalidAnswerError } from './ai-errors.js';
import type { AiProvider, AiProviderName } from './ai-provider.js';
import { defineAiTask, type AiTask } from './ai-task.js';
import { BuiltinProvider, builtinGenerator } from './builtin-provider.js';
import { InMemoryGenerationCache, type GenerationCachePort } from './generation-cache.js';

/** A provider that answers from a script and counts its calls. */
class ScriptedProvider implements AiProvider {
  readonly model = 'scripted-model';
  calls = 0;

  constructor(
    private readonly answer: (input: unknown) => unknown,
    readonly name: AiProviderName = 'openai',
    private readonly delayMs = 0,
  ) {}

  async generate<TInput, TOutput, TAnswer>(_task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<unknown> {
    this.calls += 1;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return this.answer(input);
  }
}

const shoutTask = defineAiTask({
  name: 'shout',
  answerSchema: z.strictObject({ text: z.string().min(1) }).transform((answer) => answer.text),
  prompt: (input: { text: string }) => ({ system: 'Shout.', user: input.text }),
});

const shout = (input: unknown) => ({ text: (input as { text: string }).text.toUpperCase() });

describe(AiEngine.name, () => {
  describe('generate', () => {
    it('should answer with the validated output and the generator that made it', async () => {
      const engine = new AiEngine({ provider: new ScriptedProvider(shout), cache: new InMemoryGenerationCache() });
      await expect(engine.generate(shoutTask, { text: 'hello' })).resolves.toEqual({
        output: 'HELLO',
        generator: { provider: 'openai', model: 'scripted-model' },
        cached: false,
      });
    });

    describe('when the same task and input come again', () => {
      it('should answer from the cache without calling the provider', async () => {
        const provider = new ScriptedProvider(shout);
        const engine = new AiEngine({ provider, cache: new InMemoryGenerationCache() });
        await engine.generate(shoutTask, { text: 'hello' });
        const second = await engine.generate(shoutTask, { text: 'hello' });
        expect(second).toMatchObject({ output: 'HELLO', cached: true });
        expect(provider.calls).toBe(1);
      });
    });

    describe('when the same request is made twice at once', () => {
      it('should call the provider once', async () => {
        const provider = new ScriptedProvider(shout, 'openai', 20);
        const engine = new AiEngine({ provider, cache: new InMemoryGenerationCache() });
        const [first, second] = await Promise.all([engine.generate(shoutTask, { text: 'a' }), engine.generate(shoutTask, { text: 'a' })]);
        expect(first.output).toBe('A');
        expect(second.output).toBe('A');
        expect(provider.calls).toBe(1);
      });
    });

    describe('when the provider answers something the validator rejects', () => {
      it('should throw AiInvalidAnswerError with the 502 message and cache nothing', async () => {
        const cache = new InMemoryGenerationCache();
        const engine = new AiEngine({ provider: new ScriptedProvider(() => ({ text: '' })), cache });
        const error = await engine.generate(shoutTask, { text: 'x' }).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AiInvalidAnswerError);
        expect(error).toMatchObject({ statusCode: 502, message: "The AI provider's answer was invalid. Please try again." });
        expect(cache.size).toBe(0);
      });
    });

    describe('when a cached answer no longer passes the validator', () => {
      it('should ask the provider again', async () => {
        const cache: GenerationCachePort = { get: async () => ({ text: '' }), set: async () => undefined };
        const provider = new ScriptedProvider(shout);
        const engine = new AiEngine({ provider, cache });
        await expect(engine.generate(shoutTask, { text: 'x' })).resolves.toMatchObject({ output: 'X', cached: false });
        expect(provider.calls).toBe(1);
      });
    });

    describe('when the cache fails', () => {
      it('should still answer and report the failure', async () => {
        const failures: string[] = [];
        const broken: GenerationCachePort = {
          get: async () => Promise.reject(new Error('database down')),
          set: async () => Promise.reject(new Error('database down')),
        };
        const engine = new AiEngine({
          provider: new ScriptedProvider(shout),
          cache: broken,
          onCacheError: (_error, operation) => failures.push(operation),
        });
        await expect(engine.generate(shoutTask, { text: 'x' })).resolves.toMatchObject({ output: 'X' });
        expect(failures).toEqual(['get', 'set']);
      });
    });

    describe('when the provider is the built-in generator', () => {
      const input = { text: 'hello' };
      const builtin = () => new BuiltinProvider('builtin-test', new Map([builtinGenerator(shoutTask, shout)]));

      it('should not store its answers unless asked to', async () => {
        const cache = new InMemoryGenerationCache();
        const engine = new AiEngine({ provider: builtin(), cache });
        const result = await engine.generate(shoutTask, input);
        expect(result.generator).toEqual({ provider: 'builtin', model: 'builtin-test' });
        expect(cache.size).toBe(0);
      });

      it('should store them with cacheBuiltin', async () => {
        const cache = new InMemoryGenerationCache();
        const engine = new AiEngine({ provider: builtin(), cache, cacheBuiltin: true });
        await engine.generate(shoutTask, input);
        await expect(engine.generate(shoutTask, input)).resolves.toMatchObject({ cached: true });
        expect(cache.size).toBe(1);
      });
    });
  });

  describe('when the provider is read from a switch', () => {
    it('should answer with the provider in force at each call, caching each one apart', async () => {
      const first = new ScriptedProvider(shout);
      const second = new ScriptedProvider((input) => ({ text: `${(input as { text: string }).text.toUpperCase()}!` }), 'openai');
      Object.defineProperty(second, 'model', { value: 'second-model' });
      let current: AiProvider = first;
      const engine = new AiEngine({ provider: () => current, cache: new InMemoryGenerationCache() });

      await expect(engine.generate(shoutTask, { text: 'hi' })).resolves.toMatchObject({ output: 'HI', cached: false });
      current = second;
      expect(engine.generator).toEqual({ provider: 'openai', model: 'second-model' });
      await expect(engine.generate(shoutTask, { text: 'hi' })).resolves.toEqual({
        output: 'HI!',
        generator: { provider: 'openai', model: 'second-model' },
        cached: false,
      });
      current = first;
      await expect(engine.generate(shoutTask, { text: 'hi' })).resolves.toMatchObject({ output: 'HI', cached: true });
      expect([first.calls, second.calls]).toEqual([1, 1]);
    });

    it('should finish a call on the provider it started with when the switch changes meanwhile', async () => {
      const slow = new ScriptedProvider(shout, 'openai', 30);
      let current: AiProvider = slow;
      const engine = new AiEngine({ provider: () => current, cache: new InMemoryGenerationCache() });

      const running = engine.generate(shoutTask, { text: 'late' });
      current = new BuiltinProvider('builtin-test', new Map([builtinGenerator(shoutTask, () => ({ text: 'other' }))]));

      await expect(running).resolves.toMatchObject({ output: 'LATE', generator: { provider: 'openai', model: 'scripted-model' } });
    });
  });
});
