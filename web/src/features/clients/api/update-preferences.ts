import type { UserPreferences } from '@contracts/clients.contract';
import { apiRequest } from '@/lib/api-client';
import { PREFERENCES_KEY } from './get-preferences';

/** Remembers the chosen client for the signed-in user; a deleted client is a 404. */
export function updatePreferences(preferences: UserPreferences): Promise<UserPreferences> {
  return apiRequest<UserPreferences>(PREFERENCES_KEY, { method: 'PUT', body: preferences });
}
