import type { Alert } from '@contracts/watchlists.contract';
import { useState } from 'react';
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
  // The interval is a number kept from the last answer, not a function of it. SWR asks a function when
  // the option changes and after each timed poll: one asked before the first answer says 0, and only a
  // new function on the next render asked it again. A memoised one (React Compiler memoises them all)
  // never started the polling.
  const [polling, setPolling] = useState(false);
  const { data, error, isLoading, mutate } = useSWR<Alert[]>(alertsKey(watchlistId), {
    revalidateOnMount: true,
    refreshInterval: polling ? ALERTS_POLL_MS : 0,
  });
  const unsettled = data?.some(isUnsettled) ?? false;
  if (unsettled !== polling) {
    setPolling(unsettled);
  }
  return { alerts: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
