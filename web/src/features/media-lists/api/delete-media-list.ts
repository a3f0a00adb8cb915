import { apiRequest } from '@/lib/api-client';
import { mediaListKey } from './get-media-lists';

export function deleteMediaList(id: number): Promise<void> {
  return apiRequest<void>(mediaListKey(id), { method: 'DELETE' });
}
