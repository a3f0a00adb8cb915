import type { PrAngle } from '@contracts/campaigns.contract';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Angles for a story, written for the client when one is chosen (issue 27: clientId only then). */
export async function generateAngles(trendingItemId: number, clientId: number | null = null): Promise<PrAngle[]> {
  try {
    return await apiRequest<PrAngle[]>(`/api/trending/${trendingItemId}/generate-angles`, {
      method: 'POST',
      body: clientId === null ? undefined : { clientId },
    });
  } catch (error) {
    // SPEC section 8: the thrown error is "Failed to generate angles: status text".
    const statusText = error instanceof ApiError ? (error.serverMessage ?? String(error.status)) : 'network error';
    throw new Error(`Failed to generate angles: ${statusText}`, { cause: error });
  }
}
