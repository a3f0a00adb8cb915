import type { PrAngle } from '@contracts/campaigns.contract';
import { ApiError, apiRequest } from '@/lib/api-client';

export async function generateAngles(trendingItemId: number): Promise<PrAngle[]> {
  try {
    return await apiRequest<PrAngle[]>(`/api/trending/${trendingItemId}/generate-angles`, { method: 'POST' });
  } catch (error) {
    // SPEC section 8: the thrown error is "Failed to generate angles: status text".
    const statusText = error instanceof ApiError ? (error.serverMessage ?? String(error.status)) : 'network error';
    throw new Error(`Failed to generate angles: ${statusText}`, { cause: error });
  }
}
