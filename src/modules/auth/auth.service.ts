import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthOptions, ChangePasswordRequest, CurrentUser, LoginRequest } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { SessionsService } from './sessions.service.js';
import { requireLocalAccounts, rolesComeFromGroups } from './sign-in-mode.js';
import { ACCOUNT_DISABLED_MESSAGE, SIGN_IN_OFF_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from './auth-messages.js';
import { toCurrentUser } from './user.mapper.js';
import { UserRepository } from './user.repository.js';

/** The browser's side of sign-in: what the sign-in screen offers, who is signed in, local sign-in and out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async options(): Promise<AuthOptions> {
    const mode = this.config.auth.mode;
    return {
      mode,
      setupRequired: mode === 'local' && (await this.users.countActiveAdmins()) === 0,
      rolesFromGroups: rolesComeFromGroups(this.config),
    };
  }

  /**
   * @throws AppException `not-found` with AUTH_MODE=none; `unauthenticated` when the account is gone
   */
  async me(userId: number): Promise<CurrentUser> {
    if (this.config.auth.mode === 'none') {
      throw new AppException('not-found', SIGN_IN_OFF_MESSAGE);
    }
    const user = await this.users.findById(userId);
    if (!user) {
      throw new AppException('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    }
    return toCurrentUser(user);
  }

  /**
   * Local sign-in: signs the browser in (replacing the session it had) and answers who it is. A wrong
   * address, a wrong password and an invited account without a password all answer the same 401,
   * after the same argon2 work, so neither words nor timing tell which addresses have accounts.
   * @throws AppException `rate-limited` past the failed sign-in limit (the try is counted before its password is checked)
   * @throws AppException `unauthenticated` for a wrong address or password
   * @throws AppException `forbidden` for the right password of a disabled account
   * @throws AppException `not-found` with AUTH_MODE=none, `invalid-input` with oidc
   */
  async login(input: LoginRequest, clientKey: string, request: Request, response: Response): Promise<CurrentUser> {
    requireLocalAccounts(this.config.auth.mode, 'invalid-input');
    const accountKey = input.email.trim().toLowerCase();
    const counted = await this.throttle.count(accountKey, clientKey, response);
    const user = await this.users.findByEmail(accountKey);
    const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !matches) {
      await this.throttle.failed();
      throw new AppException('unauthenticated', WRONG_CREDENTIALS_MESSAGE);
    }
    if (user.disabled) {
      await this.throttle.withdraw(counted);
      throw new AppException('forbidden', ACCOUNT_DISABLED_MESSAGE);
    }
    await this.throttle.signedIn(counted);
    await this.sessions.begin(response, user.id, request);
    return toCurrentUser(user);
  }

  /** Signs this browser out (nothing happens without a session). */
  logout(request: Request, response: Response): Promise<void> {
    return this.sessions.end(request, response);
  }

  /**
   * Changes the signed-in user's password, then ends every session of that user (another browser, a
   * stolen cookie) and signs this browser in afresh. A wrong current password counts as a failed
   * sign-in for the throttle.
   * @throws AppException `invalid-input` when the current password is wrong; `rate-limited` past the limit
   * @throws AppException `not-found` with AUTH_MODE=none, `conflict` with oidc
   */
  async changePassword(userId: number, input: ChangePasswordRequest, clientKey: string, response: Response): Promise<CurrentUser> {
    requireLocalAccounts(this.config.auth.mode);
    const user = await this.users.findById(userId);
    if (!user) {
      throw new AppException('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    }
    const counted = await this.throttle.count(user.email, clientKey, response);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.throttle.failed();
      throw new AppException('invalid-input', 'Your current password is wrong.');
    }
    await this.throttle.withdraw(counted);
    user.passwordHash = await hashPassword(input.newPassword);
    await this.users.save(user);
    await this.sessions.endAllFor(user.id);
    await this.sessions.begin(response, user.id);
    return toCurrentUser(user);
  }
}
