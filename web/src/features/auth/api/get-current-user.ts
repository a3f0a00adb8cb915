import type { CurrentUser } from '@contracts/auth.contract';
import useSWR from 'swr';
import { fetcherOrNullOn401 } from '@/lib/api-client';

export const CURRENT_USER_KEY = '/api/auth/me';

/**
 * The signed-in person, or null when signed out (401 is this call's answer, not a session that ended).
 * Asked only when sign-in is on (`enabled`); with AUTH_MODE=none nobody signs in and the server answers 404.
 */
export function useCurrentUser(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser | null>(enabled ? CURRENT_USER_KEY : null, fetcherOrNullOn401<CurrentUser>);
  return { user: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
