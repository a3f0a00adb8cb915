import type { CampaignIdea } from '@contracts/campaigns.contract';
import useSWR from 'swr';

export const CAMPAIGNS_KEY = '/api/campaigns';

export function useCampaigns() {
  const { data, isLoading, error } = useSWR<CampaignIdea[]>(CAMPAIGNS_KEY);
  return { campaigns: data ?? [], isLoading, error };
}
