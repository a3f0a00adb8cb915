import { apiRequest } from '@/lib/api-client';

/** Asks Reddit for a token with the credentials in use; an error carries Reddit's refusal in words. */
export function testRedditCredentials(): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/api/settings/reddit/test', { method: 'POST' });
}
