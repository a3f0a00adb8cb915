import type { AuthMode } from '../../contracts/auth.contract.js';
import { type AppErrorCode, AppException } from '../../common/errors/app.exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { PASSWORDS_AT_PROVIDER_MESSAGE, SIGN_IN_OFF_MESSAGE } from './auth-messages.js';

/**
 * Passwords, invitations, resets and one-time links exist in local mode only. With oidc the answer is
 * 409 by default; POST /api/auth/login passes `invalid-input` and keeps the 400 it has always answered
 * there (auth-oidc.e2e-spec.ts), with the same words.
 * @throws AppException `not-found` with AUTH_MODE=none (nobody signs in), `oidcCode` (`conflict`) with oidc
 */
export function requireLocalAccounts(mode: AuthMode, oidcCode: Extract<AppErrorCode, 'conflict' | 'invalid-input'> = 'conflict'): void {
  if (mode === 'none') {
    throw new AppException('not-found', SIGN_IN_OFF_MESSAGE);
  }
  if (mode === 'oidc') {
    throw new AppException(oidcCode, PASSWORDS_AT_PROVIDER_MESSAGE);
  }
}

/** With OIDC_ADMIN_GROUPS the provider's groups decide every role at each sign-in; a role set in Trendjack would not last. */
export function rolesComeFromGroups(config: AppConfig): boolean {
  return config.auth.mode === 'oidc' && (config.auth.oidc?.adminGroups.length ?? 0) > 0;
}
