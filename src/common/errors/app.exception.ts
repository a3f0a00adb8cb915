/**
 * A product error with a message written for the person reading the toast. Features throw it
 * (or a subclass); the global filter turns it into `{statusCode, message}`.
 */
export class AppException extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown; /** Extra fields the spec's clients read beside `message`. */ details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'AppException';
    this.details = options?.details;
  }

  readonly details: Record<string, unknown> | undefined;
}

export class NotFoundAppException extends AppException {
  constructor(message: string) {
    super(404, message);
  }
}

export class BadRequestAppException extends AppException {
  constructor(message: string) {
    super(400, message);
  }
}

/** The database could not be reached; answered as 503 so clients can retry later. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
