import type { FetchConfiguration, FetchContentResponse } from '@contracts/trending.contract';
import { apiRequest } from '@/lib/api-client';

export function fetchContent(configuration: FetchConfiguration): Promise<FetchContentResponse> {
  return apiRequest<FetchContentResponse>('/api/fetch-content', { method: 'POST', body: configuration });
}
