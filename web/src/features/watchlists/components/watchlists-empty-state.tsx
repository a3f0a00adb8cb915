import { BellRing, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

type WatchlistsEmptyStateProps = { onCreate: () => void };

/** No watchlist yet: what one does, and the way to make the first. */
export function WatchlistsEmptyState({ onCreate }: WatchlistsEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center sm:p-10">
      <BellRing aria-hidden="true" className="h-8 w-8 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900">No watchlists yet</h2>
      <p className="max-w-xl text-slate-700">
        A watchlist names the keywords your team cares about. After every fetch, Trendjack checks the new stories against it and sends an
        alert for each story that matches, once, by e-mail or to Slack, Teams or any webhook, with a link back to the story here.
      </p>
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Create a watchlist
      </Button>
    </div>
  );
}
