import { describe, expect, it } from '@jest/globals';
import { cacheWith } from './answers-cache';

describe(cacheWith.name, () => {
  it('should start with each answer as SWR keeps it, under the key it was asked with', () => {
    const cache = cacheWith({ '/api/clients': [], '/api/preferences': { clientId: null } });

    expect(cache.get('/api/clients')).toEqual({ data: [], _k: '/api/clients' });
    expect(cache.get('/api/preferences')).toEqual({ data: { clientId: null }, _k: '/api/preferences' });
  });

  it('should keep the entry itself when a write changes none of its fields, as a mounting useSWR writes its key', () => {
    const cache = cacheWith({ '/api/clients': [] });
    const entry = cache.get('/api/clients')!;

    cache.set('/api/clients', { ...entry, _k: '/api/clients' });

    expect(cache.get('/api/clients')).toBe(entry);
  });

  it('should take a write that changes a field, or adds one', () => {
    const cache = cacheWith({ '/api/clients': [] });
    const entry = cache.get('/api/clients')!;
    const newAnswer = { ...entry, data: [{ id: 1, name: 'Acme' }] };
    const validating = { ...newAnswer, isValidating: true };

    cache.set('/api/clients', newAnswer);
    expect(cache.get('/api/clients')).toBe(newAnswer);
    cache.set('/api/clients', validating);
    expect(cache.get('/api/clients')).toBe(validating);
  });

  it('should store an entry for a key it did not start with', () => {
    const cache = cacheWith({});
    const entry = { data: [], _k: '/api/topics' };

    cache.set('/api/topics', entry);

    expect(cache.get('/api/topics')).toBe(entry);
  });
});
