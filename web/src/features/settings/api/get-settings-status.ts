import useSWR from 'swr';
import type { SettingsStatus } from '@contracts/settings.contract';

export const SETTINGS_STATUS_KEY = '/api/settings/status';

/** Which AI provider answers, and whether news and Reddit are configured (never a secret). */
export function useSettingsStatus() {
  const { data, error, isLoading } = useSWR<SettingsStatus>(SETTINGS_STATUS_KEY);
  return { status: data ?? null, error, isLoading };
}
