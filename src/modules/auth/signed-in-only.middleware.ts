import type { RequestHandler } from 'express';
import type { ApiErrorBody } from '../../contracts/api-error.contract.js';
import { sendError } from '../../common/errors/all-exceptions.filter.js';
import { SIGN_IN_REQUIRED_MESSAGE } from './auth-messages.js';
import type { SessionsService } from './sessions.service.js';

/**
 * For what Express serves outside Nest's guards (the OpenAPI docs at /api/docs): 401 without a
 * session, as AuthGuard answers a member route. Mount it only when sign-in is on. A failure to look
 * the session up is answered and logged as Nest's exception filter would: 503 while the database is
 * away, else 500.
 */
export function signedInOnly(sessions: SessionsService): RequestHandler {
  return (request, response, next) => {
    sessions.resolve(request).then(
      (user) => {
        if (user) {
          next();
        } else {
          response.status(401).json({ statusCode: 401, message: SIGN_IN_REQUIRED_MESSAGE } satisfies ApiErrorBody);
        }
      },
      (error: unknown) => sendError(error, request, response),
    );
  };
}
