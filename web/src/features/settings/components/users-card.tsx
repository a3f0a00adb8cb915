import type { AuthMode, OneTimeLinkCreated, UserView } from '@contracts/auth.contract';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { InviteUserDialog } from './invite-user-dialog';
import { OneTimeLinkPanel } from './one-time-link-panel';
import { SettingsCard } from './settings-card';
import { UserRow } from './user-row';

type UsersCardProps = {
  mode: Exclude<AuthMode, 'none'>;
  /** OIDC_ADMIN_GROUPS decides roles at each sign-in: the role is shown, not offered for change. */
  rolesFromGroups: boolean;
  currentUserId: number;
};

/**
 * Issue 17, for admins: every account with its role and status. Local accounts are invited and reset
 * with one-time links; with the company's sign-on people appear once they have signed in.
 */
export function UsersCard({ mode, rolesFromGroups, currentUserId }: UsersCardProps) {
  const { users, error, isLoading, reload } = useUsers();
  const actions = useUserActions(currentUserId);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [confirming, setConfirming] = useState<UserView | null>(null);
  const [resetLink, setResetLink] = useState<{ user: UserView; created: OneTimeLinkCreated } | null>(null);
  const local = mode === 'local';

  const handleConfirm = async () => {
    if (confirming && (await actions.setDisabled(confirming, !confirming.disabled))) {
      setConfirming(null);
    }
  };

  const handleReset = async (user: UserView) => {
    const created = await actions.resetPassword(user);
    if (created) {
      setResetLink({ user, created });
    }
  };

  return (
    <SettingsCard
      id="users"
      title="Users"
      description={
        local
          ? 'Who can sign in. Admins change settings, credentials, feeds and users; members use everything else.'
          : rolesFromGroups
            ? 'Everyone who has signed in with the company account. Roles follow their groups at your identity provider (OIDC_ADMIN_GROUPS), checked at each sign-in.'
            : 'Everyone who has signed in with the company account. Admins change settings, credentials, feeds and users.'
      }
      icon={Users}
      wide
    >
      {local ? (
        <Button onClick={() => setInviteOpen(true)}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Invite user
        </Button>
      ) : null}
      {users ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isCurrentUser={user.id === currentUserId}
              busy={actions.pending !== null && actions.pending.kind !== 'invite' && actions.pending.id === user.id}
              canReset={local}
              canChangeRole={!rolesFromGroups}
              onRoleChange={(target, role) => void actions.changeRole(target, role)}
              onToggleDisabled={setConfirming}
              onReset={(target) => void handleReset(target)}
            />
          ))}
        </ul>
      ) : error && !isLoading ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3 text-sm text-red-700">
          <p>The users could not be loaded. {errorMessage(error, 'The server did not answer.')}</p>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading users..." />
      )}

      <InviteUserDialog
        open={inviteOpen}
        inviting={actions.pending?.kind === 'invite'}
        onInvite={actions.invite}
        onClose={() => setInviteOpen(false)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.disabled
            ? `Enable ${confirming.name || confirming.email}?`
            : `Disable ${confirming?.name || confirming?.email || ''}?`
        }
        description={
          confirming?.disabled
            ? `They can sign in again with ${local ? 'their password' : 'their company account'}.`
            : 'They are signed out everywhere at once and cannot sign in until an admin enables them again. Their saved angles stay.'
        }
        confirmLabel={confirming?.disabled ? 'Enable' : 'Disable'}
        pendingLabel={confirming?.disabled ? 'Enabling...' : 'Disabling...'}
        tone={confirming?.disabled ? 'primary' : 'destructive'}
        pending={actions.pending?.kind === 'disable'}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(null)}
      />
      <Modal open={resetLink !== null} onClose={() => setResetLink(null)} title="Password reset link">
        {resetLink ? (
          <>
            <OneTimeLinkPanel
              created={resetLink.created}
              recipient={resetLink.user.name || resetLink.user.email}
              kind="Password reset link"
            />
            <p className="mt-3 text-sm text-slate-600">
              They were signed out everywhere and choose a new password with this link; until then their current password still works.
            </p>
            <div className="mt-4 flex justify-end">
              <Button onClick={() => setResetLink(null)}>Done</Button>
            </div>
          </>
        ) : null}
      </Modal>
    </SettingsCard>
  );
}
