import type { AuthOptions } from '@contracts/auth.contract';
import useSWR from 'swr';

export const AUTH_OPTIONS_KEY = '/api/auth/options';

/** How people sign in here (none, local or oidc), read once per page load: main.tsx starts the request early. */
export function useAuthOptions() {
  const { data, error, isLoading, mutate } = useSWR<AuthOptions>(AUTH_OPTIONS_KEY);
  return { options: data ?? null, error: error as unknown, isLoading, reload: () => void mutate() };
}
