import type { UserView } from '@contracts/auth.contract';

export type UserStatus = 'Active' | 'Invited' | 'Disabled';

/** Disabled wins; an invited person who has not used their link yet has no password. */
export function userStatus(user: Pick<UserView, 'disabled' | 'active'>): UserStatus {
  if (user.disabled) {
    return 'Disabled';
  }
  return user.active ? 'Active' : 'Invited';
}
