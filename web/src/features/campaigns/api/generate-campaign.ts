import type { CampaignIdea } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

export function generateCampaign(trendingItemId: number): Promise<CampaignIdea> {
  return apiRequest<CampaignIdea>(`/api/trending/${trendingItemId}/generate-campaign`, { method: 'POST' });
}
