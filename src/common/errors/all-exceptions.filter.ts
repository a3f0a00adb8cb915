import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import {
  ConnectionException,
  DriverException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from '../../contracts/api-error.contract.js';
import { AiError } from '../../platform/ai/ai-errors.js';
import { OutboundRefusedError, OutboundUpstreamError } from '../../platform/http/guarded-fetch-errors.js';
import { AppException, type AppErrorCode, DATABASE_UNAVAILABLE_MESSAGE } from './app.exception.js';

/** Error codes of node-postgres / PostgreSQL that mean "the database is away", not "the query is wrong". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** The HTTP status of each AppErrorCode: the one place where a kind of failure becomes a number. */
const HTTP_STATUS_OF: Record<AppErrorCode, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

const logger = new Logger('HTTP');

/**
 * The one place that turns any thrown value into `{statusCode, message}`. Stack traces are logged,
 * never sent.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    sendError(exception, context.getRequest<Request>(), context.getResponse<Response>());
  }
}

/**
 * Answers a failure exactly as AllExceptionsFilter does (and logs a 5xx with its stack), for Express
 * middleware that runs outside Nest's filters, such as signedInOnly on /api/docs.
 */
export function sendError(exception: unknown, request: Request, response: Response): void {
  const body = toBody(exception, request);
  if (body.statusCode >= 500) {
    logger.error(
      { message: `${request.method} ${request.originalUrl} failed`, status: body.statusCode, error: describe(exception) },
      exception instanceof Error ? exception.stack : undefined,
    );
  }
  if (response.headersSent) {
    return;
  }
  response.status(body.statusCode).json(body);
}

function toBody(exception: unknown, request: Request): ApiErrorBody {
  if (exception instanceof AiError) {
    return { statusCode: exception.statusCode, message: exception.message };
  }
  if (exception instanceof OutboundRefusedError) {
    return answer('invalid-input', exception.message);
  }
  if (exception instanceof OutboundUpstreamError) {
    // A name that resolves to nothing is a typo in the user's address, not a failing site.
    return answer(exception.failure === 'dns-not-found' ? 'invalid-input' : 'upstream-failed', exception.message);
  }
  if (exception instanceof AppException) {
    return answer(exception.code, exception.message, exception.details);
  }
  // Nest wraps body-parser failures in an HttpException; the original says what went wrong.
  const bodyError = exception instanceof HttpException ? exception.cause : exception;
  if (isBodyParserError(bodyError)) {
    if (bodyError.type === 'entity.too.large') {
      return { statusCode: 413, message: 'The request body is too large.' };
    }
    if (bodyError.type === 'entity.parse.failed') {
      return { statusCode: 400, message: 'The request body is not valid JSON.' };
    }
    return { statusCode: bodyError.status, message: 'The request body could not be read.' };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404 && exception.message.startsWith('Cannot ')) {
      return { statusCode: 404, message: `There is no API endpoint at ${request.method} ${request.originalUrl.split('?')[0]}.` };
    }
    return { statusCode: status, message: httpExceptionMessage(exception) };
  }
  if (exception instanceof NotFoundError) {
    return answer('not-found', 'The requested item does not exist.');
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return answer('conflict', 'That item exists already.');
  }
  if (exception instanceof ForeignKeyConstraintViolationException) {
    return answer('invalid-input', 'The request refers to an item that does not exist.');
  }
  if (isDatabaseUnavailable(exception)) {
    return answer('unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  }
  return { statusCode: 500, message: 'Something went wrong on the server. Please try again.' };
}

/** The body of a failure with a code; `details` are the extra fields a client reads beside `message`. */
function answer(code: AppErrorCode, message: string, details?: Record<string, unknown>): ApiErrorBody {
  return { ...details, statusCode: HTTP_STATUS_OF[code], message };
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return response;
  }
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) {
    return message.join('; ');
  }
  return typeof message === 'string' ? message : exception.message;
}

type BodyParserError = Error & { type: string; status: number };

function isBodyParserError(exception: unknown): exception is BodyParserError {
  return (
    exception instanceof Error &&
    typeof (exception as Partial<BodyParserError>).type === 'string' &&
    typeof (exception as Partial<BodyParserError>).status === 'number'
  );
}

/** True when the failure is the database being away (stopped, restarting, network), not a bad query. */
export function isDatabaseUnavailable(exception: unknown): boolean {
  if (exception instanceof ConnectionException) {
    return true;
  }
  let current: unknown = exception;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) {
      return true;
    }
    const message = current instanceof Error ? current.message : '';
    // "not queryable": a pooled client the server dropped, handed out before its 'error' event was seen.
    if (
      /Connection terminated|connect ECONNREFUSED|terminating connection|the database system is (starting up|shutting down)|timeout exceeded when trying to connect|is not queryable/i.test(
        message,
      )
    ) {
      return true;
    }
    current = current instanceof DriverException || current instanceof Error ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}
