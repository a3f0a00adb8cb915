import type { CurrentUser, OneTimeLinkView, RedeemLinkRequest } from '@contracts/auth.contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { looksLikeEmailAddress } from '@/lib/email-address';
import { FormField } from '@/components/form-field';
import { redeemOneTimeLink } from '../api/redeem-one-time-link';
import { newPasswordProblems, PASSWORD_HINT } from '../utils/password-rules';

type WelcomeFormProps = {
  token: string;
  link: OneTimeLinkView;
  onDone: (user: CurrentUser) => void;
};

const SUBMIT_LABELS: Record<OneTimeLinkView['purpose'], { idle: string; busy: string }> = {
  setup: { idle: 'Create admin account', busy: 'Creating account...' },
  invite: { idle: 'Create account', busy: 'Creating account...' },
  reset: { idle: 'Set password', busy: 'Setting password...' },
};

/**
 * What a one-time link asks for: the first admin's email, name and password (setup); a name and
 * password for the invited address (invite); a new password (reset).
 */
export function WelcomeForm({ token, link, onDone }: WelcomeFormProps) {
  const [email, setEmail] = useState(link.email ?? '');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const asksEmail = link.purpose === 'setup';
  const asksName = link.purpose !== 'reset';
  const passwordProblems = newPasswordProblems(password, confirmation);
  const problems = {
    email: asksEmail && !looksLikeEmailAddress(email.trim()) ? 'Enter your email address.' : null,
    name: asksName && !name.trim() ? 'Enter your name.' : null,
    ...passwordProblems,
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (Object.values(problems).some(Boolean)) {
      return;
    }
    const request: RedeemLinkRequest = {
      password,
      ...(asksEmail ? { email: email.trim() } : {}),
      ...(asksName ? { name: name.trim() } : {}),
    };
    setSaving(true);
    try {
      onDone(await redeemOneTimeLink(token, request));
    } catch (error) {
      setFailure(errorMessage(error, 'The server did not answer. Please try again.'));
      setSaving(false);
    }
  };

  const labels = SUBMIT_LABELS[link.purpose];
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {link.purpose === 'reset' ? (
        <p className="text-sm text-slate-700">
          For <span className="font-medium text-slate-900">{link.name}</span>
          {link.email ? <span className="[overflow-wrap:anywhere]"> ({link.email})</span> : null}
        </p>
      ) : (
        <FormField
          id="welcome-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="username"
          readOnly={!asksEmail}
          autoFocus={asksEmail}
          error={checked ? problems.email : null}
        />
      )}
      {asksName ? (
        <FormField
          id="welcome-name"
          label="Name"
          value={name}
          onChange={setName}
          autoComplete="name"
          autoFocus={!asksEmail}
          error={checked ? problems.name : null}
        />
      ) : null}
      <FormField
        id="welcome-password"
        label={link.purpose === 'reset' ? 'New password' : 'Password'}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        autoFocus={!asksName}
        hint={PASSWORD_HINT}
        error={checked ? problems.password : null}
      />
      <FormField
        id="welcome-confirm-password"
        label="Confirm password"
        type="password"
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={checked && !problems.password ? problems.confirmation : null}
      />
      <Button type="submit" disabled={saving} className="w-full">
        {saving ? labels.busy : labels.idle}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
