import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/form-field';
import { errorMessage } from '@/lib/api-client';
import { changePassword } from '../api/change-password';
import { newPasswordProblems, PASSWORD_HINT } from '../utils/password-rules';

type ChangePasswordFormProps = {
  /** Tells the dialog to close once the password is changed. */
  onChanged?: () => void;
  /** Keeps the field ids apart where the form shows twice (the Settings card and the profile menu's dialog). */
  idPrefix: string;
};

/** Current password, a new one twice. A change signs out every other device; this browser stays signed in. */
export function ChangePasswordForm({ onChanged, idPrefix }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = newPasswordProblems(newPassword, confirmation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (!currentPassword || problems.password || problems.confirmation) {
      return;
    }
    setSaving(true);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
      setChecked(false);
      toast({ title: 'Password changed', description: 'Every other device and browser was signed out; this one stays signed in.' });
      onChanged?.();
    } catch (error) {
      setFailure(errorMessage(error, 'The password could not be changed.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-3">
      <FormField
        type="password"
        id={`${idPrefix}-current-password`}
        label="Current password"
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
        error={checked && !currentPassword ? 'Enter your current password.' : null}
      />
      <FormField
        type="password"
        id={`${idPrefix}-new-password`}
        label="New password"
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={checked ? problems.password : null}
      />
      <FormField
        type="password"
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={checked && !problems.password ? problems.confirmation : null}
      />
      <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
