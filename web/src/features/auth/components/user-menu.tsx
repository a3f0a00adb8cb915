import type { CurrentUser } from '@contracts/auth.contract';
import { ChevronsUpDown, KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Menu, type MenuAction } from '@/components/ui/menu';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { logout } from '../api/logout';
import { useSession } from '../hooks/use-session';
import { initialsOf } from '../utils/initials';
import { roleLabel } from '../utils/role-label';

type UserMenuProps = {
  user: CurrentUser;
  /** Local accounts have a password here; with the company's sign-on it is changed there. */
  canChangePassword: boolean;
  onChangePassword: () => void;
};

/** The signed-in person in the profile footer (initials, name, role), opening Change password and Sign out. */
export function UserMenu({ user, canChangePassword, onChangePassword }: UserMenuProps) {
  const { signedOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await logout();
      await signedOut();
    } catch (error) {
      setSigningOut(false);
      toast({ title: 'Sign out failed', description: errorMessage(error, 'The server did not answer.'), variant: 'destructive' });
    }
  };

  const actions: MenuAction[] = [
    ...(canChangePassword
      ? [{ label: 'Change password', icon: <KeyRound aria-hidden="true" className="h-4 w-4" />, onSelect: onChangePassword }]
      : []),
    { label: 'Sign out', icon: <LogOut aria-hidden="true" className="h-4 w-4" />, onSelect: () => void handleSignOut() },
  ];

  return (
    <div className="mt-2">
      <Menu
        triggerVariant="plain"
        anchor="top start"
        triggerClassName="flex w-full items-center gap-3 px-1 py-1"
        actions={actions}
        trigger={
          <>
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              data-testid="profile-initials"
            >
              {initialsOf(user.name, user.email)}
            </span>
            <span className="min-w-0 flex-1 leading-tight">
              <span className="block truncate text-sm font-medium text-slate-900" data-testid="profile-name">
                {user.name}
              </span>
              <span className="block text-xs text-slate-600" data-testid="profile-role">
                {signingOut ? 'Signing out...' : roleLabel(user.role)}
              </span>
            </span>
            <ChevronsUpDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
            <span className="sr-only">Account menu</span>
          </>
        }
      />
    </div>
  );
}
