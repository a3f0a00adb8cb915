import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';
import { useFeeds } from '@/features/feeds/api/get-feeds';
import { AddFeedForm } from '@/features/feeds/components/add-feed-form';
import { AdminOnlyFeedsNote } from '@/features/feeds/components/admin-only-feeds-note';
import { FeedList } from '@/features/feeds/components/feed-list';
import { useFeedActions } from '@/features/feeds/hooks/use-feed-actions';
import { errorMessage } from '@/lib/api-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** Issue 16: the news sites and blogs you follow, read with Top Media on every fetch. */
export function Component() {
  const { feeds, error, isLoading, reload } = useFeeds();
  const actions = useFeedActions();
  // Issue 17: adding, pausing and removing feeds are an admin's; a member reads the list.
  const isAdmin = useIsAdmin();

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/news-scraper']} />
      {isAdmin ? <AddFeedForm adding={actions.pending?.kind === 'add'} onAdd={actions.add} /> : <AdminOnlyFeedsNote />}
      {isLoading ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading your feeds...
        </p>
      ) : error && feeds.length === 0 ? (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800">
          <p>Your feeds could not be loaded. {errorMessage(error, 'The server did not answer.')}</p>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : (
        <FeedList
          feeds={feeds}
          pending={actions.pending}
          canEdit={isAdmin}
          onTogglePaused={(feed) => void actions.togglePaused(feed)}
          onRemove={actions.remove}
        />
      )}
    </>
  );
}
