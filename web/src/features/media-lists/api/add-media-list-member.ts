import type { MediaListDetail, MediaListMemberInput } from '@contracts/journalists.contract';
import { apiRequest } from '@/lib/api-client';
import { mediaListKey } from './get-media-lists';

/** Adds a journalist to a list (again: replaces their note). */
export function addMediaListMember(listId: number, input: MediaListMemberInput): Promise<MediaListDetail> {
  return apiRequest<MediaListDetail>(`${mediaListKey(listId)}/members`, { method: 'POST', body: input });
}
