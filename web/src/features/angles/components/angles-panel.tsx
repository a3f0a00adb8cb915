import { pitchRefusal } from '@contracts/generation.contract';
import { ANGLES_SHOWN_PER_ITEM } from '@contracts/trending.contract';
import type { PrAngle } from '@contracts/campaigns.contract';
import { Bookmark, Heading, Mail, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SharePopover } from '@/components/share-popover';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { anglesKey } from '../api/angles-keys';
import { useAngles } from '../api/get-angles';
import { saveAngle } from '../api/save-angle';
import { isSavedItemsKey } from '@/features/saved/api/get-saved-items';
import { angleShareText } from '../utils/angle-share-text';
import { GeneratedByNote } from '@/components/generated-by-note';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { headlineAnalyzerPath } from '@/features/headlines/utils/headline-analyzer-path';

/** SPEC section 9: angles of the visible page load about 100 ms after the page changes. */
const ANGLE_LOAD_DELAY_MS = 100;

type AnglesPanelProps = {
  trendingItemId: number;
  /** The story the angles are about: sharing an angle shares its link (or its title without one). */
  story: { title: string; url: string | null };
  pendingPitchAngleId: number | null;
  /** Asks for a pitch for the angle, written for the client the angle was written for. */
  onPitch: (angleId: number, clientId: number | null) => void;
};

const actionClasses =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The AI-Generated Angles panel of one trending row (SPEC dashboard item 3). */
export function AnglesPanel({ trendingItemId, story, pendingPitchAngleId, onPitch }: AnglesPanelProps) {
  const { mutate, cache } = useSWRConfig();
  const navigate = useNavigate();
  // Issue 27: the angles written for the chosen client (or for none), read once the choice is known.
  const current = useCurrentClient();
  // Angles already at hand show at once: the server renders a page with them (issue 29), and the page
  // brings them in its data. Any other list waits the spec's delay after a page change.
  const [ready, setReady] = useState(
    () => typeof window === 'undefined' || cache.get(anglesKey(trendingItemId, current.clientId))?.data !== undefined,
  );
  // A timer, not a fetch: the request itself is SWR's (keyed on the URL), once per item.
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ANGLE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const { angles, isLoading } = useAngles(trendingItemId, ready && current.ready, current.clientId);
  const shown = (angles ?? []).slice(0, ANGLES_SHOWN_PER_ITEM);

  const handleSave = async (angle: PrAngle) => {
    if (!angle.id) {
      toast({ title: 'Save Failed', description: 'Cannot save angle: Missing angle ID', variant: 'destructive' });
      return;
    }
    if (!angle.trendingItemId) {
      toast({ title: 'Save Failed', description: 'Cannot save angle: Missing trending item ID', variant: 'destructive' });
      return;
    }
    try {
      await saveAngle(angle.trendingItemId, angle.id);
      toast({ title: 'Angle Saved', description: 'The PR angle has been saved to your collection.' });
      // The saved angle leaves the item's list.
      await mutate(
        anglesKey(trendingItemId, current.clientId),
        (list: PrAngle[] | undefined) => list?.filter((entry) => entry.id !== angle.id),
        {
          revalidate: true,
        },
      );
      await mutate(isSavedItemsKey);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? `Failed to save angle: ${error.status}`)
          : 'Failed to save PR angle. Please try again.';
      toast({ title: 'Save Failed', description: message, variant: 'destructive' });
    }
  };

  return (
    <section aria-label="AI-Generated Angles" className="mt-4 rounded-md border border-indigo-100 bg-indigo-50/50 p-3">
      <h4 className="flex items-center gap-1 text-sm font-semibold text-indigo-900">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        AI-Generated Angles
      </h4>
      {isLoading ? (
        <p className="mt-2 text-sm text-slate-500">Loading angles...</p>
      ) : shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No angles available yet</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {shown.map((angle) => (
            <li key={angle.id} className="rounded-md bg-white p-3 shadow-sm" data-testid="angle">
              <p className="text-sm text-slate-800">{angle.angle}</p>
              {angle.headline ? (
                <p className="mt-1 text-sm">
                  <span className="font-medium text-slate-900">Headline:</span> <span className="text-slate-700">{angle.headline}</span>
                </p>
              ) : null}
              {angle.format ? (
                <p className="mt-1 text-xs text-slate-600">
                  <span className="font-medium">Format:</span> {angle.format}
                </p>
              ) : null}
              <GeneratedByNote generatedBy={angle.generatedBy} clientId={angle.clientId} />
              <div className="mt-2 flex flex-wrap items-center gap-1">
                <button
                  type="button"
                  className={actionClasses}
                  onClick={() => void handleSave(angle)}
                  aria-label="Save this angle"
                  title="Save this angle"
                >
                  <Bookmark aria-hidden="true" className="h-4 w-4" />
                  Save
                </button>
                {angle.headline ? (
                  <button
                    type="button"
                    className={actionClasses}
                    onClick={() => navigate(headlineAnalyzerPath(angle.headline ?? '', trendingItemId))}
                    aria-label="Analyze this headline"
                    title="Analyze this headline"
                  >
                    <Heading aria-hidden="true" className="h-4 w-4" />
                    Analyze
                  </button>
                ) : null}
                {pitchRefusal(angle.format, angle.generatedBy?.provider ?? 'openai') === null ? (
                  <button
                    type="button"
                    className={actionClasses}
                    onClick={() => onPitch(angle.id, angle.clientId)}
                    disabled={pendingPitchAngleId === angle.id}
                    aria-label="Generate pitch email"
                    title="Generate pitch email"
                  >
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    {pendingPitchAngleId === angle.id ? 'Drafting...' : 'Pitch'}
                  </button>
                ) : null}
                <SharePopover
                  text={angleShareText(angle.headline ?? angle.angle, story.title, story.url)}
                  url={story.url}
                  label="Share this angle"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
