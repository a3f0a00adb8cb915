import type { CampaignDetails, ThemeKey } from '@contracts/ideas.contract';
import { apiRequest } from '@/lib/api-client';

export type CampaignDetailsRequest = { headline: string; theme: ThemeKey; category: string };

/** The implementation plan behind one generated headline. */
export function generateCampaignDetails(request: CampaignDetailsRequest): Promise<CampaignDetails> {
  return apiRequest<CampaignDetails>('/api/generate-campaign-details', { method: 'POST', body: request });
}
