import { FIT_SORT } from '@contracts/clients.contract';
import { SORT_OPTIONS, type Topic, TRENDING_PAGE_SIZE, type TrendingItem, type TrendingSort } from '@contracts/trending.contract';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { clampPage } from '../utils/page-numbers';
import { hasEngagementCounts, sortTrendingItems } from '@contracts/trending.contract';
import { Pagination } from './pagination';
import { PrScoreHelp } from './pr-score-help';
import { TrendingRow } from './trending-row';

type TrendingListProps = {
  items: TrendingItem[];
  topics: Topic[];
  isLoading: boolean;
  onRefresh: () => void;
  /** The angles panel of a row (composed by the dashboard). */
  renderAngles?: (item: TrendingItem) => ReactNode;
  /** Told which items the current page shows, so their angles can load. */
  renderFooter?: (visibleItems: TrendingItem[]) => ReactNode;
  /** The item a link opened (`/?item=<id>`): the list turns to its page and marks it. */
  focusItemId?: number | null;
  /**
   * The chosen client's name (issue 27): rows show their fit, Fit joins the sorts, and items on a topic
   * the client avoids are hidden behind a "Show" toggle.
   */
  clientName?: string | null;
  /** Told the items the current page shows whenever they change (issue 29: the header's actions use them). */
  onVisibleItemsChange?: (visibleItems: TrendingItem[]) => void;
};

const NO_ITEMS: TrendingItem[] = [];

function RowSkeleton() {
  return (
    <div className="animate-pulse rounded-lg border border-slate-200 bg-white p-4" aria-hidden="true" data-testid="row-skeleton">
      <div className="h-3 w-40 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-3/4 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-full rounded bg-slate-100" />
      <div className="mt-4 h-3 w-1/3 rounded bg-slate-100" />
    </div>
  );
}

/** SPEC dashboard item 3: sorted, paged (5 per page, client-side) trending items. */
export function TrendingList({
  items,
  topics,
  isLoading,
  onRefresh,
  renderAngles,
  renderFooter,
  focusItemId = null,
  clientName = null,
  onVisibleItemsChange,
}: TrendingListProps) {
  const [requestedSort, setSort] = useState<TrendingSort>('prScore');
  const [requestedPage, setRequestedPage] = useState(1);
  const [showAvoided, setShowAvoided] = useState(false);
  // Fit is a sort only while a client is chosen; with none, the list goes back to the default.
  const sort: TrendingSort = requestedSort === FIT_SORT.value && clientName === null ? 'prScore' : requestedSort;
  const sortOptions = clientName === null ? SORT_OPTIONS : [...SORT_OPTIONS, FIT_SORT];
  const avoidedCount = items.filter((item) => item.excluded).length;
  const sorted = useMemo(
    () => sortTrendingItems(showAvoided ? items : items.filter((item) => !item.excluded), sort),
    [items, sort, showAvoided],
  );
  // A newly opened item turns the list to its page once; paging away from it afterwards is the user's choice.
  const [turnedTo, setTurnedTo] = useState<number | null>(null);
  const focusIndex = focusItemId === null ? -1 : sorted.findIndex((item) => item.id === focusItemId);
  if (focusItemId !== turnedTo && focusIndex !== -1) {
    setTurnedTo(focusItemId);
    setRequestedPage(Math.floor(focusIndex / TRENDING_PAGE_SIZE) + 1);
  }
  const lastPage = Math.max(1, Math.ceil(sorted.length / TRENDING_PAGE_SIZE));
  const page = clampPage(requestedPage, lastPage);
  const visible = sorted.slice((page - 1) * TRENDING_PAGE_SIZE, page * TRENDING_PAGE_SIZE);
  const shownItems = isLoading ? NO_ITEMS : visible;
  // The page lives here; its stories are told to the dashboard after each render that changes them.
  useEffect(() => onVisibleItemsChange?.(shownItems), [onVisibleItemsChange, shownItems]);
  const topicsById = useMemo(() => new Map(topics.map((topic) => [topic.id, topic])), [topics]);

  const sectionRef = useRef<HTMLElement>(null);
  const withoutCounts = sort === 'engagement' && sorted.some((item) => !hasEngagementCounts(item));

  // A new page starts at the top of the list, not where the old page's Next button was.
  const handlePageChange = (next: number) => {
    setRequestedPage(clampPage(next, lastPage));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <section ref={sectionRef} aria-labelledby="trending-list-title" className="mt-8 scroll-mt-20 md:scroll-mt-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="trending-list-title" className="text-lg font-semibold text-slate-900">
            Trending Topics
          </h2>
          <p className="text-sm text-slate-600" data-testid="results-summary" aria-live="polite">
            {isLoading
              ? 'Loading trending topics...'
              : sorted.length > 0
                ? `Displaying ${visible.length} of ${sorted.length} results`
                : 'No trending topics found. Select your data sources and click Fetch Content.'}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            id="sort-by"
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(value) => {
              setSort(value as TrendingSort);
              setRequestedPage(1);
            }}
          />
          <PrScoreHelp />
          <button
            type="button"
            onClick={onRefresh}
            aria-label="Refresh list"
            title="Refresh list"
            className="rounded-md border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>

      {avoidedCount > 0 && clientName !== null && !isLoading ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="avoided-line">
          <EyeOff aria-hidden="true" className="h-4 w-4 text-slate-500" />
          <span>
            {avoidedCount} hidden: topics {clientName} avoids
          </span>
          <button
            type="button"
            onClick={() => {
              setShowAvoided((current) => !current);
              setRequestedPage(1);
            }}
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            {showAvoided ? <EyeOff aria-hidden="true" className="h-3.5 w-3.5" /> : <Eye aria-hidden="true" className="h-3.5 w-3.5" />}
            {showAvoided ? 'Hide' : 'Show'}
          </button>
        </p>
      ) : null}
      {withoutCounts ? (
        <p className="mt-2 text-xs text-slate-500" data-testid="engagement-note">
          Stories without public counts (news articles, some X trends) are listed last.
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        {isLoading
          ? Array.from({ length: TRENDING_PAGE_SIZE }, (_, index) => <RowSkeleton key={index} />)
          : visible.map((item) => (
              <TrendingRow
                key={item.id}
                item={item}
                topic={item.topicId === null ? null : (topicsById.get(item.topicId) ?? null)}
                angles={renderAngles?.(item)}
                highlighted={item.id === focusItemId}
                clientName={clientName}
              />
            ))}
      </div>
      <Pagination page={page} lastPage={lastPage} onPageChange={handlePageChange} />
      {renderFooter && visible.length > 0 ? renderFooter(visible) : null}
    </section>
  );
}
