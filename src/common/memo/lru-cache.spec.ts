import { LruCache } from './lru-cache.js';

describe(LruCache.name, () => {
  describe('when it holds more than its capacity', () => {
    it('should forget the least recently used entry, counting reads as use', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1);
      cache.set('c', 3);
      expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
      expect(cache.size).toBe(2);
    });
  });

  describe('getOrCompute', () => {
    it('should compute a missing value once and answer it from memory afterwards', () => {
      const cache = new LruCache<string, string>(4);
      let calls = 0;
      const compute = (key: string) => {
        calls += 1;
        return key.toUpperCase();
      };
      expect([cache.getOrCompute('x', compute), cache.getOrCompute('x', compute)]).toEqual(['X', 'X']);
      expect(calls).toBe(1);
    });
  });

  describe('when an entry is set again', () => {
    it('should keep one entry with the new value', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.set('a', 2);
      expect([cache.size, cache.get('a')]).toEqual([1, 2]);
    });
  });

  describe('when cleared', () => {
    it('should hold nothing', () => {
      const cache = new LruCache<string, number>(2);
      cache.set('a', 1);
      cache.clear();
      expect([cache.size, cache.get('a')]).toEqual([0, undefined]);
    });
  });

  it.each([0, -1, 1.5, Number.NaN])('should refuse a capacity of %p', (capacity) => {
    expect(() => new LruCache(capacity)).toThrow(RangeError);
  });
});
