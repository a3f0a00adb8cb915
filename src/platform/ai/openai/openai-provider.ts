// Any OpenAI-compatible chat-completions server (OpenAI, Azure OpenAI v1, Ollama, vLLM, llama.cpp) through
// the official SDK: strict JSON-schema structured outputs, one deadline per call, the SDK's bounded
// retries on 408/409/429/5xx (they honour Retry-After and retry-after-ms), a per-instance concurrency
// limit, and one repair round for an answer that fails validation. It never falls back to another provider.
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { OutboundRefusedError, OutboundUpstreamError } from '../../http/guarded-fetch-errors.js';
import type { WebFetch } from '../../http/guarded-web-fetch.js';
import { AiError, AiInvalidAnswerError, AiTimeoutError, AiUpstreamError } from '../ai-errors.js';
import type { AiProvider } from '../ai-provider.js';
import { checkAnswer, defineAiTask, type AiTask } from '../ai-task.js';
import { ConcurrencyLimit } from './concurrency-limit.js';

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Unset: OpenAI's API. */
  baseUrl?: string;
  model: string;
  /**
   * Azure OpenAI: `baseUrl` is the resource's endpoint (https://<resource>.openai.azure.com) and `model`
   * the deployment. The SDK's AzureOpenAI client then calls /openai/deployments/<model>/chat/completions
   * with `api-version` in the query and the key in the `api-key` header, through the same fetch.
   */
  azure?: { apiVersion: string };
  /** The most one generate() call may take: queueing, SDK retries and the repair round included. */
  timeoutMs: number;
  maxConcurrency: number;
  /** SDK retries per request on 408/409/429/5xx and connection errors; the SDK's default is 2. */
  maxRetries?: number;
  /**
   * The fetch the SDK sends through; unset, the global one. A base URL typed in the Settings screen
   * gets the guarded fetch (platform/http/guarded-web-fetch.ts); the environment's is trusted.
   */
  fetch?: WebFetch;
  /** Where the key, model and base URL were set, so error messages point there. Default: the environment. */
  configuredIn?: 'environment' | 'settings';
};

/** The smallest structured-output request: what connection checks ask (see probe()). */
const connectionCheckTask = defineAiTask({
  name: 'connection-check',
  answerSchema: z.strictObject({ reply: z.string() }),
  prompt: () => ({ system: 'You answer connection checks in JSON.', user: 'Answer with the JSON object {"reply": "OK"}.' }),
});

