import useSWR from 'swr';
import type { TrendingItem } from '@contracts/trending.contract';
import { ApiError } from '@/lib/api-client';

export const TRENDING_KEY = '/api/trending';

/** The stored trending items; no call is made until content has been fetched (SPEC section 4). */
export function useTrendingItems(contentFetched: boolean) {
  const { data, error, isLoading, isValidating } = useSWR<TrendingItem[], ApiError>(contentFetched ? TRENDING_KEY : null);
  return { items: data ?? [], error, isLoading: isLoading || (isValidating && data === undefined) };
}
