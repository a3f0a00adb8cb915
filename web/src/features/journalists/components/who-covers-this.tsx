import { pitchRefusal } from '@contracts/generation.contract';
import { ChevronDown, ChevronUp, Mail, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAngles } from '@/features/angles/api/get-angles';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { errorMessage } from '@/lib/api-client';
import { useStoryJournalists } from '../api/get-story-journalists';
import { JournalistBadges } from './journalist-badges';

type WhoCoversThisProps = {
  trendingItemId: number;
  pendingPitch: boolean;
  /** Drafts a pitch from an angle of the story, addressed to the journalist. */
  onPitch: (angleId: number, clientId: number | null, journalistId: number) => void;
};

/**
 * Issue 30: who wrote this story or, recently, its subject, best fit first, each with the reason in
 * words. Read when opened. Do-not-contact journalists are greyed and never offered for a pitch; a
 * pitch starts from the story's first angle that can be pitched (as the angle's own pitch button does).
 */
export function WhoCoversThis({ trendingItemId, pendingPitch, onPitch }: WhoCoversThisProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { entries, error, isLoading } = useStoryJournalists(trendingItemId, open);
  const current = useCurrentClient();
  const { angles } = useAngles(trendingItemId, open && current.ready, current.clientId);
  const angle = (angles ?? []).find((entry) => pitchRefusal(entry.format, entry.generatedBy?.provider ?? 'openai') === null) ?? null;

  return (
    <div className="mt-3 border-t border-slate-100 pt-3" data-testid="who-covers-this">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <Users aria-hidden="true" className="h-4 w-4" />
        Who covers this
        {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
      </button>
      {open ? (
        <div id={panelId} className="mt-2">
          {entries ? (
            entries.length === 0 ? (
              <p className="text-sm text-slate-600">
                No journalist in your feeds has written on this story or its subject in the last 30 days.
              </p>
            ) : (
              <ul className="space-y-2">
                {entries.map(({ journalist, reason }) => (
                  <li
                    key={journalist.id}
                    className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 px-3 py-2 text-sm ${
                      journalist.doNotContact ? 'bg-slate-50 text-slate-500 opacity-70' : 'bg-white'
                    }`}
                    data-testid="story-journalist"
                  >
                    <Link to={`/journalists?id=${journalist.id}`} className="font-semibold text-indigo-700 hover:underline">
                      {journalist.name}
                    </Link>
                    <span className="text-slate-600">{journalist.outlet}</span>
                    <span className="text-slate-600">{reason}</span>
                    <JournalistBadges journalist={journalist} />
                    {journalist.doNotContact ? null : (
                      <button
                        type="button"
                        className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
                        disabled={angle === null || pendingPitch}
                        title={angle === null ? 'Generate angles for this story first: a pitch is written from one.' : undefined}
                        onClick={() => angle && onPitch(angle.id, angle.clientId, journalist.id)}
                      >
                        <Mail aria-hidden="true" className="h-3.5 w-3.5" />
                        Pitch {journalist.name.split(' ')[0]}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : error && !isLoading ? (
            <p className="text-sm text-red-700">{errorMessage(error, 'Who covers this could not be loaded.')}</p>
          ) : (
            <Spinner label="Finding journalists..." />
          )}
        </div>
      ) : null}
    </div>
  );
}
