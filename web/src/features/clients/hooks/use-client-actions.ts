import type { Client, ClientInput } from '@contracts/clients.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createClient } from '../api/create-client';
import { deleteClient } from '../api/delete-client';
import { CLIENTS_KEY } from '../api/get-clients';
import { PREFERENCES_KEY } from '../api/get-preferences';
import { updateClient } from '../api/update-client';

/** How a save went: the form closes, or shows the server's words (a 400 names the field, a 409 the name). */
export type ClientSaveOutcome = { ok: true } | { ok: false; message: string; status: number | null };

/**
 * The Clients screen's writes: each calls the API, then reloads the clients list (and the chosen
 * client, which a deleted client no longer is). A failed save answers the server's message to the
 * form, which stays open with what was typed; a failed delete says it in a destructive toast.
 */
export function useClientActions() {
  const { mutate } = useSWRConfig();
  const [removingId, setRemovingId] = useState<number | null>(null);

  const save = async (editing: Client | null, input: ClientInput): Promise<ClientSaveOutcome> => {
    try {
      const saved = editing ? await updateClient(editing.id, input) : await createClient(input);
      toast(
        editing
          ? { title: 'Client Saved', description: `Ideas for ${saved.name} use the new profile from now on.` }
          : { title: 'Client Created', description: `Choose ${saved.name} under Working for to score trends and write ideas for them.` },
      );
      await mutate(CLIENTS_KEY);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: errorMessage(error, 'The server did not answer. The client was not saved; try again.'),
        status: error instanceof ApiError ? error.status : null,
      };
    }
  };

  const remove = async (client: Client): Promise<void> => {
    setRemovingId(client.id);
    try {
      await deleteClient(client.id);
      toast({ title: 'Client Deleted', description: `${client.name} is gone. Ideas already written for them stay.` });
    } catch (error) {
      toast({ title: 'Client Not Deleted', description: errorMessage(error, 'The client could not be deleted.'), variant: 'destructive' });
    } finally {
      setRemovingId(null);
      await Promise.all([mutate(CLIENTS_KEY), mutate(PREFERENCES_KEY)]);
    }
  };

  return { removingId, save, remove };
}
