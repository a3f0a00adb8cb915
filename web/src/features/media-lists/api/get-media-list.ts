import type { MediaListDetail } from '@contracts/journalists.contract';
import useSWR from 'swr';
import { mediaListKey } from './get-media-lists';

/** One list with its members; nothing is fetched while it is closed (`open`). */
export function useMediaList(id: number, open: boolean) {
  const { data, error, isLoading } = useSWR<MediaListDetail>(open ? mediaListKey(id) : null);
  return { list: data, error: error as unknown, isLoading };
}
