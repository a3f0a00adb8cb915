import { canonicalJson, generationCacheKey, InMemoryGenerationCache } from './generation-cache.js';

describe('canonicalJson', () => {
  describe('when two inputs differ only in key order', () => {
    it('should write them the same way', () => {
      expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
        canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }),
      );
    });
  });

  describe('when a property is undefined', () => {
    it('should drop it like JSON.stringify does', () => {
      expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    });
  });
});

describe('generationCacheKey', () => {
  const input = { title: 'Apple launches free repair program' };

  it('should hash the input with sha256', () => {
    expect(generationCacheKey('pr-angles', input, { provider: 'openai', model: 'm' }).inputHash).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('when the provider or model changes', () => {
    it('should give another key, so one model never answers for another', async () => {
      const cache = new InMemoryGenerationCache();
      await cache.set(generationCacheKey('pr-angles', input, { provider: 'openai', model: 'gpt-4.1-mini' }), { angles: [] });
      expect(await cache.get(generationCacheKey('pr-angles', input, { provider: 'openai', model: 'gpt-5-mini' }))).toBeNull();
      expect(await cache.get(generationCacheKey('pr-angles', input, { provider: 'builtin', model: 'gpt-4.1-mini' }))).toBeNull();
      expect(await cache.get(generationCacheKey('pr-angles', { ...input }, { provider: 'openai', model: 'gpt-4.1-mini' }))).toEqual({
        angles: [],
      });
    });
  });
});
