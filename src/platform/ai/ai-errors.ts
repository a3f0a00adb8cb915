// Errors of the AI engine. Each carries a stable code and the HTTP status the API answers with, so the
// global exception filter can map them without knowing the engine; messages are written for the toast.

export type AiErrorCode = 'AI_INVALID_ANSWER' | 'AI_TIMEOUT' | 'AI_UPSTREAM';

/** Base class of every error the AI engine throws on purpose. */
export abstract class AiError extends Error {
  abstract readonly code: AiErrorCode;
  abstract readonly statusCode: number;
}

/**
 * The provider answered, twice, with something that is not valid JSON or does not pass the task's
 * validator. `problems` holds the validation messages for the logs; they never reach the user.
 */
export class AiInvalidAnswerError extends AiError {
  readonly code = 'AI_INVALID_ANSWER';
  readonly statusCode = 502;
  readonly task: string;
  readonly problems: readonly string[];

  constructor(task: string, problems: readonly string[]) {
    super("The AI provider's answer was invalid. Please try again.");
    this.task = task;
    this.problems = problems;
    this.name = 'AiInvalidAnswerError';
  }
}

/** The provider did not answer within AI_TIMEOUT_MS (queueing, retries and the repair round included). */
export class AiTimeoutError extends AiError {
  readonly code = 'AI_TIMEOUT';
  readonly statusCode = 504;
  readonly task: string;
  readonly timeoutMs: number;

  constructor(task: string, timeoutMs: number) {
    super(
      `The AI provider did not answer within ${formatSeconds(timeoutMs)} seconds (AI_TIMEOUT_MS=${timeoutMs}). ` +
        'Please try again, or raise AI_TIMEOUT_MS for a slow model.',
    );
    this.name = 'AiTimeoutError';
    this.task = task;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The provider refused the call (bad key, unknown model, quota) or kept failing after the bounded retries.
 * `upstreamStatus` is the provider's HTTP status when there was one.
 */
export class AiUpstreamError extends AiError {
  readonly code = 'AI_UPSTREAM';
  readonly statusCode = 502;
  readonly task: string;
  readonly upstreamStatus: number | null;
  /** Why no answer came when there was no HTTP status: the outbound guard refused the address, or it could not be reached. */
  readonly reason: AiUpstreamFailure;
  /** What happened, without "The AI provider failed": "the API key was rejected (...)", "could not connect to ...". */
  readonly detail: string;

  constructor(task: string, upstreamStatus: number | null, detail: string, options: { reason?: AiUpstreamFailure; cause?: unknown } = {}) {
    super(`The AI provider failed${upstreamStatus === null ? '' : ` (HTTP ${upstreamStatus})`}: ${detail}`, { cause: options.cause });
    this.name = 'AiUpstreamError';
    this.task = task;
    this.upstreamStatus = upstreamStatus;
    this.reason = options.reason ?? (upstreamStatus === null ? 'unreachable' : 'status');
    this.detail = detail;
  }
}

/** `status`: the server answered with an error status; `refused`: the outbound guard would not call the address; `unreachable`: no answer. */
export type AiUpstreamFailure = 'status' | 'refused' | 'unreachable';

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
}
