import type { Watchlist } from '@contracts/watchlists.contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { WatchlistPending } from '../hooks/use-watchlist-actions';
import { WatchlistCard } from './watchlist-card';

type WatchlistListProps = {
  watchlists: Watchlist[];
  pending: WatchlistPending;
  onEdit: (watchlist: Watchlist) => void;
  onRemove: (watchlist: Watchlist) => Promise<void>;
  /** Resolves true when the test alert was queued. */
  onSendTest: (watchlist: Watchlist) => Promise<boolean>;
};

/** The watchlists as cards, newest first; deleting asks first, a test alert opens the card's delivery history. */
export function WatchlistList({ watchlists, pending, onEdit, onRemove, onSendTest }: WatchlistListProps) {
  const [confirming, setConfirming] = useState<Watchlist | null>(null);
  const [openHistories, setOpenHistories] = useState<ReadonlySet<number>>(new Set());

  const setHistoryOpen = (id: number, open: boolean) =>
    setOpenHistories((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleConfirm = async () => {
    if (confirming) {
      await onRemove(confirming);
      setConfirming(null);
    }
  };

  const handleSendTest = async (watchlist: Watchlist) => {
    if (await onSendTest(watchlist)) setHistoryOpen(watchlist.id, true);
  };

  return (
    <section aria-labelledby="watchlists-title" className="min-w-0">
      <h2 id="watchlists-title" className="sr-only">
        Your watchlists
      </h2>
      <ul className="flex flex-col gap-4">
        {watchlists.map((watchlist) => (
          <WatchlistCard
            key={watchlist.id}
            watchlist={watchlist}
            historyOpen={openHistories.has(watchlist.id)}
            busy={pending?.id === watchlist.id}
            testing={pending?.kind === 'test' && pending.id === watchlist.id}
            onEdit={onEdit}
            onDelete={setConfirming}
            onSendTest={(entry) => void handleSendTest(entry)}
            onToggleHistory={(entry) => setHistoryOpen(entry.id, !openHistories.has(entry.id))}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete "${confirming?.name ?? ''}"?`}
        description="No more alerts come from this watchlist, and its delivery history goes with it. Stories it matched stay in Trending Topics."
        confirmLabel="Delete"
        pending={pending?.kind === 'remove'}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
