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

/**
 * The stored trending items; no call is made until content has been fetched (SPEC section 4), nor
 * while the chosen client is not yet known (`ready`), so the list is read once, for the right client.
 */
export function useTrendingItems(contentFetched: boolean, clientId: number | null = null, ready = true) {
  const { data, error, isLoading, isValidating } = useSWR<TrendingItem[], ApiError>(contentFetched && ready ? trendingKey(clientId) : null);
  return { items: data ?? [], error, isLoading: isLoading || (isValidating && data === undefined) || (contentFetched && !ready) };
}
