import useSWR from 'swr';
import type { SettingsStatus } from '@contracts/settings.contract';

export const SETTINGS_STATUS_KEY = '/api/settings/status';

/** Which AI provider answers, and whether news and Reddit are configured (never a secret); asked only when `ask`. */
export function useSettingsStatus(ask = true) {
  const { data, error, isLoading } = useSWR<SettingsStatus>(ask ? SETTINGS_STATUS_KEY : null);
  return { status: data ?? null, error, isLoading };
}
