import type { Watchlist } from '@contracts/watchlists.contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useWatchlists } from '@/features/watchlists/api/get-watchlists';
import { WatchlistDialog } from '@/features/watchlists/components/watchlist-dialog';
import { WatchlistList } from '@/features/watchlists/components/watchlist-list';
import { WatchlistsEmptyState } from '@/features/watchlists/components/watchlists-empty-state';
import { WatchlistsSkeleton } from '@/features/watchlists/components/watchlists-skeleton';
import { useWatchlistActions } from '@/features/watchlists/hooks/use-watchlist-actions';
import { errorMessage } from '@/lib/api-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** The dialog when open: for a new watchlist (null) or the one edited. It mounts afresh on every opening. */
type DialogState = { watchlist: Watchlist | null } | null;

/** Issue 18: watchlists, their latest matches, and alerts by e-mail and webhook the moment a story breaks. */
export function Component() {
  const { watchlists, error, isLoading, reload } = useWatchlists();
  const actions = useWatchlistActions();
  const [dialog, setDialog] = useState<DialogState>(null);
  const openDialog = (watchlist: Watchlist | null) => setDialog({ watchlist });

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS['/favorite-topics']}
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New watchlist
          </Button>
        }
      />
      {watchlists ? (
        watchlists.length === 0 ? (
          <WatchlistsEmptyState onCreate={() => openDialog(null)} />
        ) : (
          <WatchlistList
            watchlists={watchlists}
            pending={actions.pending}
            onEdit={openDialog}
            onRemove={actions.remove}
            onSendTest={actions.sendTest}
          />
        )
      ) : error && !isLoading ? (
        <LoadError
          title="Your watchlists could not be loaded"
          message={errorMessage(error, 'The server did not answer.')}
          onRetry={reload}
        />
      ) : (
        <WatchlistsSkeleton />
      )}
      {dialog ? <WatchlistDialog watchlist={dialog.watchlist} onClose={() => setDialog(null)} onSave={actions.save} /> : null}
    </>
  );
}
