import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { AppException } from '../../common/errors/app.exception.js';
import { advisoryXactLockOnName } from '../../platform/database/advisory-lock.js';
import { LoginFailure } from './login-failure.entity.js';
import { LoginFailureRepository } from './login-failure.repository.js';
import { LOGIN_FAILURE_WINDOW_MS, throttledMessage, throttleVerdict } from './login-throttle.js';

/** A sign-in try counted as a failure before its password is checked (LoginThrottleService.count). */
export type CountedTry = { id: number; accountKey: string };

type Refusal = { scope: 'account' | 'client'; retryAfterSeconds: number };

/**
 * Failed sign-ins per account (the address typed, lower-cased) and per client address, counted in
 * PostgreSQL so the limit holds across instances (login-throttle.ts has the numbers). A try is counted
 * before any password is verified, as a failure until it proves right: tries sent at once, to one
 * instance or several, cannot all read the same count, and past the limit even the right password waits.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly failures: LoginFailureRepository,
  ) {}

  /**
   * Counts one try against the account and the client, unless either is at the limit. Under one
   * advisory lock per account and per client (taken in that order by every caller, so never a
   * deadlock), tries at once are counted one after another, whichever instance they reach. A try
   * whose check never ends (a crash) stays counted: the throttle errs on the side of refusing.
   * @throws AppException `rate-limited` (429, with Retry-After on `response`) when the account or the
   *   client has failed too often within the window
   */
  async count(accountKey: string, clientKey: string, response: Response): Promise<CountedTry> {
    const now = new Date();
    const outcome = await this.em.transactional(async (): Promise<{ refusal: Refusal } | { id: number }> => {
      await advisoryXactLockOnName(this.em, `login-failure account ${accountKey}`);
      await advisoryXactLockOnName(this.em, `login-failure client ${clientKey}`);
      const { account, client } = await this.failures.failuresOf(accountKey, clientKey);
      const refusals = (
        [
          ['account', throttleVerdict(account, now)],
          ['client', throttleVerdict(client, now)],
        ] as const
      ).flatMap(([scope, verdict]): Refusal[] => (verdict.allowed ? [] : [{ scope, retryAfterSeconds: verdict.retryAfterSeconds }]));
      if (refusals.length > 0) {
        return { refusal: refusals.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a)) };
      }
      return { id: await this.failures.insert(new LoginFailure(accountKey, clientKey, now)) };
    });
    if ('refusal' in outcome) {
      const { scope, retryAfterSeconds } = outcome.refusal;
      response.setHeader('Retry-After', String(retryAfterSeconds));
      throw new AppException('rate-limited', throttledMessage(scope, retryAfterSeconds));
    }
    return { id: outcome.id, accountKey };
  }

  /** The counted try failed: it stays counted; failures that have left the window are forgotten. */
  async failed(): Promise<void> {
    await this.failures.deleteBefore(new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS));
  }

  /** The password was right but the try leads nowhere (a disabled account, a password change): it is not a failure. */
  withdraw(counted: CountedTry): Promise<void> {
    return this.failures.deleteById(counted.id);
  }

  /** A successful sign-in: the account starts afresh, this try included (the client's other failures stay). */
  signedIn(counted: CountedTry): Promise<void> {
    return this.failures.deleteAccountFailures(counted.accountKey);
  }
}
