import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

type DialogFormFooterProps = {
  /** What the server refused that no field owns, said above the buttons; nothing when null. */
  serverError: string | null;
  /** The test id of the server's message. */
  errorTestId: string;
  saving: boolean;
  /** "Create watchlist", "Save changes". */
  submitLabel: string;
  onCancel: () => void;
};

/** The end of a dialog's form: the server's message when it refused the save, then Cancel and the submit button. */
export function DialogFormFooter({ serverError, errorTestId, saving, submitLabel, onCancel }: DialogFormFooterProps) {
  return (
    <>
      {serverError ? (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]" data-testid={errorTestId}>
            {serverError}
          </span>
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
