// The offline provider: answers each task with a deterministic function registered for it. The
// functions themselves are product logic and live with the tasks (src/modules/generation); the engine
// only dispatches to them.
import type { AiProvider } from './ai-provider.js';
import type { AiTask } from './ai-task.js';

/** Answers one task in its wire format, synchronously and deterministically. */
export type BuiltinGenerator = (input: unknown) => unknown;

/** Pairs a task with its generator; the types make the generator answer in the task's wire format. */
export function builtinGenerator<TInput, TOutput, TAnswer>(
  task: AiTask<TInput, TOutput, TAnswer>,
  generate: (input: TInput) => TAnswer,
): [string, BuiltinGenerator] {
  return [task.name, generate as BuiltinGenerator];
}

export class BuiltinProvider implements AiProvider {
  readonly name = 'builtin' as const;

  /**
   * @param model names the generators' knowledge version; part of every cache key
   * @param generators one per task name
   */
  constructor(
    readonly model: string,
    private readonly generators: ReadonlyMap<string, BuiltinGenerator>,
  ) {}

  async generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<unknown> {
    const generate = this.generators.get(task.name);
    if (!generate) throw new Error(`The built-in generator has no generator for task "${task.name}".`);
    return generate(input);
  }
}
