import type { CampaignDraft, CampaignIdea } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/events/{id}/create-campaign: stores a campaign idea drafted from the event. */
export function createEventCampaign(eventId: number, draft: CampaignDraft): Promise<CampaignIdea> {
  return apiRequest<CampaignIdea>(`/api/events/${eventId}/create-campaign`, { method: 'POST', body: draft });
}
