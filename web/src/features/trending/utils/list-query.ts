import { FIT_SORT } from '@contracts/clients.contract';
import { isRisingNow } from '@contracts/timeline.contract';
import {
  ITEM_SOURCES,
  type ItemSource,
  SENSITIVITY_KINDS,
  type SensitivityKind,
  TRENDING_PAGE_SIZE,
  TRENDING_SORTS,
  type TrendingItem,
  type TrendingSort,
} from '@contracts/trending.contract';

// Issue 29: the dashboard list's search, filters, sort, page, page size and view, read from and
// written to the URL query so a copied address opens the same view. Filtering runs in the browser over
// the rows GET /api/trending answers (at most 500): no request per keystroke, and the counts stay true.

/** The list's page sizes: the spec's 5 first, then two for scanning. */
export const PAGE_SIZES = [TRENDING_PAGE_SIZE, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const LIST_VIEWS = ['cards', 'table'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** "Not sensitive", "Any sensitive kind" or one kind of SENSITIVITY_KINDS. */
export type SensitivityFilter = 'none' | 'any' | SensitivityKind;
const SENSITIVITY_FILTERS: readonly string[] = ['none', 'any', ...SENSITIVITY_KINDS];

/** The score floors the PR score and fit filters offer (each "N+"); the URL takes only these, as the filters can show only these. */
export const SCORE_FLOORS = [25, 50, 70, 85] as const;

/** Names of the query parameters: one place, as the URL is part of what a user shares. */
export const LIST_PARAMS = {
  search: 'q',
  source: 'source',
  topic: 'topic',
  sensitivity: 'sensitivity',
  minScore: 'minScore',
  minFit: 'minFit',
  /** "Rising now" (issue 31): present as `rising=now`. */
  rising: 'rising',
  sort: 'sort',
  page: 'page',
  pageSize: 'perPage',
  view: 'view',
} as const;

/** The parameters that narrow the list; "Clear filters" removes exactly these. */
export const FILTER_PARAMS = [
  LIST_PARAMS.search,
  LIST_PARAMS.source,
  LIST_PARAMS.topic,
  LIST_PARAMS.sensitivity,
  LIST_PARAMS.minScore,
  LIST_PARAMS.minFit,
  LIST_PARAMS.rising,
] as const;

export type ListFilters = {
  /** As typed (the search box shows it); words are split when matching. */
  search: string;
  source: ItemSource | null;
  topicId: number | null;
  sensitivity: SensitivityFilter | null;
  minScore: number | null;
  /** Applied only while a client is chosen: items carry a fit only then. */
  minFit: number | null;
  /** Only the stories whose stage is rising (issue 31). */
  risingNow: boolean;
};

/** The value of the `rising` parameter that turns "Rising now" on. */
export const RISING_NOW_VALUE = 'now';

export type ListQuery = {
  filters: ListFilters;
  sort: TrendingSort;
  page: number;
  pageSize: PageSize;
  view: ListView;
};

/** What this device last chose, used where the URL does not say. */
export type RememberedListView = { pageSize: PageSize; view: ListView };

function positiveWhole(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= 1 && number <= max ? number : null;
}

function oneOf<T extends string | number>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((entry) => String(entry) === value) ?? null;
}

export function parsePageSize(value: string | null): PageSize | null {
  return oneOf(value, PAGE_SIZES);
}

export function parseListView(value: string | null): ListView | null {
  return oneOf(value, LIST_VIEWS);
}

/** The list's state as the URL says it; a value that is not one of the choices is ignored (the default applies). */
export function parseListQuery(params: URLSearchParams, remembered: RememberedListView): ListQuery {
  return {
    filters: {
      search: params.get(LIST_PARAMS.search) ?? '',
      source: oneOf(params.get(LIST_PARAMS.source), ITEM_SOURCES),
      topicId: positiveWhole(params.get(LIST_PARAMS.topic), 999_999_999),
      sensitivity: oneOf(params.get(LIST_PARAMS.sensitivity), SENSITIVITY_FILTERS) as SensitivityFilter | null,
      minScore: oneOf(params.get(LIST_PARAMS.minScore), SCORE_FLOORS),
      minFit: oneOf(params.get(LIST_PARAMS.minFit), SCORE_FLOORS),
      risingNow: params.get(LIST_PARAMS.rising) === RISING_NOW_VALUE,
    },
    sort: oneOf(params.get(LIST_PARAMS.sort), TRENDING_SORTS) ?? 'prScore',
    page: positiveWhole(params.get(LIST_PARAMS.page), 999_999) ?? 1,
    pageSize: parsePageSize(params.get(LIST_PARAMS.pageSize)) ?? remembered.pageSize,
    view: parseListView(params.get(LIST_PARAMS.view)) ?? remembered.view,
  };
}

/** True when any filter narrows the list (fit only counts with a client chosen). */
export function hasActiveFilters(filters: ListFilters, clientChosen: boolean): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.source !== null ||
    filters.topicId !== null ||
    filters.sensitivity !== null ||
    filters.minScore !== null ||
    filters.risingNow ||
    (clientChosen && filters.minFit !== null)
  );
}

/** Lower case, without accents, so "cafe" finds "Café". */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchesSensitivity(item: TrendingItem, filter: SensitivityFilter): boolean {
  if (filter === 'none') return item.sensitivity.length === 0;
  if (filter === 'any') return item.sensitivity.length > 0;
  return item.sensitivity.includes(filter);
}

/**
 * The items the filters let through, in their order. Search finds items whose title or text holds
 * every word searched for, in any order. The fit floor applies only while a client is chosen.
 */
export function filterTrendingItems(items: readonly TrendingItem[], filters: ListFilters, clientChosen: boolean): TrendingItem[] {
  // Without a search the fold is skipped: its first use compiles a Unicode regex, some 9 ms on a
  // laptop and far more on a phone, in the task that draws the list (issue 29).
  const words = filters.search.trim() === '' ? [] : folded(filters.search).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filters.source !== null && item.source !== filters.source) return false;
    if (filters.topicId !== null && item.topicId !== filters.topicId) return false;
    if (filters.sensitivity !== null && !matchesSensitivity(item, filters.sensitivity)) return false;
    if (filters.minScore !== null && item.prScore < filters.minScore) return false;
    if (clientChosen && filters.minFit !== null && (item.fit?.score ?? 0) < filters.minFit) return false;
    if (filters.risingNow && !isRisingNow(item)) return false;
    if (words.length > 0) {
      const text = folded(`${item.title} ${item.content ?? ''}`);
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
}

/** A sort the list can use now: fit only while a client is chosen, otherwise the default. */
export function usableSort(sort: TrendingSort, clientChosen: boolean): TrendingSort {
  return sort === FIT_SORT.value && !clientChosen ? 'prScore' : sort;
}
