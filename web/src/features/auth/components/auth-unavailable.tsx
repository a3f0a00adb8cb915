import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { AuthScreenFrame } from './auth-screen-frame';

type AuthUnavailableProps = { error: unknown; onRetry: () => void };

/** The server did not say who may use the app (GET /api/auth/options or /api/auth/me failed). */
export function AuthUnavailable({ error, onRetry }: AuthUnavailableProps) {
  return (
    <AuthScreenFrame title="The server did not answer">
      <p role="alert" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {errorMessage(error, 'Trendjack could not reach its server. Check your connection and try again.')}
      </p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Try again
      </Button>
    </AuthScreenFrame>
  );
}
