import type { Alert } from '@contracts/watchlists.contract';
import useSWR from 'swr';

/** How often an open delivery history asks again while a delivery is queued or retrying. */
export const ALERTS_POLL_MS = 3000;

/** SWR key of one watchlist's delivery history (the URL fetched). */
export function alertsKey(watchlistId: number): string {
  return `/api/alerts?watchlistId=${watchlistId}`;
}

/** A delivery still under way: the history keeps asking until none is. */
export function isUnsettled(alert: Alert): boolean {
  return alert.status === 'queued' || alert.status === 'retrying';
}

/**
 * One watchlist's deliveries, newest first. Read on every opening of the history, and every few
 * seconds while any delivery is queued or retrying; asking stops once all are sent or failed.
 */
export function useAlerts(watchlistId: number) {
  const { data, error, isLoading, mutate } = useSWR<Alert[]>(alertsKey(watchlistId), {
    revalidateOnMount: true,
    refreshInterval: (latest) => (latest?.some(isUnsettled) ? ALERTS_POLL_MS : 0),
  });
  return { alerts: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
