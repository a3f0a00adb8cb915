import type { UserPreferences } from '@contracts/clients.contract';
import useSWR from 'swr';

export const PREFERENCES_KEY = '/api/preferences';

/** What the server remembers for the signed-in user: the client chosen in the header's switcher. */
export function usePreferences() {
  const { data, error, isLoading, mutate } = useSWR<UserPreferences>(PREFERENCES_KEY);
  return { preferences: data, error: error as unknown, isLoading, mutate };
}
