import type { Client, ClientInput } from '@contracts/clients.contract';
import { apiRequest } from '@/lib/api-client';
import { clientKey } from './get-clients';

/** Replaces a client's whole profile (every field is sent). */
export function updateClient(id: number, input: ClientInput): Promise<Client> {
  return apiRequest<Client>(clientKey(id), { method: 'PUT', body: input });
}
