import type { RefreshSettingsUpdate, RefreshSettingsView } from '@contracts/refresh-settings.contract';
import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const REFRESH_SETTINGS_KEY = '/api/settings/refresh';

/** GET /api/settings/refresh (any signed-in user; PUT is for admins): the saved interval and REFRESH_CRON when the server sets it. */
export function useRefreshSettings() {
  const { data, error, isLoading, mutate } = useSWR<RefreshSettingsView, ApiError>(REFRESH_SETTINGS_KEY, { revalidateOnMount: true });
  return { refresh: data ?? null, error, isLoading, mutate };
}

/** PUT /api/settings/refresh: answers the settings now in force. */
export function updateRefreshSettings(update: RefreshSettingsUpdate): Promise<RefreshSettingsView> {
  return apiRequest<RefreshSettingsView>(REFRESH_SETTINGS_KEY, { method: 'PUT', body: update });
}
