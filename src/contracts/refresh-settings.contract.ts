// GET and PUT /api/settings/refresh (issue 31): the automatic refresh chosen in the Settings screen.

/** Minutes between automatic refreshes; 0 is off. */
export const REFRESH_INTERVALS = [0, 15, 30, 60] as const;
export type RefreshInterval = (typeof REFRESH_INTERVALS)[number];

export type RefreshSettingsView = {
  /** The saved choice (0 until one is saved); not in force while `refreshCron` is set. */
  intervalMinutes: RefreshInterval;
  /** REFRESH_CRON when the server sets it: it decides, and PUT answers 409. */
  refreshCron: string | null;
};

export type RefreshSettingsUpdate = { intervalMinutes: RefreshInterval };

/** PUT /api/settings/refresh's 409, and what the Settings card says, while REFRESH_CRON is set. */
export const REFRESH_FROM_ENVIRONMENT_MESSAGE =
  'REFRESH_CRON is set on the server, so it decides when content is refreshed. Remove it from the environment and restart to choose here.';

export const REFRESH_INTERVAL_MESSAGE = 'intervalMinutes must be 0 (off), 15, 30 or 60.';

/** The choice in words: "Off", "Every 15 minutes", "Every hour". */
export function refreshIntervalLabel(interval: RefreshInterval): string {
  if (interval === 0) return 'Off';
  return interval === 60 ? 'Every hour' : `Every ${interval} minutes`;
}
