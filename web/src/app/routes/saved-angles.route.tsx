import { Bookmark } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { PitchEmailDialog } from '@/features/angles/components/pitch-email-dialog';
import { usePitchEmail } from '@/features/angles/hooks/use-pitch-email';
import { useSavedItems } from '@/features/saved/api/get-saved-items';
import { SavedAngleCard } from '@/features/saved/components/saved-angle-card';
import { useSavedAngleRemoval } from '@/features/saved/hooks/use-saved-angle-removal';

export function Component() {
  const { savedItems, isLoading } = useSavedItems();
  const pitchFlow = usePitchEmail();

  const removeSavedAngle = useSavedAngleRemoval();

  return (
    <>
      <PageHeader title="Saved Angles" subtitle="View and manage your saved PR angles." />
      {isLoading ? (
        <p role="status" className="text-slate-600">
          Loading saved angles...
        </p>
      ) : savedItems.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <Bookmark aria-hidden="true" className="h-8 w-8 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">No Saved Angles Yet</h2>
          <p className="max-w-md text-slate-600">
            Your saved angles will appear here. Use the bookmark button next to an angle to save it to this collection.
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
