import type { Topic, TrendingItem } from '@contracts/trending.contract';
import { BellRing, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTrendingItem } from '../api/get-trending-item';
import { TrendingRow } from './trending-row';

type LinkedItemCardProps = {
  itemId: number;
  topics: Topic[];
  onClose: () => void;
  /** The item's angles panel and actions (composed by the dashboard). */
  renderAngles: (item: TrendingItem) => ReactNode;
};

/**
 * The story a link opened (`/?item=<id>`, an alert's "Open in Trendjack") when the list does not
 * show it: fetched on its own and shown above everything, with its angles.
 */
export function LinkedItemCard({ itemId, topics, onClose, renderAngles }: LinkedItemCardProps) {
  const { item, error, reload } = useTrendingItem(itemId);
  const topic = !item || item.topicId === null ? null : (topics.find((entry) => entry.id === item.topicId) ?? null);
  return (
    <section
      aria-labelledby="linked-item-title"
      className="mb-6 min-w-0 scroll-mt-20 rounded-lg border border-indigo-200 bg-indigo-50/60 p-3 sm:p-4 md:scroll-mt-6"
      data-testid="linked-item"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="linked-item-title" className="flex items-center gap-2 text-base font-semibold text-indigo-950">
          <BellRing aria-hidden="true" className="h-4 w-4" />
          The story you opened
        </h2>
        <button type="button" onClick={onClose} aria-label="Close this story" className="rounded-md p-1.5 text-slate-600 hover:bg-white">
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {item ? (
        <TrendingRow item={item} topic={topic} angles={renderAngles(item)} />
      ) : error ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-white p-4 text-sm text-slate-800">
          <p className="[overflow-wrap:anywhere]">
            {error.status === 404
              ? 'Trendjack has no stored story with the number this link gives. Check the link, or fetch content to see what is trending now.'
              : `The story could not be loaded. ${error.serverMessage ?? 'The server did not answer.'}`}
          </p>
          {error.status === 404 ? null : (
            <Button variant="secondary" onClick={reload}>
              Retry
            </Button>
          )}
        </div>
      ) : (
        <div role="status" aria-label="Loading the story" className="animate-pulse rounded-lg border border-slate-200 bg-white p-4">
          <div className="h-3 w-40 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-full rounded bg-slate-100" />
        </div>
      )}
    </section>
  );
}
