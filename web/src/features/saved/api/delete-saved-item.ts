import { apiRequest } from '@/lib/api-client';

export function deleteSavedItem(id: number): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(`/api/saved-items/${id}`, { method: 'DELETE' });
}
