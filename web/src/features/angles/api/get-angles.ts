import type { PrAngle } from '@contracts/campaigns.contract';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { ANGLES_LOADED_FLAG, anglesKey } from './angles-keys';

/** A failed load yields an empty list (SPEC section 4). */
async function fetchAnglesOrEmpty(url: string): Promise<PrAngle[]> {
  try {
    const angles = await fetcher<PrAngle[]>(url);
    try {
      window.localStorage.setItem(ANGLES_LOADED_FLAG, 'true');
    } catch {
      // Storage may be unavailable; the flag is informational.
    }
    return angles;
  } catch {
    return [];
  }
}

/**
 * One item's angles for the chosen client (or for none); `ready` holds the request back (the dashboard
 * waits ~100 ms after a page change, and for the chosen client to be known).
 */
export function useAngles(trendingItemId: number, ready: boolean, clientId: number | null = null) {
  // No deduping window: after the caches are dropped (a removed save, anglesRefresh) the next mount
  // must load again even if the last load was a moment ago. Cached lists are still not refetched.
  const { data, isLoading } = useSWR<PrAngle[]>(ready ? anglesKey(trendingItemId, clientId) : null, fetchAnglesOrEmpty, {
    dedupingInterval: 0,
  });
  return { angles: data ?? null, isLoading: !ready || isLoading };
}
