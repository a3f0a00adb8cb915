import type { Client, UserPreferences } from '@contracts/clients.contract';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { CLIENTS_KEY, useClients } from '../api/get-clients';
import { PREFERENCES_KEY, usePreferences } from '../api/get-preferences';
import { updatePreferences } from '../api/update-preferences';

export type CurrentClient = {
  /** The client chosen in the header's switcher; null: no client (or the chosen one was deleted). */
  client: Client | null;
  clientId: number | null;
  /** Every client, by name (empty while loading). */
  clients: Client[];
  /**
   * Whether the choice is known. Screens hold their client-dependent reads back until it is, so a list
   * is not read once for no client and again for the chosen one.
   */
  ready: boolean;
  /** Chooses a client (null: no client) and remembers it on the server for this user. */
  choose: (clientId: number | null) => void;
  /** The name of a client by id, for "For Acme" notes; null when unknown or deleted. */
  nameOf: (clientId: number | null | undefined) => string | null;
};

/**
 * The client every screen works for: the user's preference on the server (GET /api/preferences) and
 * the clients list, both shared through SWR's cache, so choosing one in the header re-renders every
 * screen for it. Nothing is kept in the browser. A chosen client that no longer exists reads as none.
 */
export function useCurrentClient(): CurrentClient {
  const { mutate } = useSWRConfig();
  const { clients, error: clientsError } = useClients();
  const { preferences, error: preferencesError } = usePreferences();
  const list = clients ?? [];
  const chosenId = preferences?.clientId ?? null;
  const client = chosenId === null ? null : (list.find((entry) => entry.id === chosenId) ?? null);
  // Without an answer on preferences (an older server, a failed read) the app works for no client.
  const preferencesKnown = preferences !== undefined || preferencesError !== undefined;
  const clientsKnown = chosenId === null || clients !== undefined || clientsError !== undefined;

  const choose = async (clientId: number | null) => {
    const next: UserPreferences = { clientId };
    await mutate(PREFERENCES_KEY, next, { revalidate: false });
    try {
      await mutate(PREFERENCES_KEY, await updatePreferences(next), { revalidate: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast({
          title: 'Client Not Found',
          description: 'That client was deleted. Trendjack now works for no client.',
          variant: 'destructive',
        });
        await mutate(CLIENTS_KEY);
      } else {
        toast({
          title: 'Client Not Changed',
          description: errorMessage(error, 'The server did not answer. Try choosing the client again.'),
          variant: 'destructive',
        });
      }
      await mutate(PREFERENCES_KEY);
    }
  };

  return {
    client,
    clientId: client?.id ?? null,
    clients: list,
    ready: preferencesKnown && clientsKnown,
    choose: (clientId) => void choose(clientId),
    nameOf: (clientId) =>
      clientId === null || clientId === undefined ? null : (list.find((entry) => entry.id === clientId)?.name ?? null),
  };
}
