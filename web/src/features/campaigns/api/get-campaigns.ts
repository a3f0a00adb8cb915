import type { CampaignIdea } from '@contracts/campaigns.contract';
import useSWR from 'swr';

export const CAMPAIGNS_KEY = '/api/campaigns';

/** The campaigns' URL: those written for one client, or without a client all of them (issue 27). */
export function campaignsKey(clientId: number | null): string {
  return clientId === null ? CAMPAIGNS_KEY : `${CAMPAIGNS_KEY}?clientId=${clientId}`;
}

/** Any campaigns list (one client's, or all): what a new campaign reloads. */
export function isCampaignsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === CAMPAIGNS_KEY || key.startsWith(`${CAMPAIGNS_KEY}?`));
}

/** The campaign ideas for the chosen client; `ready` holds the read back until the choice is known. */
export function useCampaigns(clientId: number | null = null, ready = true) {
  const { data, isLoading, error } = useSWR<CampaignIdea[]>(ready ? campaignsKey(clientId) : null);
  return { campaigns: data ?? [], isLoading, error };
}
