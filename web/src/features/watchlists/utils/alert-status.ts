import { ALERT_DELIVERY_ATTEMPTS, type Alert, type AlertStatus } from '@contracts/watchlists.contract';

export const ALERT_STATUS_LABELS: Readonly<Record<AlertStatus, string>> = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** How many tries a delivery took or has left, in words. */
export function attemptsText(alert: Pick<Alert, 'status' | 'attempts'>): string {
  const tries = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`;
  switch (alert.status) {
    case 'queued':
      return alert.attempts === 0 ? 'Not tried yet' : `${tries(alert.attempts)} so far`;
    case 'retrying':
      return `Tried ${alert.attempts} of ${ALERT_DELIVERY_ATTEMPTS} times; trying again`;
    case 'sent':
      return alert.attempts <= 1 ? 'Delivered at the first attempt' : `Delivered at attempt ${alert.attempts}`;
    case 'failed':
      return `Gave up after ${tries(alert.attempts)}`;
  }
}
