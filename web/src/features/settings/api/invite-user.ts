import type { InviteRequest, OneTimeLinkCreated } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';

/** A one-time invitation link to hand to the person; 409 when the address has an account. */
export function inviteUser(request: InviteRequest): Promise<OneTimeLinkCreated> {
  return apiRequest<OneTimeLinkCreated>('/api/users/invites', { method: 'POST', body: request });
}
