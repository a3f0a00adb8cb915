import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-clients';

/** Deletes a client (204). Admins only when sign-in is on: a member gets a 403. */
export function deleteClient(id: number): Promise<null> {
  return apiRequest<null>(clientKey(id), { method: 'DELETE' });
}
