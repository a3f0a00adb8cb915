import { apiRequest } from '@/lib/api-client';
import { WATCHLISTS_KEY } from './get-watchlists';

/** Queues a test alert to every recipient of the watchlist; the delivery history then shows how each went. */
export function sendTestAlert(id: number): Promise<unknown> {
  return apiRequest<unknown>(`${WATCHLISTS_KEY}/${id}/test`, { method: 'POST' });
}
