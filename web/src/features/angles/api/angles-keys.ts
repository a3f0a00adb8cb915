/** SWR key of one trending item's angles (the URL fetched). */
export function anglesKey(trendingItemId: number): string {
  return `/api/trending/${trendingItemId}/angles`;
}

export function isAnglesKey(key: unknown): boolean {
  return typeof key === 'string' && /^\/api\/trending\/\d+\/angles$/.test(key);
}

/** SPEC section 4: a window event that makes every angles list load again. */
export const ANGLES_REFRESH_EVENT = 'anglesRefresh';
/** SPEC section 4: the locally stored flag for loaded angles. */
export const ANGLES_LOADED_FLAG = 'anglesLoaded';
