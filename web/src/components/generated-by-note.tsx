import { CONNECT_MODEL_HINT, generatedByText, type GeneratedBy } from '@contracts/generation.contract';
import { Bot, Briefcase } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';

type GeneratedByNoteProps = {
  generatedBy: GeneratedBy | null | undefined;
  /** The client the card was written for (issue 27): "For Acme" beside who wrote it. */
  clientId?: number | null;
};

/**
 * Says which generator wrote a card: an offline draft of the built-in templates, or the configured
 * model, and for which client. Under an offline draft, those who can change the AI provider are
 * pointed to Settings.
 */
export function GeneratedByNote({ generatedBy, clientId = null }: GeneratedByNoteProps) {
  const isAdmin = useIsAdmin();
  const { nameOf } = useCurrentClient();
  const clientName = nameOf(clientId);
  if (!generatedBy && !clientName) return null;
  const offline = generatedBy?.provider === 'builtin';
  return (
    <div className="mt-2 text-xs text-slate-500">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
        {generatedBy ? (
          <span className="flex items-center gap-1" data-testid="generated-by">
            <Bot aria-hidden="true" className="h-3 w-3" />
            {generatedByText(generatedBy)}
          </span>
        ) : null}
        {clientName ? (
          <span className="flex items-center gap-1 font-medium text-slate-600" data-testid="written-for">
            <Briefcase aria-hidden="true" className="h-3 w-3" />
            For {clientName}
          </span>
        ) : null}
      </p>
      {offline && isAdmin ? (
        <Link
          to="/settings"
          className="mt-0.5 inline-block text-indigo-600 underline-offset-2 hover:underline"
          data-testid="connect-model-hint"
        >
          {CONNECT_MODEL_HINT}
        </Link>
      ) : null}
    </div>
  );
}
