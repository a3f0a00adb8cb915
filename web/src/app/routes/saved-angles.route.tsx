import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SelectField } from '@/components/ui/select-field';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { PitchEmailDialog } from '@/features/angles/components/pitch-email-dialog';
import { usePitchEmail } from '@/features/angles/hooks/use-pitch-email';
import { useSavedItems } from '@/features/saved/api/get-saved-items';
import { SavedAngleCard } from '@/features/saved/components/saved-angle-card';
import { useSavedAngleRemoval } from '@/features/saved/hooks/use-saved-angle-removal';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** The client filter's value: '' for all clients, else a client's id. */
const ALL_CLIENTS = '';

export function Component() {
  // Issue 27: the filter starts at All clients, whoever is chosen in the header: a saved angle is kept
  // work, and hiding most of it behind the header's choice would read as lost. The chosen client is
  // one pick away (and named as such).
  const { clients, clientId: currentId } = useCurrentClient();
  const [filter, setFilter] = useState(ALL_CLIENTS);
  const filteredId = filter === ALL_CLIENTS || !clients.some((client) => String(client.id) === filter) ? null : Number(filter);
  const { savedItems, isLoading } = useSavedItems(filteredId);
  const pitchFlow = usePitchEmail();

  const removeSavedAngle = useSavedAngleRemoval();

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS['/saved-angles']}
        actions={
          clients.length > 0 ? (
            <SelectField
              id="saved-client-filter"
              label="Client"
              value={filteredId === null ? ALL_CLIENTS : filter}
              options={[
                { value: ALL_CLIENTS, label: 'All clients' },
                ...clients.map((client) => ({
                  value: String(client.id),
                  label: client.id === currentId ? `${client.name} (working for)` : client.name,
                })),
              ]}
              onChange={setFilter}
            />
          ) : null
        }
      />
      {isLoading ? (
        <p role="status" className="text-slate-600">
          Loading saved angles...
        </p>
      ) : savedItems.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <Bookmark aria-hidden="true" className="h-8 w-8 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">No Saved Angles Yet</h2>
          <p className="max-w-md text-slate-600">
            {filteredId === null
              ? 'Your saved angles will appear here. Use the bookmark button next to an angle to save it to this collection.'
              : 'No angle written for this client has been saved yet. Choose All clients to see every saved angle.'}
          </p>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {savedItems.map((savedItem) => (
            <SavedAngleCard
              key={savedItem.id}
              savedItem={savedItem}
              pitchPending={pitchFlow.pendingAngleId === savedItem.prAngleId}
              onPitch={pitchFlow.requestPitch}
              onDelete={removeSavedAngle}
            />
          ))}
        </div>
      )}
      <PitchEmailDialog pitch={pitchFlow.pitch} onClose={pitchFlow.closePitch} />
    </>
  );
}
