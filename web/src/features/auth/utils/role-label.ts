import type { UserRole } from '@contracts/auth.contract';

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', member: 'Member' };

/** "Admin" / "Member": shown in the profile footer, the account card and the users list. */
export function roleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}

/** The role pickers' choices (inviting someone, changing a user's role), the everyday role first. */
export const ROLE_OPTIONS: readonly { value: UserRole; label: string }[] = (['member', 'admin'] as const).map((value) => ({
  value,
  label: roleLabel(value),
}));
