import type { UserView } from '@contracts/auth.contract';
import useSWR from 'swr';

export const USERS_KEY = '/api/users';

/** Every account, newest first (admins only). Read again on every visit: someone may have used their link since. */
export function useUsers() {
  const { data, error, isLoading, mutate } = useSWR<UserView[]>(USERS_KEY, { revalidateOnMount: true });
  return { users: data ?? null, error: error as unknown, isLoading, reload: () => void mutate() };
}
