import type { SavedItem } from '@contracts/campaigns.contract';
import useSWR from 'swr';

export const SAVED_ITEMS_KEY = '/api/saved-items';

export function useSavedItems() {
  const { data, isLoading, error } = useSWR<SavedItem[]>(SAVED_ITEMS_KEY);
  return { savedItems: data ?? [], isLoading, error };
}
