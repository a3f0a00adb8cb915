import type { CurrentUser } from '@contracts/auth.contract';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { AUTH_OPTIONS_KEY } from '../api/get-auth-options';
import { CURRENT_USER_KEY } from '../api/get-current-user';

/**
 * Starting and ending a session in the browser. Everything read for one person (their saved angles,
 * the users list) is dropped from the cache, so the next person never sees it.
 */
export function useSession() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const dropReadData = () => mutate((key) => key !== AUTH_OPTIONS_KEY && key !== CURRENT_USER_KEY, undefined, { revalidate: false });
    return {
      /** Signed in (a login, a one-time link): the app shows at the address the person was on. */
      signedIn: async (user: CurrentUser) => {
        await dropReadData();
        await mutate(CURRENT_USER_KEY, user, { revalidate: false });
      },
      /** Signed out or the session ended: the sign-in screen replaces the app first, then its data goes. */
      signedOut: async () => {
        await mutate(CURRENT_USER_KEY, null, { revalidate: false });
        await dropReadData();
      },
    };
  }, [mutate]);
}
