import { AiInvalidAnswerError } from './ai-errors.js';
import type { AiProvider } from './ai-provider.js';
import { checkAnswer, type AiTask } from './ai-task.js';

/** Injection token of the {@link AiBuiltin} the product hands the engine. */
export const AI_BUILTIN = Symbol('AI_BUILTIN');

/** One real generation that shows a provider answers (the Settings screen's connection test of the built-in generator). */
export type AiProbe = (provider: AiProvider) => Promise<void>;

/**
 * The offline provider and a probe for it, supplied by the product's generation module: the engine
 * knows no generator and no task of its own.
 */
export type AiBuiltin = { create: () => AiProvider; probe: AiProbe };

/**
 * A probe that runs `task` on `input` and checks the answer as the engine would.
 * @throws AiInvalidAnswerError when the answer fails the task's validator
 */
export function aiTaskProbe<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): AiProbe {
  return async (provider) => {
    const answer = await provider.generate(task, input);
    const checked = checkAnswer(task, input, answer);
    if (!checked.ok) throw new AiInvalidAnswerError(task.name, checked.problems);
  };
}
