import type { SavedItem } from '@contracts/campaigns.contract';
import { Heading, Mail, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { SharePopover } from '@/components/share-popover';
import { angleShareText } from '@/features/angles/utils/angle-share-text';
import { headlineAnalyzerPath } from '@/features/headlines/utils/headline-analyzer-path';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-date';
import { useClock } from '@/lib/use-clock';
import { GeneratedByNote } from '@/components/generated-by-note';
import { toast } from '@/lib/toast';

type SavedAngleCardProps = {
  savedItem: SavedItem;
  pitchPending: boolean;
  /** Asks for a pitch for the saved angle, written for the client the angle was written for. */
  onPitch: (angleId: number, clientId: number | null) => void;
  onDelete: (savedItem: SavedItem) => void;
};

/** One saved angle (SPEC "Saved Angles"). */
export function SavedAngleCard({ savedItem, pitchPending, onPitch, onDelete }: SavedAngleCardProps) {
  const navigate = useNavigate();
  const clock = useClock();
  const headline = savedItem.prAngleId !== null && savedItem.headline ? savedItem.headline : null;

  const handleAnalyze = () => {
    if (!headline) {
      toast({ title: 'No Headline', description: "This saved angle doesn't have a headline to analyze." });
      return;
    }
    void navigate(headlineAnalyzerPath(headline));
  };

  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="saved-angle">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{savedItem.name}</h2>
          <p className="text-xs text-slate-500">Saved on {formatLongDate(savedItem.createdAt, clock.utc)}</p>
        </div>
        <button
          type="button"
          onClick={() => onDelete(savedItem)}
          aria-label="Remove saved angle"
          title="Remove saved angle"
          className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700">{savedItem.description}</p>
      {headline ? (
        <p className="mt-2 text-sm">
          <span className="font-medium text-slate-900">Headline:</span> {headline}
        </p>
      ) : null}
      {savedItem.format ? (
        <p className="mt-1 text-xs text-slate-600">
          <span className="font-medium">Format:</span> {savedItem.format}
        </p>
      ) : null}
      <GeneratedByNote generatedBy={null} clientId={savedItem.clientId} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {/* Looks disabled without a headline but still answers a click with the spec's No Headline toast. */}
        <Button variant="secondary" onClick={handleAnalyze} className={headline ? '' : 'cursor-not-allowed opacity-50'} ariaLabel="Analyze">
          <Heading aria-hidden="true" className="h-4 w-4" />
          Analyze
        </Button>
        <Button
          variant="secondary"
          onClick={() => savedItem.prAngleId !== null && onPitch(savedItem.prAngleId, savedItem.clientId)}
          disabled={savedItem.prAngleId === null || pitchPending}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {pitchPending ? 'Drafting...' : 'Pitch'}
        </Button>
        {/* The story's link goes along when the saved item has one; without it, the story's title does. */}
        <SharePopover
          text={angleShareText(headline ?? savedItem.description, savedItem.name, savedItem.sourceUrl)}
          url={savedItem.sourceUrl}
          label="Share this angle"
        />
      </div>
    </article>
  );
}
