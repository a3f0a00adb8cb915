import type { CurrentUser, OneTimeLinkPurpose } from '@contracts/auth.contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useOneTimeLink } from '@/features/auth/api/get-one-time-link';
import { AuthScreenFrame } from '@/features/auth/components/auth-screen-frame';
import { WelcomeForm } from '@/features/auth/components/welcome-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { PRODUCT_NAME } from '@/lib/product';
import { toast } from '@/lib/toast';

const TITLES: Record<OneTimeLinkPurpose, { title: string; description: string }> = {
  setup: { title: 'Create the admin account', description: `The first account of ${PRODUCT_NAME}: it invites the rest of the team.` },
  invite: { title: `Join ${PRODUCT_NAME}`, description: 'You were invited. Choose your name and a password.' },
  reset: { title: 'Set a new password', description: 'Choose a new password to sign in with.' },
};

function welcomeToast(purpose: OneTimeLinkPurpose, user: CurrentUser) {
  switch (purpose) {
    case 'setup':
      return { title: `Welcome to ${PRODUCT_NAME}`, description: 'Your admin account is ready. Invite your team in Settings.' };
    case 'invite':
      return { title: `Welcome to ${PRODUCT_NAME}`, description: `You are signed in as ${user.name}.` };
    case 'reset':
      return { title: 'Password set', description: 'You are signed in with your new password.' };
  }
}

/** Issue 17: a one-time link (first admin, invitation, password reset), opened signed out. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { link, error, isLoading } = useOneTimeLink(token);
  const { signedIn } = useSession();
  const navigate = useNavigate();
  // Signing in drops what was read, this link's answer included: the screen waits for the dashboard meanwhile.
  const [done, setDone] = useState(false);

  if (done) {
    return <Spinner label="Signing you in..." fullScreen />;
  }
  if (token === null || token === '') {
    return <InvalidLink message="This link is not complete. Open the whole link you were sent." />;
  }
  if (isLoading) {
    return <Spinner label="Checking your link..." fullScreen />;
  }
  if (!link) {
    return <InvalidLink message={errorMessage(error, 'This link is no longer valid.')} />;
  }

  const handleDone = async (user: CurrentUser) => {
    setDone(true);
    await signedIn(user);
    toast(welcomeToast(link.purpose, user));
    await navigate('/', { replace: true });
  };

  const { title, description } = TITLES[link.purpose];
  return (
    <AuthScreenFrame title={title} description={description}>
      <WelcomeForm token={token} link={link} onDone={(user) => void handleDone(user)} />
    </AuthScreenFrame>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthScreenFrame title="This link cannot be used">
      <p role="alert" className="text-sm text-slate-700">
        {message}
      </p>
      <p className="mt-3 text-sm text-slate-600">Ask an admin for a new link, or sign in if you have an account.</p>
      <Link
        to="/"
        className="mt-5 inline-flex w-full items-center justify-center rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Go to sign in
      </Link>
    </AuthScreenFrame>
  );
}
