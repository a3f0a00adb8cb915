import type { SavedItem } from '@contracts/campaigns.contract';
import { Bookmark } from 'lucide-react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/page-header';
import { ANGLES_LOADED_FLAG, ANGLES_REFRESH_EVENT, isAnglesKey } from '@/features/angles/api/angles-keys';
import { PitchEmailDialog } from '@/features/angles/components/pitch-email-dialog';
import { usePitchEmail } from '@/features/angles/hooks/use-pitch-email';
import { deleteSavedItem } from '@/features/saved/api/delete-saved-item';
import { SAVED_ITEMS_KEY, useSavedItems } from '@/features/saved/api/get-saved-items';
import { SavedAngleCard } from '@/features/saved/components/saved-angle-card';
import { TRENDING_KEY } from '@/features/trending/api/get-trending';
import { toast } from '@/lib/toast';

export function Component() {
  const { savedItems, isLoading } = useSavedItems();
  const { mutate } = useSWRConfig();
  const pitchFlow = usePitchEmail();

  const handleDelete = async (savedItem: SavedItem) => {
    try {
      await deleteSavedItem(savedItem.id);
      // The dashboard may not be mounted to hear anglesRefresh: drop the cached angle lists too.
      await Promise.all([mutate(SAVED_ITEMS_KEY), mutate(TRENDING_KEY), mutate(isAnglesKey, undefined, { revalidate: false })]);
      try {
        window.localStorage.removeItem(ANGLES_LOADED_FLAG);
      } catch {
        // Storage may be unavailable; nothing to clear then.
      }
      window.dispatchEvent(new Event(ANGLES_REFRESH_EVENT));
      toast({
        title: 'Angle removed',
        description: 'The angle has been removed from your saved items and will reappear in the main list.',
      });
    } catch {
      toast({ title: 'Error', description: 'There was a problem removing this angle. Please try again.', variant: 'destructive' });
    }
  };

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
              onDelete={(item) => void handleDelete(item)}
            />
          ))}
        </div>
      )}
      <PitchEmailDialog pitch={pitchFlow.pitch} onClose={pitchFlow.closePitch} />
    </>
  );
}
