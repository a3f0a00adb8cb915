import type { AuthOptions, CurrentUser } from '@contracts/auth.contract';
import { useAuthOptions } from '../api/get-auth-options';
import { useCurrentUser } from '../api/get-current-user';

/**
 * Who uses the app, from two reads every component shares through SWR's cache:
 * - loading: the options or the session are being asked for (the shell shows, never the sign-in screen);
 * - failed: the server did not answer them;
 * - anonymous: AUTH_MODE=none, the app as it always was;
 * - signed-out / signed-in: sign-in is on (local or oidc).
 */
export type AuthState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-out'; options: AuthOptions }
  | { status: 'signed-in'; options: AuthOptions; user: CurrentUser };

export function useAuth(): AuthState {
  const options = useAuthOptions();
  const signInOn = options.options !== null && options.options.mode !== 'none';
  const session = useCurrentUser(signInOn);
  if (options.options === null) {
    return options.error && !options.isLoading ? { status: 'failed', error: options.error, retry: options.reload } : { status: 'loading' };
  }
  if (!signInOn) {
    return { status: 'anonymous' };
  }
  if (session.user === undefined) {
    return session.error && !session.isLoading ? { status: 'failed', error: session.error, retry: session.reload } : { status: 'loading' };
  }
  return session.user === null
    ? { status: 'signed-out', options: options.options }
    : { status: 'signed-in', options: options.options, user: session.user };
}

/** May change settings, credentials, users and feeds: an admin, or anyone when nobody signs in (AUTH_MODE=none). */
export function useIsAdmin(): boolean {
  const auth = useAuth();
  return auth.status === 'anonymous' || (auth.status === 'signed-in' && auth.user.role === 'admin');
}
