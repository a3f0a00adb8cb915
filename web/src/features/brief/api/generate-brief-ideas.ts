import type { Generated } from '@contracts/generation.contract';
import type { BrandBrief, BriefCampaignIdea } from '@contracts/ideas.contract';
import { apiRequest } from '@/lib/api-client';

/** Campaign ideas for a brand brief (the brief shape of POST /api/generate-campaign-ideas). */
export function generateBriefIdeas(brief: BrandBrief): Promise<Generated<BriefCampaignIdea>[]> {
  return apiRequest<Generated<BriefCampaignIdea>[]>('/api/generate-campaign-ideas', { method: 'POST', body: brief });
}
