import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppException } from '../../common/errors/app.exception.js';
import { LoginFailure } from './login-failure.entity.js';
import { LoginFailureRepository } from './login-failure.repository.js';
import { LOGIN_FAILURE_WINDOW_MS, throttledMessage, throttleVerdict } from './login-throttle.js';

/**
 * Failed sign-ins per account (the address typed, lower-cased) and per client address, counted in
 * PostgreSQL so the limit holds across instances (login-throttle.ts has the numbers). The check comes
 * before any password is verified: past the limit even the right password waits.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly failures: LoginFailureRepository) {}

  /**
   * @throws AppException `rate-limited` (429, with Retry-After on `response`) when the account or the
   *   client has failed too often within the window
   */
  async check(accountKey: string, clientKey: string, response: Response): Promise<void> {
    const now = new Date();
    const { account, client } = await this.failures.failuresOf(accountKey, clientKey);
    const refusals = (
      [
        ['account', throttleVerdict(account, now)],
        ['client', throttleVerdict(client, now)],
      ] as const
    ).flatMap(([scope, verdict]) => (verdict.allowed ? [] : [{ scope, retryAfterSeconds: verdict.retryAfterSeconds }]));
    if (refusals.length === 0) {
      return;
    }
    const longest = refusals.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
    response.setHeader('Retry-After', String(longest.retryAfterSeconds));
    throw new AppException('rate-limited', throttledMessage(longest.scope, longest.retryAfterSeconds));
  }

  /** Counts a failure against both keys, and forgets failures that have left the window. */
  async recordFailure(accountKey: string, clientKey: string): Promise<void> {
    const now = new Date();
    await this.failures.insert(new LoginFailure(accountKey, clientKey, now));
    await this.failures.deleteBefore(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
  }

  /** A successful sign-in: the account starts afresh (the client's count stays). */
  clearAccount(accountKey: string): Promise<void> {
    return this.failures.deleteAccountFailures(accountKey);
  }
}
