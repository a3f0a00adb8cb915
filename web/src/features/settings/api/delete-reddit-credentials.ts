import type { RedditSettingsView } from '@contracts/settings.contract';
import { apiRequest } from '@/lib/api-client';

/** Forgets the stored Reddit credentials (environment ones stay). */
export function deleteRedditCredentials(): Promise<RedditSettingsView> {
  return apiRequest<RedditSettingsView>('/api/settings/reddit', { method: 'DELETE' });
}
