/** An entry of SWR's cache: the answer, and SWR's own fields (`_k` is the key it was asked with). */
type CacheEntry = Record<string, unknown>;

/**
 * SWR's cache, which keeps an entry as it is when a write changes none of its fields. Each useSWR that
 * mounts writes its key into its entry (`_k`), a new object with the same fields, and SWR then counts
 * the entry as changed since the page was rendered: a part taken over after another that reads the
 * same call (the dashboard, after the header's client switcher) was drawn again at once, whole, right
 * after React had taken it over (issue 29: a task of 20-30 ms on a fast desktop).
 */
export class AnswersCache extends Map<string, CacheEntry> {
  override set(key: string, entry: CacheEntry): this {
    const current = this.get(key);
    const unchanged =
      current !== undefined &&
      Object.keys(entry).length === Object.keys(current).length &&
      Object.keys(entry).every((field) => Object.is(entry[field], current[field]));
    return unchanged ? this : super.set(key, entry);
  }
}

/**
 * A cache that holds the answers from the start, as if SWR had read them itself. Not written into
 * SWR's cache with mutate (as before): SWR then remembers the key as empty "on the server", so React
 * took the page over with nothing and drew the whole screen again at once after taking it over. Nor
 * given as SWR's fallback: a fallback stands in whenever the cache has nothing for a key, so a list
 * dropped from the cache later (the angles after a saved angle is removed) would come back as the
 * page's old answer.
 */
export function cacheWith(answers: Record<string, unknown>): AnswersCache {
  return new AnswersCache(Object.entries(answers).map(([key, data]) => [key, { data, _k: key }]));
}
