/**
 * What went wrong, in the product's terms. The set is closed on purpose: AllExceptionsFilter gives
 * each code its HTTP status, so a feature names what happened and never a status number.
 * - `invalid-input`: the request cannot be served as sent (a missing, malformed or contradictory value);
 * - `unauthenticated`: sign-in is on and the request carries no valid session (or a wrong password);
 * - `forbidden`: the signed-in person may not do this (a member on an admin route, a disabled account);
 * - `not-found`: the item the request names does not exist (any more);
 * - `conflict`: the request would store an item that exists already;
 * - `rate-limited`: the client sent more costly requests this minute than RATE_LIMIT_PER_MINUTE allows;
 * - `upstream-failed`: a service we call (Reddit, the feeds) failed, not the request;
 * - `unavailable`: our own database cannot be reached; the client may retry later.
 */
export type AppErrorCode =
  'invalid-input' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'rate-limited' | 'upstream-failed' | 'unavailable';

/**
 * A product error with a message written for the person reading the toast. Features throw it; the
 * global filter turns it into `{statusCode, message}`.
 */
export class AppException extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown; /** Extra fields the spec's clients read beside `message`. */ details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'AppException';
    this.details = options?.details;
  }

  readonly details: Record<string, unknown> | undefined;
}

/** The database could not be reached (code `unavailable`), so clients can retry later. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
