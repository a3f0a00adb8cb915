/**
 * A bounded map that forgets the least recently used entry once it holds `capacity` entries. For
 * remembering the results of pure functions (same key, same value), so a hit never changes an answer.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** @throws RangeError unless capacity is a positive whole number */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LRU capacity must be a positive whole number, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the recent end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores the value as the most recently used, forgetting the least recently used beyond capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** The remembered value, or compute's, remembered. */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
