import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: ends this browser's session. */
export function logout(): Promise<null> {
  // A session that already ended is signed out too: its 401 is no news.
  return apiRequest<null>('/api/auth/logout', { method: 'POST', expectUnauthorized: true });
}
