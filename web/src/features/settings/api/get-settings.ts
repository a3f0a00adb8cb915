import type { SettingsView } from '@contracts/settings.contract';
import useSWR, { useSWRConfig } from 'swr';
import { SETTINGS_STATUS_KEY } from './get-settings-status';

export const SETTINGS_KEY = '/api/settings';

/**
 * The Settings screen's data. Read again on every visit: the dashboard's credentials dialog, a fetch
 * or another instance may have changed it since the last one.
 */
export function useSettings() {
  const { data, error, isLoading, mutate } = useSWR<SettingsView>(SETTINGS_KEY, { revalidateOnMount: true });
  return { settings: data ?? null, error: error as unknown, isLoading, reload: () => void mutate() };
}

/** After a write: reload the screen's data and the status the dashboard and /error read. */
export function useReloadSettings(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(SETTINGS_KEY), mutate(SETTINGS_STATUS_KEY)]);
}
