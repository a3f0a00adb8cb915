import { jest } from '@jest/globals';
import type { SpiedFunction } from 'jest-mock';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../common/errors/app.exception.js';
import { signedInOnly } from './signed-in-only.middleware.js';
import type { SessionsService } from './sessions.service.js';

/** What the middleware does for a request whose session lookup settles as `lookup` does. */
async function outcomeOf(lookup: () => Promise<unknown>): Promise<{ status: number | null; body: unknown; passed: boolean }> {
  const outcome = { status: null as number | null, body: undefined as unknown, passed: false };
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const response = {
    headersSent: false,
    status(code: number) {
      outcome.status = code;
      return response;
    },
    json(body: unknown) {
      outcome.body = body;
      settle();
      return response;
    },
  };
  const next: NextFunction = () => {
    outcome.passed = true;
    settle();
  };
  const sessions = { resolve: lookup } as unknown as SessionsService;
  const request = { method: 'GET', originalUrl: '/api/docs-json', headers: {} } as Request;
  signedInOnly(sessions)(request, response as unknown as Response, next);
  await settled;
  return outcome;
}

describe(signedInOnly.name, () => {
  let logged: SpiedFunction<Logger['error']>;

  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    logged.mockRestore();
  });

  it('should let a signed-in request through', async () => {
    expect(await outcomeOf(() => Promise.resolve({ id: 1, role: 'member' }))).toEqual({ status: null, body: undefined, passed: true });
  });

  it('should answer 401 without a session', async () => {
    expect(await outcomeOf(() => Promise.resolve(null))).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Sign in to continue.' },
      passed: false,
    });
  });

  it('should answer 503 while the database is away, and log it', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await outcomeOf(() => Promise.reject(refused))).toEqual({
      status: 503,
      body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE },
      passed: false,
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('should answer any other failure with 500, not "database unavailable", and log it with its stack', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'user')");
    expect(await outcomeOf(() => Promise.reject(bug))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Something went wrong on the server. Please try again.' },
      passed: false,
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'GET /api/docs-json failed', status: 500, error: `TypeError: ${bug.message}` }),
      bug.stack,
    );
  });
});
