import useSWR from 'swr';
import type { TrendingItem } from '@contracts/trending.contract';
import { ApiError } from '@/lib/api-client';

export const TRENDING_KEY = '/api/trending';

/**
 * The list's URL: with a client chosen, every item carries its fit for that client, and the items
 * matching a topic the client avoids come too (marked excluded), for the list to hide behind "Show".
 */
export function trendingKey(clientId: number | null): string {
  return clientId === null ? TRENDING_KEY : `${TRENDING_KEY}?clientId=${clientId}&includeExcluded=true`;
}

/** Any client's trending list (not one item, not its angles): what a fetch or a removed save reloads. */
export function isTrendingListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === TRENDING_KEY || key.startsWith(`${TRENDING_KEY}?`));
}

/** One empty list for every render without data, so a list that has not answered stays the same value. */
const NO_ITEMS: TrendingItem[] = [];

/**
 * The team's stored trending items (issue 29: whether the list shows is the server's answer, not a
 * browser flag); no call while the chosen client is not yet known (`ready`), so the list is read once,
 * for the right client.
 */
export function useTrendingItems(clientId: number | null = null, ready = true) {
  const { data, error, isLoading, isValidating } = useSWR<TrendingItem[], ApiError>(ready ? trendingKey(clientId) : null);
  return {
    items: data ?? NO_ITEMS,
    /** True once the list has answered at least once, so an empty list means the server has no stories. */
    loaded: data !== undefined,
    error,
    isLoading: isLoading || (isValidating && data === undefined) || !ready,
  };
}
