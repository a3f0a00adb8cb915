import type { UserRole, UserView } from '@contracts/auth.contract';
import { Ban, CheckCircle2, Mail } from 'lucide-react';
import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { ROLE_OPTIONS, roleLabel } from '@/features/auth/utils/role-label';
import { type UserStatus, userStatus } from '../utils/user-status';

type UserRowProps = {
  user: UserView;
  isCurrentUser: boolean;
  /** One of this user's changes is running. */
  busy: boolean;
  /** Local accounts only: a password reset link. */
  canReset: boolean;
  /** False when the identity provider's groups decide roles (the role is shown as text). */
  canChangeRole: boolean;
  onRoleChange: (user: UserView, role: UserRole) => void;
  onToggleDisabled: (user: UserView) => void;
  onReset: (user: UserView) => void;
};

const STATUS_STYLES: Record<UserStatus, { icon: typeof CheckCircle2; classes: string }> = {
  Active: { icon: CheckCircle2, classes: 'bg-green-100 text-green-800' },
  Invited: { icon: Mail, classes: 'bg-amber-100 text-amber-900' },
  Disabled: { icon: Ban, classes: 'bg-slate-200 text-slate-700' },
};

/** One account: name, email, status, last sign-in, and the admin's controls. */
export function UserRow({ user, isCurrentUser, busy, canReset, canChangeRole, onRoleChange, onToggleDisabled, onReset }: UserRowProps) {
  const status = userStatus(user);
  const { icon: StatusIcon, classes } = STATUS_STYLES[status];
  const displayName = user.name || user.email;
  return (
    <li className="flex min-w-0 flex-col gap-3 py-4 lg:flex-row lg:items-center lg:justify-between" data-testid="user-row">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{user.name || 'No name yet'}</span>
          {isCurrentUser ? <span className="text-sm text-slate-600">(you)</span> : null}
          <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${classes}`}>
            <StatusIcon aria-hidden="true" className="h-3.5 w-3.5" />
            {status}
          </span>
        </div>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
        <p className="text-sm text-slate-600">
          {user.lastSignInAt ? (
            <>
              Last signed in <RelativeTime value={user.lastSignInAt} />
            </>
          ) : (
            'Never signed in'
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canChangeRole ? (
          <SelectField
            id={`user-${user.id}-role`}
            label={`Role of ${displayName}`}
            hideLabel
            value={user.role}
            options={ROLE_OPTIONS}
            onChange={(value) => onRoleChange(user, value as UserRole)}
            disabled={busy}
          />
        ) : (
          <span className="text-sm font-medium text-slate-700">{roleLabel(user.role)}</span>
        )}
        {/* Your own account: Change password above; disabling or resetting it would sign you out. */}
        {isCurrentUser ? null : (
          <>
            <Button
              variant="secondary"
              onClick={() => onToggleDisabled(user)}
              disabled={busy}
              ariaLabel={`${user.disabled ? 'Enable' : 'Disable'} ${displayName}`}
            >
              {user.disabled ? 'Enable' : 'Disable'}
            </Button>
            {canReset && !user.disabled ? (
              <Button variant="ghost" onClick={() => onReset(user)} disabled={busy} ariaLabel={`Reset password of ${displayName}`}>
                Reset password
              </Button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
