import { FALLBACK_USER_ID, type SavedItem } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

export function saveAngle(trendingItemId: number, prAngleId: number): Promise<SavedItem> {
  return apiRequest<SavedItem>('/api/saved-items', { method: 'POST', body: { trendingItemId, userId: FALLBACK_USER_ID, prAngleId } });
}
