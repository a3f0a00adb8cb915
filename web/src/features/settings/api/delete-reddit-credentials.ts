import { apiRequest } from '@/lib/api-client';

/** Forgets the stored Reddit credentials (environment ones stay). */
export function deleteRedditCredentials(): Promise<unknown> {
  return apiRequest<unknown>('/api/settings/reddit', { method: 'DELETE' });
}
