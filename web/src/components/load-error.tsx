import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

type LoadErrorProps = { title: string; message: string; onRetry: () => void };

/** A screen's data could not be read: say so in words and offer to ask again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 text-red-600" />
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </div>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
