import { CONNECT_MODEL_HINT, generatedByText, type GeneratedBy } from '@contracts/generation.contract';
import { Bot } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';

type GeneratedByNoteProps = {
  generatedBy: GeneratedBy | null | undefined;
};

/**
 * Says which generator wrote a card: an offline draft of the built-in templates, or the configured
 * model. Under an offline draft, those who can change the AI provider are pointed to Settings.
 */
export function GeneratedByNote({ generatedBy }: GeneratedByNoteProps) {
  const isAdmin = useIsAdmin();
  if (!generatedBy) return null;
  const offline = generatedBy.provider === 'builtin';
  return (
    <div className="mt-2 text-xs text-slate-500">
      <p className="flex items-center gap-1" data-testid="generated-by">
        <Bot aria-hidden="true" className="h-3 w-3" />
        {generatedByText(generatedBy)}
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
