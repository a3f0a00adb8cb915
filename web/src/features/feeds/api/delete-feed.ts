import { apiRequest } from '@/lib/api-client';
import { FEEDS_KEY } from './get-feeds';

/** Stops following a feed; the stories already fetched from it stay. */
export function deleteFeed(id: number): Promise<null> {
  return apiRequest<null>(`${FEEDS_KEY}/${id}`, { method: 'DELETE' });
}
