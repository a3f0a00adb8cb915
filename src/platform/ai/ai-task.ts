// One generation task: typed input, one zod schema that is both the validator and (through
// z.toJSONSchema) the JSON schema sent to structured-output providers, the prompt for LLM providers,
// and the rules that need the input to check an answer (counts, allowed categories, ...).
import { z } from 'zod';

export type AiPrompt = { system: string; user: string };

export type AiTask<TInput, TOutput, TAnswer = unknown> = {
  /** Stable id: cache key part and structured-output schema name ([a-z0-9-]). */
  readonly name: string;
  /**
   * Validates the provider's raw JSON answer and turns it into the contract shape. Its input side is
   * the wire format: an object root, every field required, null instead of a missing value.
   */
  readonly answerSchema: z.ZodType<TOutput, TAnswer>;
  /** The wire JSON schema, in the subset every structured-output server accepts. */
  readonly jsonSchema: Record<string, unknown>;
  /** The conversation an LLM provider sends. */
  prompt(input: TInput): AiPrompt;
  /** Problems that only the input reveals; empty when the answer fits it. */
  crossCheck(input: TInput, output: TOutput): string[];
};

export type AiTaskDefinition<TInput, TOutput, TAnswer> = {
  name: string;
  answerSchema: z.ZodType<TOutput, TAnswer>;
  prompt(input: TInput): AiPrompt;
  crossCheck?(input: TInput, output: TOutput): string[];
};

export type AnswerCheck<TOutput> = { ok: true; output: TOutput } | { ok: false; problems: string[] };

/** Builds a task and derives its wire JSON schema from the zod schema, so both never drift apart. */
export function defineAiTask<TInput, TOutput, TAnswer>(
  definition: AiTaskDefinition<TInput, TOutput, TAnswer>,
): AiTask<TInput, TOutput, TAnswer> {
  return {
    name: definition.name,
    answerSchema: definition.answerSchema,
    jsonSchema: strictJsonSchema(definition.answerSchema),
    prompt: definition.prompt,
    crossCheck: definition.crossCheck ?? (() => []),
  };
}

/**
 * Checks a raw answer against the task's schema, then against the input. Every provider's answer and
 * every cached answer goes through here before anyone sees it.
 */
export function checkAnswer<TInput, TOutput, TAnswer>(
  task: AiTask<TInput, TOutput, TAnswer>,
  input: TInput,
  answer: unknown,
): AnswerCheck<TOutput> {
  const parsed = task.answerSchema.safeParse(answer);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map(describeIssue) };
  }
  const problems = task.crossCheck(input, parsed.data);
  return problems.length === 0 ? { ok: true, output: parsed.data } : { ok: false, problems };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.');
  return `${path}: ${issue.message}`;
}

// Length, count and range limits are enforced by the validator and stated in the prompt, but left out
// of the wire schema: strict mode on OpenAI and several compatible servers rejects or ignores them.
const VALIDATOR_ONLY_KEYWORDS = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
]);

/**
 * The wire JSON schema of a zod answer schema, in the strictest common subset of structured outputs:
 * every object closed (additionalProperties false) with every property required.
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const raw = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as Record<string, unknown>;
  return tighten(raw, '(root)') as Record<string, unknown>;
}

function tighten(node: unknown, path: string): unknown {
  if (Array.isArray(node)) return node.map((child, index) => tighten(child, `${path}[${index}]`));
  if (node === null || typeof node !== 'object') return node;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALIDATOR_ONLY_KEYWORDS.has(key)) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      result[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, tighten(child, `${path}.${name}`)]));
    } else {
      result[key] = tighten(value, path);
    }
  }
  if (result.type === 'object') {
    const properties = Object.keys((result.properties as Record<string, unknown> | undefined) ?? {});
    const required = new Set((result.required as string[] | undefined) ?? []);
    const optional = properties.filter((name) => !required.has(name));
    if (optional.length > 0) {
      throw new Error(`AI answer schema at ${path}: ${optional.join(', ')} must be required (use nullable, not optional)`);
    }
    result.additionalProperties = false;
  }
  return result;
}
