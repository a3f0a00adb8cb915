import type { SavedItem } from '@contracts/campaigns.contract';
import useSWR from 'swr';

export const SAVED_ITEMS_KEY = '/api/saved-items';

/** The saved items' URL: all of them, or only those whose angle was written for one client (issue 27). */
export function savedItemsKey(clientId: number | null): string {
  return clientId === null ? SAVED_ITEMS_KEY : `${SAVED_ITEMS_KEY}?clientId=${clientId}`;
}

/** Any saved-items list (all, or one client's): what a save or a removal reloads. */
export function isSavedItemsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === SAVED_ITEMS_KEY || key.startsWith(`${SAVED_ITEMS_KEY}?`));
}

export function useSavedItems(clientId: number | null = null) {
  const { data, isLoading, error } = useSWR<SavedItem[]>(savedItemsKey(clientId));
  return { savedItems: data ?? [], isLoading, error };
}
