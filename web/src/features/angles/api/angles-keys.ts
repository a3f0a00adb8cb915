/**
 * SWR key of one trending item's angles (the URL fetched): those written for the chosen client, or
 * without a client those written for none (issue 27).
 */
export function anglesKey(trendingItemId: number, clientId: number | null = null): string {
  return clientId === null ? `/api/trending/${trendingItemId}/angles` : `/api/trending/${trendingItemId}/angles?clientId=${clientId}`;
}

/** Any item's angles, for any client. */
export function isAnglesKey(key: unknown): boolean {
  return typeof key === 'string' && /^\/api\/trending\/\d+\/angles(\?clientId=\d+)?$/.test(key);
}

/** SPEC section 4: a window event that makes every angles list load again. */
export const ANGLES_REFRESH_EVENT = 'anglesRefresh';
/** SPEC section 4: the locally stored flag for loaded angles. */
export const ANGLES_LOADED_FLAG = 'anglesLoaded';
