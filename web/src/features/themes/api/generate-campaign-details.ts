import type { Generated } from '@contracts/generation.contract';
import type { CampaignDetails, ThemeKey } from '@contracts/ideas.contract';
import { apiRequest } from '@/lib/api-client';

export type CampaignDetailsRequest = { headline: string; theme: ThemeKey; category: string };

/** The implementation plan behind one generated headline. */
export function generateCampaignDetails(request: CampaignDetailsRequest): Promise<Generated<CampaignDetails>> {
  return apiRequest<Generated<CampaignDetails>>('/api/generate-campaign-details', { method: 'POST', body: request });
}
