import type { Generated } from '@contracts/generation.contract';
import type { WebsiteCampaignIdea } from '@contracts/website.contract';
import { apiRequest } from '@/lib/api-client';

/** Campaign ideas grounded in one stored analysis, written for the client when one is chosen (issue 27). */
export function generateWebsiteIdeas(analysisId: number, clientId: number | null = null): Promise<Generated<WebsiteCampaignIdea>[]> {
  return apiRequest<Generated<WebsiteCampaignIdea>[]>(`/api/website-analysis/${analysisId}/generate-ideas`, {
    method: 'POST',
    body: clientId === null ? undefined : { clientId },
  });
}
