import type { Generated } from '@contracts/generation.contract';
import type { WebsiteCampaignIdea } from '@contracts/website.contract';
import { apiRequest } from '@/lib/api-client';

/** Campaign ideas grounded in one stored analysis. */
export function generateWebsiteIdeas(analysisId: number): Promise<Generated<WebsiteCampaignIdea>[]> {
  return apiRequest<Generated<WebsiteCampaignIdea>[]>(`/api/website-analysis/${analysisId}/generate-ideas`, { method: 'POST' });
}
