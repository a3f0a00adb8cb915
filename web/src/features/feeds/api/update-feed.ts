import type { CustomFeed, UpdateFeedRequest } from '@contracts/feeds.contract';
import { apiRequest } from '@/lib/api-client';
import { FEEDS_KEY } from './get-feeds';

/** Pauses (no longer read) or resumes a feed. */
export function setFeedPaused(id: number, paused: boolean): Promise<CustomFeed> {
  const body: UpdateFeedRequest = { paused };
  return apiRequest<CustomFeed>(`${FEEDS_KEY}/${id}`, { method: 'PATCH', body });
}
