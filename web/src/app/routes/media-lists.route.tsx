import type { MediaList } from '@contracts/journalists.contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useClients } from '@/features/clients/api/get-clients';
import { createMediaList } from '@/features/media-lists/api/create-media-list';
import { deleteMediaList } from '@/features/media-lists/api/delete-media-list';
import { isMediaListsKey, useMediaLists } from '@/features/media-lists/api/get-media-lists';
import { MediaListCard } from '@/features/media-lists/components/media-list-card';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** Issue 30: named lists of journalists, optionally per client, exported as CSV for a mail merge. */
export function Component() {
  const { mutate } = useSWRConfig();
  const { lists, error, isLoading, reload } = useMediaLists();
  const { clients } = useClients();
  const [name, setName] = useState('');
  const [clientId, setClientId] = useState('');
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaList | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setProblem(null);
    try {
      const created = await createMediaList({ name: name.trim(), clientId: clientId ? Number(clientId) : null });
      await mutate(isMediaListsKey);
      setName('');
      toast({ title: 'Media list created', description: `"${created.name}" is ready: add journalists from the Journalists screen.` });
    } catch (createError) {
      setProblem(errorMessage(createError, 'The list could not be created. Please try again.'));
    } finally {
      setCreating(false);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await deleteMediaList(deleting.id);
      await mutate(isMediaListsKey);
      toast({ title: 'Media list deleted', description: `"${deleting.name}" is deleted; its journalists stay in the directory.` });
      setDeleting(null);
    } catch (deleteError) {
      toast({ title: 'Not deleted', description: errorMessage(deleteError, 'The list could not be deleted.'), variant: 'destructive' });
    } finally {
      setDeletePending(false);
    }
  };

  const clientName = (id: number | null) => (id === null ? null : (clients?.find((client) => client.id === id)?.name ?? null));

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/media-lists']} />
      <form
        onSubmit={(event) => void handleCreate(event)}
        className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[2fr_1fr_auto] md:items-end"
      >
        <FormField id="media-list-name" label="List name" value={name} onChange={setName} placeholder="e.g. Energy reporters, UK" />
        <SelectField
          id="media-list-client"
          label="Client"
          value={clientId}
          options={[
            { value: '', label: 'No client' },
            ...(clients ?? []).map((client) => ({ value: String(client.id), label: client.name })),
          ]}
          onChange={setClientId}
          fullWidth
        />
        <Button type="submit" disabled={creating || name.trim() === ''}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {creating ? 'Creating...' : 'Create list'}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm text-red-700 md:col-span-3">
            {problem}
          </p>
        ) : null}
      </form>
      {lists ? (
        lists.length === 0 ? (
          <p className="text-sm text-slate-600">No media lists yet. Name one above, then add journalists from the Journalists screen.</p>
        ) : (
          <ul className="space-y-3">
            {lists.map((list) => (
              <MediaListCard key={list.id} list={list} clientName={clientName(list.clientId)} onDelete={setDeleting} />
            ))}
          </ul>
        )
      ) : error && !isLoading ? (
        <LoadError
          title="The media lists could not be loaded"
          message={errorMessage(error, 'The server did not answer.')}
          onRetry={reload}
        />
      ) : (
        <Spinner label="Loading media lists..." />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete media list"
        description={deleting ? `Delete "${deleting.name}"? Its journalists stay in the directory.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletePending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
