import { apiRequest } from '@/lib/api-client';

function savedItemUrl(id: number): string {
  return `/api/saved-items/${id}`;
}

export function deleteSavedItem(id: number): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(savedItemUrl(id), { method: 'DELETE' });
}

/** The same call for a page being closed: keepalive lets it finish after the page is gone; nobody reads the answer. */
export function deleteSavedItemOnPageExit(id: number): void {
  void fetch(savedItemUrl(id), { method: 'DELETE', keepalive: true });
}
