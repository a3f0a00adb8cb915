import type { Client, ClientInput } from '@contracts/clients.contract';
import { apiRequest } from '@/lib/api-client';
import { CLIENTS_KEY } from './get-clients';

/** Stores a new client (201); a bad field is a 400 naming it, a name another client has a 409. */
export function createClient(input: ClientInput): Promise<Client> {
  return apiRequest<Client>(CLIENTS_KEY, { method: 'POST', body: input });
}
