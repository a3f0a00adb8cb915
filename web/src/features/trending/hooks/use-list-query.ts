import type { TrendingSort } from '@contracts/trending.contract';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FILTER_PARAMS,
  LIST_PARAMS,
  type ListQuery,
  type ListView,
  type PageSize,
  parseListQuery,
  parseListView,
  parsePageSize,
  type RememberedListView,
  LIST_VIEWS,
  PAGE_SIZES,
} from '../utils/list-query';

// Page size and view are remembered per device (localStorage), not per user on the server: a phone and
// a desktop want different ones. The URL still carries them, so a shared link opens the same view.
const PAGE_SIZE_STORAGE_KEY = 'trendjack:trending-page-size';
const VIEW_STORAGE_KEY = 'trendjack:trending-view';

/**
 * The last snapshot read, until this hook writes storage again. React asks for the snapshot on every
 * render of every user of this hook, and more while it takes the page over; reading localStorage each
 * time was 4 ms of the dashboard's start-up on a fast desktop (issue 29).
 */
let rememberedSnapshot: string | null = null;

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  rememberedSnapshot = null;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** The remembered page size and view as one string ("20 table"): a snapshot React can compare. */
function readRememberedSnapshot(): string {
  if (rememberedSnapshot === null) {
    const pageSize = parsePageSize(readStored(PAGE_SIZE_STORAGE_KEY)) ?? PAGE_SIZES[0];
    const view = parseListView(readStored(VIEW_STORAGE_KEY)) ?? LIST_VIEWS[0];
    rememberedSnapshot = `${pageSize} ${view}`;
  }
  return rememberedSnapshot;
}

/** What the server renders with: it cannot read this device's storage. */
const DEFAULT_SNAPSHOT = `${PAGE_SIZES[0]} ${LIST_VIEWS[0]}`;

function parseRememberedSnapshot(snapshot: string): RememberedListView {
  const [pageSize, view] = snapshot.split(' ');
  return { pageSize: parsePageSize(pageSize ?? null) ?? PAGE_SIZES[0], view: parseListView(view ?? null) ?? LIST_VIEWS[0] };
}

// Storage is written only by this hook's own setters, whose change of address draws the list again.
const noSubscription = () => () => undefined;

export type ListQueryControls = ListQuery & {
  /** Sets one filter's parameter (null or '' removes it) and goes back to page 1. */
  setFilter: (param: (typeof FILTER_PARAMS)[number], value: string | null) => void;
  clearFilters: () => void;
  setSort: (sort: TrendingSort) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  setView: (view: ListView) => void;
};

/** The dashboard list's state, kept in the URL query (issue 29), with the device's remembered page size and view. */
export function useListQuery(): ListQueryControls {
  const [searchParams, setSearchParams] = useSearchParams();
  // Issue 29: the server renders the dashboard with the defaults, so React takes the page over with
  // them and then draws the list again with this device's choice (a snapshot of its own on the server).
  const rememberedSnapshot = useSyncExternalStore(noSubscription, readRememberedSnapshot, () => DEFAULT_SNAPSHOT);
  const remembered = useMemo(() => parseRememberedSnapshot(rememberedSnapshot), [rememberedSnapshot]);
  const query = useMemo(() => parseListQuery(searchParams, remembered), [searchParams, remembered]);

  /** Applies changes to the current query; typing in the search box replaces the history entry instead of adding one per key. */
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [param, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(param);
            else next.set(param, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  return {
    ...query,
    setFilter: (param, value) => update({ [param]: value, [LIST_PARAMS.page]: null }, param === LIST_PARAMS.search),
    clearFilters: () => update({ ...Object.fromEntries(FILTER_PARAMS.map((param) => [param, null])), [LIST_PARAMS.page]: null }),
    setSort: (sort) => update({ [LIST_PARAMS.sort]: sort === 'prScore' ? null : sort, [LIST_PARAMS.page]: null }),
    setPage: (page) => update({ [LIST_PARAMS.page]: page === 1 ? null : String(page) }),
    setPageSize: (pageSize) => {
      writeStored(PAGE_SIZE_STORAGE_KEY, String(pageSize));
      update({ [LIST_PARAMS.pageSize]: String(pageSize), [LIST_PARAMS.page]: null });
    },
    setView: (view) => {
      writeStored(VIEW_STORAGE_KEY, view);
      update({ [LIST_PARAMS.view]: view });
    },
  };
}
