import type { JournalistDetail } from '@contracts/journalists.contract';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/features/clients/components/text-area-field';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useJournalist } from '../api/get-journalist';
import { isJournalistsKey } from '../api/get-journalists';
import { updateJournalist } from '../api/update-journalist';
import { AddToMediaList } from './add-to-media-list';
import { BeatList } from './beat-list';
import { JournalistBadges } from './journalist-badges';

type JournalistDetailDialogProps = { journalistId: number | null; onClose: () => void };

/** A journalist's detail: recent articles with links, what the team adds (e-mail, notes, do-not-contact), and adding them to a media list. */
export function JournalistDetailDialog({ journalistId, onClose }: JournalistDetailDialogProps) {
  const { journalist, error } = useJournalist(journalistId);
  return (
    <Modal
      open={journalistId !== null}
      onClose={onClose}
      title={journalist?.name ?? 'Journalist'}
      description={journalist ? `${journalist.title ? `${journalist.title}, ` : ''}${journalist.outlet}` : undefined}
      wide
      fullScreenOnSmall
    >
      {journalist ? (
        // Mounted afresh per journalist, so the form starts from what is stored.
        <JournalistDetailBody key={journalist.id} journalist={journalist} onClose={onClose} />
      ) : error ? (
        <p className="text-sm text-red-700">{errorMessage(error, 'This journalist could not be loaded.')}</p>
      ) : (
        <Spinner label="Loading journalist..." />
      )}
    </Modal>
  );
}

function JournalistDetailBody({ journalist, onClose }: { journalist: JournalistDetail; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState(journalist.email ?? '');
  const [notes, setNotes] = useState(journalist.notes ?? '');
  const [doNotContact, setDoNotContact] = useState(journalist.doNotContact);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handleSave = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await updateJournalist(journalist.id, { email: email.trim() || null, notes: notes.trim() || null, doNotContact });
      await mutate((key) => isJournalistsKey(key) || (typeof key === 'string' && key.endsWith('/journalists')));
      toast({ title: 'Journalist saved', description: `Your details for ${journalist.name} are saved.` });
    } catch (saveError) {
      setProblem(errorMessage(saveError, 'The details could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <JournalistBadges journalist={journalist} />
        <BeatList beats={journalist.beats} limit={6} />
      </div>
      <section>
        <h3 className="font-semibold text-slate-900">Recent articles</h3>
        {journalist.recentArticles.length === 0 ? (
          <p className="mt-1 text-slate-600">No articles stored.</p>
        ) : (
          <ul className="mt-1 space-y-1.5" data-testid="recent-articles">
            {journalist.recentArticles.map((article) => (
              <li key={`${article.publishedAt}-${article.title}`}>
                {article.url ? (
                  <a href={article.url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 hover:underline">
                    {article.title}
                    <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5" />
                  </a>
                ) : (
                  article.title
                )}
                <span className="ml-2 text-xs text-slate-500">{formatLongDate(article.publishedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-3">
        <h3 className="font-semibold text-slate-900">Your details</h3>
        <p className="text-xs text-slate-500">Only what your team adds: nothing here is ever fetched.</p>
        <FormField id="journalist-email" label="E-mail" type="email" value={email} onChange={setEmail} autoComplete="off" />
        <TextAreaField id="journalist-notes" label="Notes" value={notes} onChange={setNotes} maxChars={2000} />
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={doNotContact} onChange={(event) => setDoNotContact(event.target.checked)} className="h-4 w-4" />
          Do not contact (never offered for a pitch)
        </label>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void handleSave()} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </section>
      <AddToMediaList journalistId={journalist.id} journalistName={journalist.name} />
    </div>
  );
}
