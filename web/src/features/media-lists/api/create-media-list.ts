import type { MediaListDetail, MediaListInput } from '@contracts/journalists.contract';
import { apiRequest } from '@/lib/api-client';
import { MEDIA_LISTS_KEY } from './get-media-lists';

export function createMediaList(input: MediaListInput): Promise<MediaListDetail> {
  return apiRequest<MediaListDetail>(MEDIA_LISTS_KEY, { method: 'POST', body: input });
}
