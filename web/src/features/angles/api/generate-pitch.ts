import type { PitchEmail } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

/** SPEC section 6: the pitch email call includes credentials. */
export function generatePitch(angleId: number): Promise<PitchEmail> {
  return apiRequest<PitchEmail>(`/api/angles/${angleId}/generate-pitch`, { method: 'POST', withCredentials: true });
}
