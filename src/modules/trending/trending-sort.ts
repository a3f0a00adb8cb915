import type { TrendingItem, TrendingSort } from '../../contracts/trending.contract.js';

/**
 * The list in the order `sortBy` asks for, from the list's own order (best PR score first), which
 * breaks ties: the sort is stable. The dashboard's sorts are the ones it applies client-side
 * (web/src/features/trending/utils/sort-trending-items.ts): by engagement, items without any public
 * count come last. By fit, best fit first; items without a fit (no client) keep their place.
 */
export function sortTrendingList(items: TrendingItem[], sortBy: TrendingSort): TrendingItem[] {
  switch (sortBy) {
    case 'prScore':
      return items;
    case 'newest':
      return items.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    case 'engagement':
      return items.sort((a, b) => Number(hasCounts(b)) - Number(hasCounts(a)) || engagement(b) - engagement(a));
    case 'fit':
      return items.sort((a, b) => (b.fit?.score ?? 0) - (a.fit?.score ?? 0));
  }
}

function engagement(item: TrendingItem): number {
  return (item.upvotes ?? 0) + (item.comments ?? 0) + (item.shares ?? 0);
}

function hasCounts(item: TrendingItem): boolean {
  return item.upvotes !== null || item.comments !== null || item.shares !== null;
}
