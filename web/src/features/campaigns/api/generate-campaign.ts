import type { CampaignIdea } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

/** A campaign idea built from a story, written for the client when one is chosen (issue 27). */
export function generateCampaign(trendingItemId: number, clientId: number | null = null): Promise<CampaignIdea> {
  return apiRequest<CampaignIdea>(`/api/trending/${trendingItemId}/generate-campaign`, {
    method: 'POST',
    body: clientId === null ? undefined : { clientId },
  });
}
