import type { AuthMode, CurrentUser } from '@contracts/auth.contract';
import { UserRound } from 'lucide-react';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { roleLabel } from '@/features/auth/utils/role-label';
import { SettingsCard } from './settings-card';

type AccountCardProps = { user: CurrentUser; mode: Exclude<AuthMode, 'none'> };

/** Issue 17: who is signed in, and (local accounts) the password change. */
export function AccountCard({ user, mode }: AccountCardProps) {
  return (
    <SettingsCard id="account" title="Your account" description="Who you are signed in as." icon={UserRound} wide>
      <div className="grid gap-6 lg:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium text-slate-700">Name</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]" data-testid="account-name">
            {user.name}
          </dd>
          <dt className="font-medium text-slate-700">Email</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]" data-testid="account-email">
            {user.email}
          </dd>
          <dt className="font-medium text-slate-700">Role</dt>
          <dd className="text-slate-900" data-testid="account-role">
            {roleLabel(user.role)}
          </dd>
        </dl>
        {mode === 'local' ? (
          <div>
            <h3 className="mb-3 text-base font-semibold text-slate-900">Change password</h3>
            <ChangePasswordForm idPrefix="account" />
          </div>
        ) : (
          <p className="text-sm text-slate-600">You sign in with your company account: change your password there.</p>
        )}
      </div>
    </SettingsCard>
  );
}
