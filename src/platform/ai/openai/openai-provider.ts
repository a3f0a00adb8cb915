// Any OpenAI-compatible chat-completions server (OpenAI, Azure OpenAI v1, Ollama, vLLM, llama.cpp) through
// the official SDK: strict JSON-schema structured outputs, one deadline per call, the SDK's bounded
// retries on 408/409/429/5xx (they honour Retry-After and retry-after-ms), a per-instance concurrency
// limit, and one repair round for an answer that fails validation. It never falls back to another provider.
import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiError, AiInvalidAnswerError, AiTimeoutError, AiUpstreamError } from '../ai-errors.js';
import type { AiProvider } from '../ai-provider.js';
import { checkAnswer, type AiTask } from '../ai-task.js';
import { ConcurrencyLimit } from './concurrency-limit.js';

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Unset: OpenAI's API. */
  baseUrl?: string;
  model: string;
  /** The most one generate() call may take: queueing, SDK retries and the repair round included. */
  timeoutMs: number;
  maxConcurrency: number;
  /** SDK retries per request on 408/409/429/5xx and connection errors; the SDK's default is 2. */
  maxRetries?: number;
};

type Reply = { content: string | null; refusal: string | null; finishReason: string | null };
type Reading = { ok: true; answer: unknown } | { ok: false; problems: string[] };

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly limit: ConcurrencyLimit;

  constructor(options: OpenAiProviderOptions) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    this.limit = new ConcurrencyLimit(options.maxConcurrency);
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  /**
   * Asks the model for the task's JSON; an answer that is not JSON or fails the task's validator is sent
   * back once with the problems, then rejected.
   * @throws AiInvalidAnswerError, AiTimeoutError, AiUpstreamError
   */
  async generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<unknown> {
    const startedAt = performance.now();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.limit.run(async () => {
        const prompt = task.prompt(input);
        const messages: ChatCompletionMessageParam[] = [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ];
        let problems: string[] = [];
        for (let round = 0; round < 2; round += 1) {
          const reply = await this.complete(task, messages, deadline, startedAt);
          const reading = read(task, input, reply);
          if (reading.ok) return reading.answer;
          problems = reading.problems;
          messages.push(
            { role: 'assistant', content: reply.content ?? reply.refusal ?? '' },
            { role: 'user', content: repairRequest(problems) },
          );
        }
        throw new AiInvalidAnswerError(task.name, problems);
      }, deadline);
    } catch (error) {
      throw this.translate(error, task.name, deadline);
    }
  }

  private async complete(
    task: AiTask<unknown, unknown, unknown>,
    messages: ChatCompletionMessageParam[],
    deadline: AbortSignal,
    startedAt: number,
  ): Promise<Reply> {
    const remaining = Math.max(1, Math.round(this.timeoutMs - (performance.now() - startedAt)));
    const completion = await this.client.chat.completions.create(
      {
        model: this.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: task.name, strict: true, schema: task.jsonSchema },
        },
      },
      { signal: deadline, timeout: remaining },
    );
    const choice = completion.choices[0];
    return {
      content: choice?.message.content ?? null,
      refusal: choice?.message.refusal ?? null,
      finishReason: choice?.finish_reason ?? null,
    };
  }

  private translate(error: unknown, task: string, deadline: AbortSignal): unknown {
    if (error instanceof AiError) return error;
    if (deadline.aborted || error instanceof APIUserAbortError || (error instanceof Error && error.name === 'TimeoutError')) {
      return new AiTimeoutError(task, this.timeoutMs);
    }
    if (error instanceof APIConnectionError) {
      return error.name === 'APIConnectionTimeoutError'
        ? new AiTimeoutError(task, this.timeoutMs)
        : new AiUpstreamError(task, null, `could not connect to ${this.client.baseURL}`);
    }
    if (error instanceof APIError) return new AiUpstreamError(task, error.status ?? null, describeStatus(error, this.model));
    return error;
  }
}

function read<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput, reply: Reply): Reading {
  if (reply.refusal) return { ok: false, problems: [`the model refused: ${reply.refusal}`] };
  if (reply.finishReason === 'length') return { ok: false, problems: ['the answer was cut off before it ended'] };
  if (!reply.content) return { ok: false, problems: ['the answer was empty'] };
  let answer: unknown;
  try {
    answer = JSON.parse(reply.content);
  } catch (error) {
    return { ok: false, problems: [`the answer is not valid JSON (${(error as Error).message})`] };
  }
  const checked = checkAnswer(task, input, answer);
  return checked.ok ? { ok: true, answer } : { ok: false, problems: checked.problems };
}

function repairRequest(problems: readonly string[]): string {
  return [
    'Your answer was rejected by our validator:',
    ...problems.slice(0, 20).map((problem) => `- ${problem}`),
    'Answer again with the complete corrected JSON object only.',
  ].join('\n');
}

/** A message for the logs and the error toast that never echoes the request or a key. */
function describeStatus(error: APIError, model: string): string {
  switch (error.status) {
    case 401:
    case 403:
      return 'the API key was rejected (check OPENAI_API_KEY)';
    case 404:
      return `the model "${model}" or the endpoint was not found (check OPENAI_MODEL and OPENAI_BASE_URL)`;
    case 429:
      return 'rate limit or quota exceeded, still after retries';
    case 400:
    case 422:
      return `the request was rejected: ${firstLine(error.message)}`;
    default:
      return (error.status ?? 0) >= 500 ? 'the provider is unavailable, still after retries' : firstLine(error.message);
  }
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
