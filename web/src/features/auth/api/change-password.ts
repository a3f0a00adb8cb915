import type { ChangePasswordRequest } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password (local): ends every session of this user, then signs this browser in again. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/password', { method: 'POST', body: request });
}
