import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

type WatchlistsLoadErrorProps = { message: string; onRetry: () => void };

/** GET /api/watchlists failed: say so in words and offer to ask again. */
export function WatchlistsLoadError({ message, onRetry }: WatchlistsLoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 text-red-600" />
        <h2 className="text-lg font-semibold text-slate-900">Your watchlists could not be loaded</h2>
      </div>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
