import type { UpdateUserRequest, UserView } from '@contracts/auth.contract';
import { apiRequest } from '@/lib/api-client';

/** Role, or disabled/enabled (disabling ends their sessions); 409 for the last active admin. */
export function updateUser(id: number, request: UpdateUserRequest): Promise<UserView> {
  return apiRequest<UserView>(`/api/users/${id}`, { method: 'PUT', body: request });
}
