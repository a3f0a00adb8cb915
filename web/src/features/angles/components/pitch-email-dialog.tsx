import type { PitchEmail } from '@contracts/campaigns.contract';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { GeneratedByNote } from '@/components/generated-by-note';

type PitchEmailDialogProps = {
  pitch: PitchEmail | null;
  onClose: () => void;
};

/** SPEC dashboard item 4: the drafted pitch; Copy to Clipboard copies the subject, then the body. */
export function PitchEmailDialog({ pitch, onClose }: PitchEmailDialogProps) {
  const handleCopy = async () => {
    if (!pitch) {
      return;
    }
    try {
      await navigator.clipboard.writeText(`${pitch.subject}\n\n${pitch.body}`);
      toast({ title: 'Copied to clipboard', description: 'The subject line and email body are on your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow access to the clipboard.', variant: 'destructive' });
    }
  };
  return (
    <Modal
      open={pitch !== null}
      onClose={onClose}
      title="Pitch Email Draft"
      description="Review and adapt the draft before you send it."
      wide
    >
      {pitch ? (
        <div className="space-y-4 text-sm">
          {pitch.addressedTo ? (
            <p className="text-slate-700" data-testid="pitch-addressed-to">
              To {pitch.addressedTo.name}, {pitch.addressedTo.outlet}
            </p>
          ) : null}
          {pitch.warning ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="pitch-warning">
              {pitch.warning}
            </p>
          ) : null}
          <section>
            <h3 className="font-semibold text-slate-900">Subject Line</h3>
            <p className="mt-1 rounded-md bg-slate-50 p-3 text-slate-800" data-testid="pitch-subject">
              {pitch.subject}
            </p>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">Email Body</h3>
            <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 p-3 text-slate-800" data-testid="pitch-body">
              {pitch.body}
            </p>
          </section>
          <div className="grid gap-4 sm:grid-cols-2">
            <section>
              <h3 className="font-semibold text-slate-900">Target Publications</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {pitch.targetPublications.map((publication) => (
                  <li key={publication}>{publication}</li>
                ))}
              </ul>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Key Contacts</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {pitch.keyContacts.map((contact) => (
                  <li key={contact}>{contact}</li>
                ))}
              </ul>
            </section>
          </div>
          <GeneratedByNote generatedBy={pitch.generatedBy} />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void handleCopy()}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy to Clipboard
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
