import type { TrendingItem } from '@contracts/trending.contract';
import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { TRENDING_KEY } from './get-trending';

/** One stored item (GET /api/trending/:id), for a link to it (`/?item=<id>`) when it is not in the list; null holds the call back. */
export function useTrendingItem(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<TrendingItem, ApiError>(id === null ? null : `${TRENDING_KEY}/${id}`);
  return { item: data, error, isLoading, reload: () => void mutate() };
}
