import type { RedditConnectionTest } from '@contracts/settings.contract';
import { apiRequest } from '@/lib/api-client';

/** Asks Reddit for a token with the credentials in use; an error carries Reddit's refusal in words. */
export function testRedditCredentials(): Promise<RedditConnectionTest> {
  return apiRequest<RedditConnectionTest>('/api/settings/reddit/test', { method: 'POST' });
}