type Reply = { content: string | null; refusal: string | null; finishReason: string | null };
type Reading = { ok: true; answer: unknown } | { ok: false; problems: string[] };

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly limit: ConcurrencyLimit;
  private readonly hints: Hints;

  constructor(options: OpenAiProviderOptions) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs;
    this.limit = new ConcurrencyLimit(options.maxConcurrency);
    this.hints = options.configuredIn === 'settings' ? SETTINGS_HINTS : ENVIRONMENT_HINTS;
    const common = { apiKey: options.apiKey, timeout: options.timeoutMs, maxRetries: options.maxRetries ?? 2, fetch: options.fetch };
    this.client = options.azure
      ? new AzureOpenAI({ ...common, endpoint: options.baseUrl, deployment: options.model, apiVersion: options.azure.apiVersion })
      : new OpenAI({ ...common, baseURL: options.baseUrl });
  }

  /** The server's host (and port), for messages: "api.openai.com", "127.0.0.1:11434". */
  get host(): string {
    try {
      return new URL(this.client.baseURL).host;
    } catch {
      return this.client.baseURL;
    }
  }

  /**
   * One real call, for the Settings screen's connection test: the smallest structured-output request
   * (the same JSON-schema response format every task uses), no retries and no repair round.
   * @throws AiInvalidAnswerError when the answer is not the JSON asked for, AiTimeoutError past `timeoutMs`, AiUpstreamError
   */
  async probe(timeoutMs: number): Promise<void> {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const prompt = connectionCheckTask.prompt(undefined);
      const reply = await this.complete(
        connectionCheckTask,
        [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        deadline,
        performance.now(),
        { timeoutMs, maxRetries: 0 },
      );
      const reading = read(connectionCheckTask, undefined, reply);
      if (!reading.ok) throw new AiInvalidAnswerError(connectionCheckTask.name, reading.problems);
    } catch (error) {
      throw this.translate(error, connectionCheckTask.name, deadline, timeoutMs);
    }
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
      throw this.translate(error, task.name, deadline, this.timeoutMs);
    }
  }

  private async complete(
    task: AiTask<unknown, unknown, unknown>,
    messages: ChatCompletionMessageParam[],
    deadline: AbortSignal,
    startedAt: number,
    limits: { timeoutMs: number; maxRetries?: number } = { timeoutMs: this.timeoutMs },
  ): Promise<Reply> {
    const remaining = Math.max(1, Math.round(limits.timeoutMs - (performance.now() - startedAt)));
    const completion = await this.client.chat.completions.create(
      {
        model: this.model,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: task.name, strict: true, schema: task.jsonSchema },
        },
      },
      { signal: deadline, timeout: remaining, ...(limits.maxRetries === undefined ? {} : { maxRetries: limits.maxRetries }) },
    );
    const choice = completion.choices[0];
    return {
      content: choice?.message.content ?? null,
      refusal: choice?.message.refusal ?? null,
      finishReason: choice?.finish_reason ?? null,
    };
  }

  private translate(error: unknown, task: string, deadline: AbortSignal, timeoutMs: number): unknown {
    if (error instanceof AiError) return error;
    if (deadline.aborted || error instanceof APIUserAbortError || (error instanceof Error && error.name === 'TimeoutError')) {
      return new AiTimeoutError(task, timeoutMs);
    }
    if (error instanceof APIConnectionError) {
      return error.name === 'APIConnectionTimeoutError' ? new AiTimeoutError(task, timeoutMs) : this.connectionFailure(task, error.cause);
    }
    if (error instanceof APIError) return new AiUpstreamError(task, error.status ?? null, describeStatus(error, this.model, this.hints));
    return error;
  }

  /** No answer: the guard refused the address (a private one not in OUTBOUND_ALLOW_HOSTS), or the server could not be reached. */
  private connectionFailure(task: string, cause: unknown): AiUpstreamError {
    if (cause instanceof OutboundRefusedError) {
      const why = cause.why ?? 'is not an address Trendjack may reach';
      const detail =
        cause.redirectedTo === null
          ? `${this.host} ${why}; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it`
          : `${this.host} redirected to ${cause.redirectedTo}, which ${why}; Trendjack does not follow redirects there`;
      return new AiUpstreamError(task, null, detail, { reason: 'refused', cause });
    }
    if (cause instanceof OutboundUpstreamError) {
      return new AiUpstreamError(task, null, `${this.host}: ${cause.message}`, { reason: 'unreachable', cause });
    }
    const code = errorCode(cause);
    return new AiUpstreamError(task, null, `could not reach ${this.host}${code ? ` (${describeCode(code)})` : ''}`, {
      reason: 'unreachable',
      cause,
    });
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

type Hints = { key: string; modelAndUrl: string };
const ENVIRONMENT_HINTS: Hints = { key: 'check OPENAI_API_KEY', modelAndUrl: 'check OPENAI_MODEL and OPENAI_BASE_URL' };
const SETTINGS_HINTS: Hints = { key: 'check the API key in Settings', modelAndUrl: 'check the model and base URL in Settings' };

/** A message for the logs and the error toast that never echoes the request or a key. */
function describeStatus(error: APIError, model: string, hints: Hints): string {
  switch (error.status) {
    case 401:
    case 403:
      return `the API key was rejected (${hints.key})`;
    case 404:
      return `the model "${model}" or the endpoint was not found (${hints.modelAndUrl})`;
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

/** The system error code of a failed connection, looked for in the error and its causes (fetch wraps it). */
function errorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return null;
}

function describeCode(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused';
    case 'ENOTFOUND':
    case 'EAI_NONAME':
    case 'EAI_AGAIN':
      return 'the name was not found';
    case 'ECONNRESET':
      return 'the connection was reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the host is unreachable';
    default:
      return code;
  }
}
