import type { MediaListDetail } from '@contracts/journalists.contract';
import { apiRequest } from '@/lib/api-client';
import { mediaListKey } from './get-media-lists';

export function removeMediaListMember(listId: number, journalistId: number): Promise<MediaListDetail> {
  return apiRequest<MediaListDetail>(`${mediaListKey(listId)}/members/${journalistId}`, { method: 'DELETE' });
}
