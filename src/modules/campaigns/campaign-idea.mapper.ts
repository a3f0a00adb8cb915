import type { CampaignIdea as CampaignIdeaContract } from '../../contracts/campaigns.contract.js';
import { generatedByOf } from '../../contracts/generation.contract.js';
import type { CampaignIdea } from './campaign-idea.entity.js';

export function toCampaignIdeaContract(idea: CampaignIdea): CampaignIdeaContract {
  return {
    id: idea.id,
    trendingItemId: idea.trendingItem?.id ?? null,
    eventId: idea.event?.id ?? null,
    title: idea.title,
    description: idea.description,
    format: idea.format,
    headlines: idea.headlines,
    targetPublications: idea.targetPublications,
    createdAt: idea.createdAt.toISOString(),
    generatedBy: generatedByOf(idea.generator),
    clientId: idea.client?.id ?? null,
  };
}
