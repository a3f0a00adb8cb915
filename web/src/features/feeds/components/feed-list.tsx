import type { CustomFeed } from '@contracts/feeds.contract';
import { MAX_CUSTOM_FEEDS } from '@contracts/feeds.contract';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { FeedPending } from '../hooks/use-feed-actions';
import { FeedRow } from './feed-row';

type FeedListProps = {
  feeds: CustomFeed[];
  pending: FeedPending;
  /** A member sees the feeds without Pause, Resume and Remove (issue 17). */
  canEdit: boolean;
  onTogglePaused: (feed: CustomFeed) => void;
  onRemove: (feed: CustomFeed) => Promise<void>;
};

/** The feeds followed, newest first, or what adding one does while there is none; removal asks first. */
export function FeedList({ feeds, pending, canEdit, onTogglePaused, onRemove }: FeedListProps) {
  const [confirming, setConfirming] = useState<CustomFeed | null>(null);

  const handleConfirm = async () => {
    if (confirming) {
      await onRemove(confirming);
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="your-feeds-title" className="mt-6 min-w-0">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="your-feeds-title" className="text-lg font-semibold text-slate-900">
          Your Feeds
        </h2>
        {feeds.length > 0 ? (
          <p className="text-sm text-slate-600">
            {feeds.length} of at most {MAX_CUSTOM_FEEDS}
          </p>
        ) : null}
      </div>
      {feeds.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <Newspaper aria-hidden="true" className="h-8 w-8 text-slate-400" />
          <p className="max-w-md text-slate-700">
            {canEdit
              ? 'Add a news site or blog: Trendjack finds its feed and reads it with Top Media on every fetch.'
              : 'No feeds yet. Once an admin adds news sites or blogs, their stories arrive with Top Media on every fetch.'}
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {feeds.map((feed) => (
            <FeedRow
              key={feed.id}
              feed={feed}
              busy={pending !== null && pending.kind !== 'add' && pending.id === feed.id}
              canEdit={canEdit}
              onTogglePaused={onTogglePaused}
              onRemove={setConfirming}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Remove "${confirming?.title ?? ''}"?`}
        description="Its feed is no longer read. Stories already fetched from it stay in Trending Topics."
        confirmLabel="Remove"
        pending={pending?.kind === 'remove'}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
