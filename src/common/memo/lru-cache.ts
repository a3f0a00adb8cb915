// A memo for pure functions (same key, same value), so a hit never changes an answer. quick-lru
// does the bookkeeping: two generations of Map, so a hit on a recent entry is one lookup and no
// reordering. (A hand-written delete-and-reinsert LRU spent a sixth of a warm headline analysis in
// Map upkeep.) It keeps the most recently used entries: at least `capacity` of them and, between two
// generation swaps, up to twice as many.
import QuickLRU from 'quick-lru';

export class LruCache<K, V> {
  private readonly entries: QuickLRU<K, V>;

  /** @throws RangeError unless capacity is a positive whole number */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LRU capacity must be a positive whole number, got ${capacity}`);
    this.entries = new QuickLRU({ maxSize: capacity });
  }

  /** Entries remembered, at most `capacity`. */
  get size(): number {
    return this.entries.size;
  }

  /** The value, now among the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores the value as the most recently used; the least recently used go beyond capacity. */
  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  /** The remembered value, or compute's, remembered. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
