import { generatedByText, type GeneratedBy } from '@contracts/generation.contract';
import { Bot } from 'lucide-react';

type GeneratedByNoteProps = {
  generatedBy: GeneratedBy | null | undefined;
};

/** Says which generator wrote a card: the built-in generator or the configured model. */
export function GeneratedByNote({ generatedBy }: GeneratedByNoteProps) {
  if (!generatedBy) return null;
  return (
    <p className="mt-2 flex items-center gap-1 text-xs text-slate-500" data-testid="generated-by">
      <Bot aria-hidden="true" className="h-3 w-3" />
      {generatedByText(generatedBy)}
    </p>
  );
}
