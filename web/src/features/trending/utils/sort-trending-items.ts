import type { SortOption, TrendingItem } from '@contracts/trending.contract';

/** Engagement as the spec defines it: upvotes + comments + shares (missing counts are 0). */
export function engagement(item: TrendingItem): number {
  return (item.upvotes ?? 0) + (item.comments ?? 0) + (item.shares ?? 0);
}

/** Client-side sorting (SPEC section 4); ties keep the server's order. */
export function sortTrendingItems(items: readonly TrendingItem[], sort: SortOption): TrendingItem[] {
  const sorted = [...items];
  switch (sort) {
    case 'prScore':
      return sorted.sort((a, b) => b.prScore - a.prScore);
    case 'newest':
      return sorted.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    case 'engagement':
      return sorted.sort((a, b) => engagement(b) - engagement(a));
  }
}
