import type { OneTimeLinkCreated, UserRole } from '@contracts/auth.contract';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { ROLE_OPTIONS } from '@/features/auth/utils/role-label';
import { looksLikeEmailAddress } from '@/lib/email-address';
import { OneTimeLinkPanel } from './one-time-link-panel';

type InviteUserDialogProps = {
  open: boolean;
  inviting: boolean;
  /** Resolves the link, or null when the server refused (it says why in a toast). */
  onInvite: (email: string, role: UserRole) => Promise<OneTimeLinkCreated | null>;
  onClose: () => void;
};

/** An email and a role, then the invitation link to hand over. Opened afresh for each invitation. */
export function InviteUserDialog({ open, inviting, onInvite, onClose }: InviteUserDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('member');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ link: OneTimeLinkCreated; email: string } | null>(null);

  const handleClose = () => {
    setEmail('');
    setRole('member');
    setEmailError(null);
    setCreated(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmailAddress(address)) {
      setEmailError('Enter the email address of the person to invite.');
      return;
    }
    setEmailError(null);
    const link = await onInvite(address, role);
    if (link) {
      setCreated({ link, email: address });
    }
  };

  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={created ? 'Invitation link' : 'Invite user'}
      description={created ? undefined : 'They choose their name and password with a one-time link you send them.'}
    >
      {created ? (
        <>
          <OneTimeLinkPanel created={created.link} recipient={created.email} kind="Invitation" />
          <div className="mt-4 flex justify-end">
            <Button onClick={handleClose}>Done</Button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
          <FormField id="invite-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" error={emailError} />
          <SelectField id="invite-role" label="Role" value={role} options={ROLE_OPTIONS} onChange={(value) => setRole(value as UserRole)} />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={inviting}>
              {inviting ? 'Creating link...' : 'Create invitation link'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
