import type { PitchEmail } from '@contracts/campaigns.contract';
import { apiRequest } from '@/lib/api-client';

/**
 * SPEC section 6: the pitch email call includes credentials. With a client chosen it is written and
 * signed for them; with a journalist (issue 30) it is addressed to them.
 */
export function generatePitch(angleId: number, clientId: number | null = null, journalistId: number | null = null): Promise<PitchEmail> {
  const body = { ...(clientId === null ? {} : { clientId }), ...(journalistId === null ? {} : { journalistId }) };
  return apiRequest<PitchEmail>(`/api/angles/${angleId}/generate-pitch`, {
    method: 'POST',
    withCredentials: true,
    body: Object.keys(body).length === 0 ? undefined : body,
  });
}
