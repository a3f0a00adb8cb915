import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSession } from '@/features/auth/hooks/use-session';
import { onSessionEnded } from '@/lib/api-client';
import { AppLayout } from './layout/app-layout';

// Signed-in people never download the sign-in screen.
const SignInScreen = lazy(() => import('@/features/auth/components/sign-in-screen').then((module) => ({ default: module.SignInScreen })));
const AuthUnavailable = lazy(() =>
  import('@/features/auth/components/auth-unavailable').then((module) => ({ default: module.AuthUnavailable })),
);

const SESSION_ENDED_NOTICE = 'Your session has ended. Please sign in again.';

type AuthGateProps = {
  /** The router is still loading the first screen's code: the frame shows whoever is here. */
  screenLoading?: boolean;
};

/**
 * Issue 17: the app for whoever may use it, else the sign-in screen at the same address, so signing
 * in shows what was asked for. With AUTH_MODE=none the app is exactly as it was.
 */
export function AuthGate({ screenLoading = false }: AuthGateProps) {
  const auth = useAuth();
  const { signedOut } = useSession();
  const [notice, setNotice] = useState<string | null>(null);
  const signedInRef = useRef(false);

  useEffect(() => {
    signedInRef.current = auth.status === 'signed-in';
  });

  // Any 401 of a signed-in page (api-client.ts reports it): the session expired, was signed out
  // elsewhere, or the account was disabled or its password changed.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (signedInRef.current) {
          signedInRef.current = false;
          setNotice(SESSION_ENDED_NOTICE);
          void signedOut();
        }
      }),
    [signedOut],
  );

  // Signed in again: the notice belongs to the last session only.
  if (auth.status === 'signed-in' && notice !== null) {
    setNotice(null);
  }

  switch (auth.status) {
    case 'loading':
      return <AppLayout pending />;
    case 'failed':
      return (
        <Suspense fallback={<AppLayout pending />}>
          <AuthUnavailable error={auth.error} onRetry={auth.retry} />
        </Suspense>
      );
    case 'signed-out':
      return (
        <Suspense fallback={<AppLayout pending />}>
          <SignInScreen options={auth.options} notice={notice} />
        </Suspense>
      );
    case 'anonymous':
    case 'signed-in':
      return <AppLayout pending={screenLoading} />;
  }
}
