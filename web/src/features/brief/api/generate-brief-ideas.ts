import type { Generated } from '@contracts/generation.contract';
import type { BrandBrief, BriefCampaignIdea } from '@contracts/ideas.contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Campaign ideas for a brand brief (the brief shape of POST /api/generate-campaign-ideas), written for
 * the client when one is chosen (issue 27: clientId only then).
 */
export function generateBriefIdeas(brief: BrandBrief, clientId: number | null = null): Promise<Generated<BriefCampaignIdea>[]> {
  return apiRequest<Generated<BriefCampaignIdea>[]>('/api/generate-campaign-ideas', {
    method: 'POST',
    body: clientId === null ? brief : { ...brief, clientId },
  });
}
