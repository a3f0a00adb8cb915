import type { AddFeedRequest, CustomFeed } from '@contracts/feeds.contract';
import { apiRequest } from '@/lib/api-client';
import { FEEDS_KEY } from './get-feeds';

/** Asks the server to find the feed behind `url` (a site or a feed) and follow it. */
export function addFeed(url: string): Promise<CustomFeed> {
  const body: AddFeedRequest = { url };
  return apiRequest<CustomFeed>(FEEDS_KEY, { method: 'POST', body });
}
