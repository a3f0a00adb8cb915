import type { OneTimeLinkCreated, UserRole, UserView } from '@contracts/auth.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { roleLabel } from '@/features/auth/utils/role-label';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { inviteUser } from '../api/invite-user';
import { resetUserPassword } from '../api/reset-user-password';
import { USERS_KEY } from '../api/get-users';
import { updateUser } from '../api/update-user';

/** Which write is running: an invitation, or a change to one user. */
export type UserPending = { kind: 'invite' } | { kind: 'role' | 'disable' | 'reset'; id: number } | null;

/**
 * The Users card's writes. Each calls the API, then reads the list again; a refusal (409 for the last
 * admin, an address that has an account) shows the server's words in a toast. `currentUserId`: a
 * change to oneself also reloads who is signed in (an admin who made themself a member loses the card).
 */
export function useUserActions(currentUserId: number) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<UserPending>(null);

  const reload = async (id?: number) => {
    await mutate(USERS_KEY);
    if (id === currentUserId) {
      await mutate(CURRENT_USER_KEY);
    }
  };

  /** Resolves the link to show, or null when the server refused. */
  const invite = async (email: string, role: UserRole): Promise<OneTimeLinkCreated | null> => {
    setPending({ kind: 'invite' });
    try {
      const created = await inviteUser({ email, role });
      await reload();
      return created;
    } catch (error) {
      toast({
        title: 'Invitation not created',
        description: errorMessage(error, 'The invitation could not be created.'),
        variant: 'destructive',
      });
      return null;
    } finally {
      setPending(null);
    }
  };

  const changeRole = async (user: UserView, role: UserRole) => {
    setPending({ kind: 'role', id: user.id });
    try {
      await updateUser(user.id, { role });
      toast({
        title: 'Role changed',
        description: `${user.name || user.email} is now ${role === 'admin' ? 'an' : 'a'} ${roleLabel(role)}.`,
      });
    } catch (error) {
      toast({ title: 'Role not changed', description: errorMessage(error, 'The role could not be changed.'), variant: 'destructive' });
    } finally {
      setPending(null);
      await reload(user.id);
    }
  };

  /** Resolves true when the change was made (the confirmation dialog then closes). */
  const setDisabled = async (user: UserView, disabled: boolean): Promise<boolean> => {
    setPending({ kind: 'disable', id: user.id });
    const who = user.name || user.email;
    try {
      await updateUser(user.id, { disabled });
      toast(
        disabled
          ? { title: 'User disabled', description: `${who} can no longer sign in and was signed out everywhere.` }
          : { title: 'User enabled', description: `${who} can sign in again.` },
      );
      return true;
    } catch (error) {
      toast({
        title: disabled ? 'User not disabled' : 'User not enabled',
        description: errorMessage(error, 'The account could not be changed.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setPending(null);
      await reload(user.id);
    }
  };

  /** Resolves the link to show, or null when the server refused. */
  const resetPassword = async (user: UserView): Promise<OneTimeLinkCreated | null> => {
    setPending({ kind: 'reset', id: user.id });
    try {
      return await resetUserPassword(user.id);
    } catch (error) {
      toast({
        title: 'Reset link not created',
        description: errorMessage(error, 'The reset link could not be created.'),
        variant: 'destructive',
      });
      return null;
    } finally {
      setPending(null);
    }
  };

  return { pending, invite, changeRole, setDisabled, resetPassword };
}
