import type { AiTask } from './ai-task.js';

export const AI_PROVIDER_NAMES = ['builtin', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];

/** Which generator made an answer; stored beside every generated thing. */
export type AiGenerator = { provider: AiProviderName; model: string };

/**
 * A source of answers for AI tasks. `generate` resolves to the raw JSON answer in the task's wire format;
 * it is typed `unknown` on purpose: the engine trusts no provider and validates every answer itself.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly model: string;
  generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<unknown>;
}
