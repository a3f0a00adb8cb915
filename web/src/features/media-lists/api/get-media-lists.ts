import type { MediaList } from '@contracts/journalists.contract';
import useSWR from 'swr';

export const MEDIA_LISTS_KEY = '/api/media-lists';

export function mediaListKey(id: number): string {
  return `${MEDIA_LISTS_KEY}/${id}`;
}

/** The URL that downloads a list as CSV. */
export function mediaListExportUrl(id: number): string {
  return `${mediaListKey(id)}/export?format=csv`;
}

/** True for the lists' keys and each list's, to reload them after a change. */
export function isMediaListsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(MEDIA_LISTS_KEY);
}

/** Every media list of the team, newest first. */
export function useMediaLists() {
  const { data, error, isLoading, mutate } = useSWR<MediaList[]>(MEDIA_LISTS_KEY);
  return { lists: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
