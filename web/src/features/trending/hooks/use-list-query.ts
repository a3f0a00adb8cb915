import type { TrendingSort } from '@contracts/trending.contract';
import { useCallback, useMemo, useState } from 'react';
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

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

function readRemembered(): RememberedListView {
  return {
    pageSize: parsePageSize(readStored(PAGE_SIZE_STORAGE_KEY)) ?? PAGE_SIZES[0],
    view: parseListView(readStored(VIEW_STORAGE_KEY)) ?? LIST_VIEWS[0],
  };
}

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
  const [remembered, setRemembered] = useState(readRemembered);
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
      setRemembered((current) => ({ ...current, pageSize }));
      update({ [LIST_PARAMS.pageSize]: String(pageSize), [LIST_PARAMS.page]: null });
    },
    setView: (view) => {
      writeStored(VIEW_STORAGE_KEY, view);
      setRemembered((current) => ({ ...current, view }));
      update({ [LIST_PARAMS.view]: view });
    },
  };
}
