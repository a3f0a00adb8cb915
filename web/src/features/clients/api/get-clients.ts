import type { Client } from '@contracts/clients.contract';
import useSWR from 'swr';

export const CLIENTS_KEY = '/api/clients';

/** SWR key of one client (the URL fetched and written). */
export function clientKey(id: number): string {
  return `${CLIENTS_KEY}/${id}`;
}

/** Every client of the team, by name. One read shared by the header's switcher and every screen. */
export function useClients() {
  const { data, error, isLoading, mutate } = useSWR<Client[]>(CLIENTS_KEY);
  return { clients: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
