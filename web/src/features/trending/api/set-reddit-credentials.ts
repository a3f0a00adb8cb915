import type { RedditCredentials, SetRedditCredentialsResponse } from '@contracts/trending.contract';
import { apiRequest } from '@/lib/api-client';

export function setRedditCredentials(credentials: RedditCredentials): Promise<SetRedditCredentialsResponse> {
  return apiRequest<SetRedditCredentialsResponse>('/api/set-reddit-credentials', { method: 'POST', body: credentials });
}
