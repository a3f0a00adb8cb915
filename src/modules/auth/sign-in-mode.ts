import type { AuthMode } from '../../contracts/auth.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { PASSWORDS_AT_PROVIDER_MESSAGE, SIGN_IN_OFF_MESSAGE } from './auth-messages.js';

/**
 * Passwords, invitations, resets and one-time links exist in local mode only.
 * @throws AppException `not-found` with AUTH_MODE=none (nobody signs in), `conflict` with oidc
 */
export function requireLocalAccounts(mode: AuthMode): void {
  if (mode === 'none') {
    throw new AppException('not-found', SIGN_IN_OFF_MESSAGE);
  }
  if (mode === 'oidc') {
    throw new AppException('conflict', PASSWORDS_AT_PROVIDER_MESSAGE);
  }
}

/** With OIDC_ADMIN_GROUPS the provider's groups decide every role at each sign-in; a role set in Trendjack would not last. */
export function rolesComeFromGroups(config: AppConfig): boolean {
  return config.auth.mode === 'oidc' && (config.auth.oidc?.adminGroups.length ?? 0) > 0;
}
