import type { UserRole } from '@contracts/auth.contract';

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', member: 'Member' };

/** "Admin" / "Member": shown in the profile footer, the account card and the users list. */
export function roleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}
