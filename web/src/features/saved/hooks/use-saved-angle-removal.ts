import type { SavedItem } from '@contracts/campaigns.contract';
import { useSWRConfig } from 'swr';
import { ANGLES_LOADED_FLAG, ANGLES_REFRESH_EVENT, isAnglesKey } from '@/features/angles/api/angles-keys';
import { isTrendingListKey } from '@/features/trending/api/get-trending';
import { toast } from '@/lib/toast';
import { deleteSavedItem, deleteSavedItemOnPageExit } from '../api/delete-saved-item';
import { isSavedItemsKey } from '../api/get-saved-items';

/**
 * Removing a saved angle, with Undo on its toast. The card leaves the list at once, but the removal
 * is only sent when the toast goes away (after its 5 s, on Close, or when another toast replaces it);
 * Undo before that sends nothing and the card comes back. Undo therefore works for as long as the
 * toast shows, and nothing has to be saved again (which would change the angle's Saved on date).
 * A page closed meanwhile still sends the removal.
 */
export function useSavedAngleRemoval() {
  const { mutate } = useSWRConfig();

  // SPEC section 4 and 8: what a successful removal refreshes, or the failure toast.
  const commit = async (savedItem: SavedItem) => {
    try {
      await deleteSavedItem(savedItem.id);
      // The dashboard may not be mounted to hear anglesRefresh: drop the cached angle lists too.
      await Promise.all([mutate(isSavedItemsKey), mutate(isTrendingListKey), mutate(isAnglesKey, undefined, { revalidate: false })]);
      try {
        window.localStorage.removeItem(ANGLES_LOADED_FLAG);
      } catch {
        // Storage may be unavailable; nothing to clear then.
      }
      window.dispatchEvent(new Event(ANGLES_REFRESH_EVENT));
    } catch {
      toast({ title: 'Error', description: 'There was a problem removing this angle. Please try again.', variant: 'destructive' });
      await mutate(isSavedItemsKey);
    }
  };

  return (savedItem: SavedItem) => {
    let settled = false;
    const sendOnPageHide = () => {
      settled = true;
      deleteSavedItemOnPageExit(savedItem.id);
    };
    const settle = () => {
      settled = true;
      window.removeEventListener('pagehide', sendOnPageHide);
    };
    window.addEventListener('pagehide', sendOnPageHide);
    void mutate(isSavedItemsKey, (current: SavedItem[] | undefined) => current?.filter((entry) => entry.id !== savedItem.id), {
      revalidate: false,
    });
    toast({
      title: 'Angle removed',
      description: 'The angle has been removed from your saved items and will reappear in the main list.',
      action: {
        label: 'Undo',
        altText: 'Undo removing this angle',
        onClick: () => {
          settle();
          void mutate(isSavedItemsKey);
        },
      },
      onClose: () => {
        if (!settled) {
          settle();
          void commit(savedItem);
        }
      },
    });
  };
}
