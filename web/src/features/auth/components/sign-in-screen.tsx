import type { AuthOptions } from '@contracts/auth.contract';
import { AlertTriangle, Building2, Info } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { FormField } from '@/components/form-field';
import { login } from '../api/login';
import { useSession } from '../hooks/use-session';
import { AuthScreenFrame } from './auth-screen-frame';

/** The query value the server's OIDC callback sends back here when sign-in failed, in words. */
const SIGN_IN_ERROR_PARAM = 'sign_in_error';

type SignInScreenProps = {
  options: AuthOptions;
  /** Why the person is here again ("Your session has ended…"), when the app sent them. */
  notice: string | null;
};

/**
 * Shown instead of the app while signed out, at the address the person asked for: signing in shows
 * that screen. Local accounts sign in with email and password; the company's sign-on with one button.
 */
export function SignInScreen({ options, notice }: SignInScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the value leaves the address bar (below), the words stay on screen.
  const [providerError] = useState(() => searchParams.get(SIGN_IN_ERROR_PARAM));

  useEffect(() => {
    if (searchParams.has(SIGN_IN_ERROR_PARAM)) {
      const rest = new URLSearchParams(searchParams);
      rest.delete(SIGN_IN_ERROR_PARAM);
      setSearchParams(rest, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  return (
    <AuthScreenFrame title="Sign in" description="Sign in to find trends and write pitches with your team.">
      {notice ? <Message tone="info">{notice}</Message> : null}
      {providerError ? <Message tone="error">{providerError}</Message> : null}
      {options.mode === 'oidc' ? <CompanySignIn /> : <PasswordSignIn setupRequired={options.setupRequired} />}
    </AuthScreenFrame>
  );
}

function Message({ tone, children }: { tone: 'info' | 'error'; children: string }) {
  const Icon = tone === 'error' ? AlertTriangle : Info;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 flex items-start gap-2 rounded-md px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-indigo-50 text-indigo-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}

/** A full-page navigation to the server, which sends the browser to the company's provider and back here. */
function CompanySignIn() {
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;
  return (
    <a
      href={`/api/auth/login/oidc?returnTo=${encodeURIComponent(returnTo)}`}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <Building2 aria-hidden="true" className="h-4 w-4" />
      Sign in with your company account
    </a>
  );
}

function PasswordSignIn({ setupRequired }: { setupRequired: boolean }) {
  const { signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) {
      setFailure('Enter your email and password.');
      return;
    }
    setSigningIn(true);
    try {
      const user = await login({ email: email.trim(), password });
      await signedIn(user);
    } catch (error) {
      // 401 "Email or password is wrong"; 429 says how long to wait. The server's words either way.
      setFailure(errorMessage(error, 'The server did not answer. Please try again.'));
      setSigningIn(false);
    }
  };

  return (
    <>
      {setupRequired ? <Message tone="info">No admin account yet. Open the setup link printed in the server&apos;s log.</Message> : null}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <FormField id="sign-in-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" autoFocus />
        <FormField
          id="sign-in-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={signingIn} className="w-full">
          {signingIn ? 'Signing in...' : 'Sign in'}
        </Button>
        {failure ? (
          <p role="alert" className="text-sm text-red-700" data-testid="sign-in-error">
            {failure}
          </p>
        ) : null}
      </form>
    </>
  );
}
