import type { TrendingItem, TrendingSort } from '@contracts/trending.contract';

/** Engagement as the spec defines it: upvotes + comments + shares (missing counts are 0). */
export function engagement(item: TrendingItem): number {
  return (item.upvotes ?? 0) + (item.comments ?? 0) + (item.shares ?? 0);
}

/** Whether the item has any public count (news articles and some X trends have none). */
export function hasEngagementCounts(item: TrendingItem): boolean {
  return item.upvotes !== null || item.comments !== null || item.shares !== null;
}

/**
 * Client-side sorting (SPEC section 4); ties keep the server's order. By engagement, items without
 * any count come last: no count is not the same as no engagement. By fit, items without one (no
 * client chosen) count as 0.
 */
export function sortTrendingItems(items: readonly TrendingItem[], sort: TrendingSort): TrendingItem[] {
  const sorted = [...items];
  switch (sort) {
    case 'prScore':
      return sorted.sort((a, b) => b.prScore - a.prScore);
    case 'newest':
      return sorted.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    case 'engagement':
      return sorted.sort((a, b) => Number(hasEngagementCounts(b)) - Number(hasEngagementCounts(a)) || engagement(b) - engagement(a));
    case 'fit':
      return sorted.sort((a, b) => (b.fit?.score ?? 0) - (a.fit?.score ?? 0));
  }
}
