import type { PitchEmail } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

/** SPEC section 6: the pitch email call includes credentials. With a client chosen it is written and signed for them. */
export function generatePitch(angleId: number, clientId: number | null = null): Promise<PitchEmail> {
  return apiRequest<PitchEmail>(`/api/angles/${angleId}/generate-pitch`, {
    method: 'POST',
    withCredentials: true,
    body: clientId === null ? undefined : { clientId },
  });
}
