import type { WebsiteCampaignIdea } from '@contracts/website.contract';
import { apiRequest } from '@/lib/api-client';

/** Campaign ideas grounded in one stored analysis. */
export function generateWebsiteIdeas(analysisId: number): Promise<WebsiteCampaignIdea[]> {
  return apiRequest<WebsiteCampaignIdea[]>(`/api/website-analysis/${analysisId}/generate-ideas`, { method: 'POST' });
}
