import type { Client, ClientInput } from '@contracts/clients.contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientFormDialog } from '@/features/clients/components/client-form-dialog';
import { ClientList } from '@/features/clients/components/client-list';
import { ClientsEmptyState } from '@/features/clients/components/clients-empty-state';
import { useClientActions } from '@/features/clients/hooks/use-client-actions';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { readNewClientState } from '@/features/clients/utils/new-client-state';
import { errorMessage } from '@/lib/api-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** The form when open: for a new client (maybe from a draft) or the one edited. It mounts afresh on every opening. */
type DialogState = { client: Client | null; draft: ClientInput | null } | null;

/** Issue 27: who the team pitches for. Every trend is scored for fit with the chosen client and every idea written for it. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { clients, error, isLoading, reload } = useClients();
  const { clientId, choose } = useCurrentClient();
  const actions = useClientActions();
  // Issue 27: deleting needs an admin when sign-in is on (a member gets a 403), so members are not offered it.
  const canDelete = useIsAdmin();
  // "Create client" on a website analysis lands here with the unsaved draft: the form opens with it.
  const [dialog, setDialog] = useState<DialogState>(() => {
    const draft = readNewClientState(location.state);
    return draft ? { client: null, draft } : null;
  });

  const handleClose = () => {
    setDialog(null);
    // The draft has been used (saved or dropped): going back or reloading does not open it again.
    if (readNewClientState(location.state)) void navigate('.', { replace: true, state: null });
  };

  const openNew = () => setDialog({ client: null, draft: null });

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS['/clients']}
        actions={
          <Button onClick={openNew} className="whitespace-nowrap">
            <Plus aria-hidden="true" className="h-4 w-4" />
            New client
          </Button>
        }
      />
      {clients ? (
        clients.length === 0 ? (
          <ClientsEmptyState onCreate={openNew} />
        ) : (
          <ClientList
            clients={clients}
            currentId={clientId}
            canDelete={canDelete}
            removingId={actions.removingId}
            onEdit={(client) => setDialog({ client, draft: null })}
            onRemove={actions.remove}
            onChoose={(client) => choose(client.id)}
          />
        )
      ) : error && !isLoading ? (
        <LoadError title="Your clients could not be loaded" message={errorMessage(error, 'The server did not answer.')} onRetry={reload} />
      ) : (
        <Spinner label="Loading clients..." />
      )}
      {dialog ? <ClientFormDialog client={dialog.client} draft={dialog.draft} onClose={handleClose} onSave={actions.save} /> : null}
    </>
  );
}
