import type { Client } from '@contracts/clients.contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ClientCard } from './client-card';

type ClientListProps = {
  clients: Client[];
  currentId: number | null;
  canDelete: boolean;
  removingId: number | null;
  onEdit: (client: Client) => void;
  onRemove: (client: Client) => Promise<void>;
  onChoose: (client: Client) => void;
};

/** The team's clients as cards, by name; deleting asks first. */
export function ClientList({ clients, currentId, canDelete, removingId, onEdit, onRemove, onChoose }: ClientListProps) {
  const [confirming, setConfirming] = useState<Client | null>(null);

  const handleConfirm = async () => {
    if (confirming) {
      await onRemove(confirming);
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="clients-title" className="min-w-0">
      <h2 id="clients-title" className="sr-only">
        Your clients
      </h2>
      <ul className="flex flex-col gap-4">
        {clients.map((client) => (
          <ClientCard
            key={client.id}
            client={client}
            current={client.id === currentId}
            canDelete={canDelete}
            removing={removingId === client.id}
            onEdit={onEdit}
            onDelete={setConfirming}
            onChoose={onChoose}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${confirming?.name ?? ''}?`}
        description="The profile is deleted for the whole team, and whoever works for this client goes back to No client. Angles, pitches and ideas already written for them stay."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={removingId !== null}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
