import type { OneTimeLinkCreated } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';

/** A one-time link with which the person sets a new password. */
export function resetUserPassword(id: number): Promise<OneTimeLinkCreated> {
  return apiRequest<OneTimeLinkCreated>(`/api/users/${id}/reset`, { method: 'POST' });
}
