import { FIT_SORT } from '@contracts/clients.contract';
import { SORT_OPTIONS, type Topic, TRENDING_PAGE_SIZE, type TrendingItem, type TrendingSort } from '@contracts/trending.contract';
import { Eye, EyeOff, LayoutList, RefreshCw, Table2 } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import type { ListQueryControls } from '../hooks/use-list-query';
import { LIST_VIEWS, type ListView, PAGE_SIZES, type PageSize, usableSort } from '../utils/list-query';
import { clampPage } from '../utils/page-numbers';
import { hasEngagementCounts, sortTrendingItems } from '@contracts/trending.contract';
import { Pagination } from './pagination';
import { PrScoreHelp } from './pr-score-help';
import { TrendingFilters } from './trending-filters';
import { TrendingRow } from './trending-row';
import { TrendingTable } from './trending-table';

type TrendingListProps = {
  /** The stories the search and filters let through (issue 29). */
  items: TrendingItem[];
  /** How many stories the server holds for this list: none is "No trending topics found", some hidden is "No stories match". */
  storedCount: number;
  topics: Topic[];
  isLoading: boolean;
  onRefresh: () => void;
  /** Search, filters, sort, page, page size and view, kept in the URL (issue 29). */
  query: ListQueryControls;
  filtersActive: boolean;
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

const VIEW_LABELS: Record<ListView, { label: string; icon: typeof LayoutList }> = {
  cards: { label: 'Cards', icon: LayoutList },
  table: { label: 'Table', icon: Table2 },
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

/**
 * SPEC dashboard item 3: sorted, paged (client-side) trending items; issue 29 adds 20 and 50 a page,
 * a compact table view, search and filters, all kept in the URL.
 */
export function TrendingList({
  items,
  storedCount,
  topics,
  isLoading,
  onRefresh,
  query,
  filtersActive,
  renderAngles,
  renderFooter,
  focusItemId = null,
  clientName = null,
  onVisibleItemsChange,
}: TrendingListProps) {
  const [showAvoided, setShowAvoided] = useState(false);
  const sort = usableSort(query.sort, clientName !== null);
  const pageSize = query.pageSize;
  const sortOptions = clientName === null ? SORT_OPTIONS : [...SORT_OPTIONS, FIT_SORT];
  const avoidedCount = items.filter((item) => item.excluded).length;
  const sorted = useMemo(
    () => sortTrendingItems(showAvoided ? items : items.filter((item) => !item.excluded), sort),
    [items, sort, showAvoided],
  );
  // A newly opened item turns the list to its page once; paging away from it afterwards is the user's
  // choice. The turn is held here, not written to the URL: a link's page is not the user's step.
  const [turnedTo, setTurnedTo] = useState<number | null>(null);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const focusIndex = focusItemId === null ? -1 : sorted.findIndex((item) => item.id === focusItemId);
  if (focusItemId !== turnedTo && focusIndex !== -1) {
    setTurnedTo(focusItemId);
    setFocusPage(Math.floor(focusIndex / pageSize) + 1);
  }
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = clampPage(focusPage ?? query.page, lastPage);
  const visible = sorted.slice((page - 1) * pageSize, page * pageSize);
  const shownItems = isLoading ? NO_ITEMS : visible;
  // The page lives here; its stories are told to the dashboard after each render that changes them.
  useEffect(() => onVisibleItemsChange?.(shownItems), [onVisibleItemsChange, shownItems]);
  const topicsById = useMemo(() => new Map(topics.map((topic) => [topic.id, topic])), [topics]);

  const sectionRef = useRef<HTMLElement>(null);
  const withoutCounts = sort === 'engagement' && sorted.some((item) => !hasEngagementCounts(item));

  // A new page starts at the top of the list, not where the old page's Next button was.
  const handlePageChange = (next: number) => {
    setFocusPage(null);
    query.setPage(clampPage(next, lastPage));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const summary = isLoading
    ? 'Loading trending topics...'
    : sorted.length > 0
      ? `Displaying ${visible.length} of ${sorted.length} results`
      : storedCount === 0
        ? 'No trending topics found. Select your data sources and click Fetch Content.'
        : filtersActive
          ? 'No stories match these filters'
          : 'Displaying 0 of 0 results';

  return (
    <section ref={sectionRef} aria-labelledby="trending-list-title" className="mt-8 scroll-mt-20 md:scroll-mt-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="trending-list-title" className="text-lg font-semibold text-slate-900">
            Trending Topics
          </h2>
          <p className="text-sm text-slate-600" data-testid="results-summary" aria-live="polite">
            {summary}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="sort-by"
            label="Sort by"
            value={sort}
            options={sortOptions}
            onChange={(value) => {
              setFocusPage(null);
              query.setSort(value as TrendingSort);
            }}
          />
          <SelectField
            id="page-size"
            label="Per page"
            value={String(pageSize)}
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(value) => {
              setFocusPage(null);
              query.setPageSize(Number(value) as PageSize);
            }}
          />
          <div role="group" aria-label="View" className="flex rounded-md border border-slate-300 bg-white p-0.5">
            {LIST_VIEWS.map((view) => {
              const { label, icon: Icon } = VIEW_LABELS[view];
              const active = query.view === view;
              return (
                <button
                  key={view}
                  type="button"
                  aria-pressed={active}
                  onClick={() => query.setView(view)}
                  className={`inline-flex items-center gap-1 rounded px-2 py-1.5 text-sm ${active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                </button>
              );
            })}
          </div>
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

      {storedCount > 0 ? <TrendingFilters query={query} topics={topics} clientName={clientName} filtersActive={filtersActive} /> : null}

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
              setFocusPage(null);
              query.setPage(1);
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
      {!isLoading && sorted.length === 0 && storedCount > 0 && filtersActive ? (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center" data-testid="no-matches">
          <p className="text-sm text-slate-700">
            The search and filters hide all {storedCount} stored {storedCount === 1 ? 'story' : 'stories'}.
          </p>
          <button
            type="button"
            onClick={query.clearFilters}
            className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Clear filters
          </button>
        </div>
      ) : null}
      <div className="mt-4 space-y-4">
        {isLoading ? (
          Array.from({ length: TRENDING_PAGE_SIZE }, (_, index) => <RowSkeleton key={index} />)
        ) : query.view === 'table' ? (
          visible.length > 0 ? (
            <TrendingTable items={visible} topicsById={topicsById} clientName={clientName} focusItemId={focusItemId} />
          ) : null
        ) : (
          visible.map((item) => (
            <TrendingRow
              key={item.id}
              item={item}
              topic={item.topicId === null ? null : (topicsById.get(item.topicId) ?? null)}
              angles={renderAngles?.(item)}
              highlighted={item.id === focusItemId}
              clientName={clientName}
            />
          ))
        )}
      </div>
      <Pagination page={page} lastPage={lastPage} onPageChange={handlePageChange} />
      {renderFooter && visible.length > 0 ? renderFooter(visible) : null}
    </section>
  );
}
