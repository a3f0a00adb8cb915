import type { Alert, AlertStatus, AlertTry, Watchlist } from '@contracts/watchlists.contract';
import { AlertTriangle, CheckCircle2, Clock, type LucideIcon, Mail, RefreshCw, Webhook, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RelativeTime } from '@/components/relative-time';
import { Button } from '@/components/ui/button';
import { itemPath } from '@/features/trending/utils/item-param';
import { errorMessage } from '@/lib/api-client';
import { isUnsettled, useAlerts } from '../api/get-alerts';
import { ALERT_STATUS_LABELS, attemptsText } from '../utils/alert-status';
import { webhookLabel } from '../utils/recipient-label';

type DeliveryHistoryProps = { id: string; watchlist: Watchlist };

const STATUS_STYLES: Readonly<Record<AlertStatus, { icon: LucideIcon; classes: string }>> = {
  queued: { icon: Clock, classes: 'bg-slate-100 text-slate-700' },
  sent: { icon: CheckCircle2, classes: 'bg-green-100 text-green-800' },
  retrying: { icon: RefreshCw, classes: 'bg-amber-100 text-amber-800' },
  failed: { icon: XCircle, classes: 'bg-red-100 text-red-800' },
};

/**
 * A watchlist's deliveries, newest first: one per alert and recipient, with its status, attempts and
 * last error in words. Mounted while open; asks again every few seconds while any is under way.
 */
export function DeliveryHistory({ id, watchlist }: DeliveryHistoryProps) {
  const { alerts, error, isLoading, reload } = useAlerts(watchlist.id);
  const titles = new Map(watchlist.latestMatches.map((match) => [match.trendingItemId, match.title]));

  return (
    <section id={id} aria-label={`Delivery history of ${watchlist.name}`} className="mt-4 min-w-0 border-t border-slate-100 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">Delivery history</h4>
      {alerts === undefined && isLoading ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading deliveries...
        </p>
      ) : alerts === undefined && error ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>The delivery history could not be loaded. {errorMessage(error, 'The server did not answer.')}</span>
          <Button variant="secondary" onClick={reload}>
            Retry
          </Button>
        </div>
      ) : !alerts || alerts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing sent yet. Alerts for matching stories, and test alerts, are listed here.</p>
      ) : (
        <>
          {alerts.some(isUnsettled) ? (
            <p role="status" className="mt-1 text-xs text-slate-600">
              Deliveries are under way: this list updates every few seconds.
            </p>
          ) : null}
          <ul className="mt-2 flex flex-col gap-2" data-testid="delivery-history">
            {alerts.map((alert) => (
              <DeliveryRow
                key={alert.id}
                alert={alert}
                storyTitle={alert.trendingItemId === null ? undefined : titles.get(alert.trendingItemId)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** `storyTitle`: the matched story's title when it is among the watchlist's latest matches. */
type DeliveryRowProps = { alert: Alert; storyTitle: string | undefined };

function DeliveryRow({ alert, storyTitle }: DeliveryRowProps) {
  const ChannelIcon = alert.channel === 'email' ? Mail : Webhook;
  const recipient = alert.channel === 'email' ? alert.recipient : webhookLabel(alert.recipient);
  return (
    <li className="min-w-0 rounded-md border border-slate-200 p-3 text-sm" data-testid="delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-1.5 font-medium text-slate-900">
          <ChannelIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
          <span className="sr-only">{alert.channel === 'email' ? 'E-mail to' : 'Webhook'}</span>
          <span className="min-w-0 break-all">{recipient}</span>
        </p>
        <StatusBadge status={alert.status} />
      </div>
      <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">
        <AlertSubject alert={alert} storyTitle={storyTitle} />
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
        <span>{attemptsText(alert)}</span>
        <span>
          Queued <RelativeTime value={alert.createdAt} />
        </span>
        {alert.sentAt ? (
          <span>
            Sent <RelativeTime value={alert.sentAt} />
          </span>
        ) : null}
      </p>
      {alert.lastError && alert.status !== 'sent' ? (
        <p
          className={`mt-1 flex items-start gap-1.5 text-xs ${alert.status === 'failed' ? 'text-red-700' : 'text-amber-800'}`}
          data-testid="delivery-error"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {alert.status === 'failed' ? 'Why it failed: ' : 'Last try: '}
            {alert.lastError}
          </span>
        </p>
      ) : null}
      <DeliveryTries alert={alert} />
    </li>
  );
}

const TRY_OUTCOME_LABELS: Readonly<Record<AlertTry['outcome'], string>> = {
  'in progress': 'Sending now',
  sent: 'Sent',
  failed: 'Failed',
  interrupted: 'Interrupted: the server stopped before the try ended, so it may or may not have arrived',
};

/**
 * Every try of a delivery, oldest first, folded away: shown when there was more than one, or when
 * one was cut short by a stop (the recipient may have it once or twice; the webhook's
 * Idempotency-Key tells a retry apart).
 */
function DeliveryTries({ alert }: { alert: Alert }) {
  if (alert.tries.length < 2 && !alert.tries.some((attempt) => attempt.outcome === 'interrupted')) return null;
  return (
    <details className="mt-1 text-xs text-slate-600" data-testid="delivery-tries">
      <summary className="cursor-pointer select-none text-slate-700">Every attempt ({alert.tries.length})</summary>
      <ol className="mt-1 flex flex-col gap-0.5 pl-4">
        {alert.tries.map((attempt, index) => (
          <li key={attempt.at + index} className="[overflow-wrap:anywhere]">
            Attempt {index + 1}, <RelativeTime value={attempt.at} />: {TRY_OUTCOME_LABELS[attempt.outcome]}
            {attempt.error ? `: ${attempt.error}` : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** What a delivery was about: a matched story (linked to it on the dashboard), a test, or the daily digest. */
function AlertSubject({ alert, storyTitle }: DeliveryRowProps) {
  switch (alert.kind) {
    case 'test':
      return 'Test alert';
    case 'digest':
      return "Daily digest of the day's top matches";
    case 'match':
      return alert.trendingItemId === null ? (
        'Alert for a story no longer stored'
      ) : (
        <>
          Alert:{' '}
          <Link to={itemPath(alert.trendingItemId)} className="text-indigo-700 hover:underline">
            {storyTitle ?? `story ${alert.trendingItemId}`}
          </Link>
        </>
      );
  }
}

function StatusBadge({ status }: { status: AlertStatus }) {
  const { icon: Icon, classes } = STATUS_STYLES[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${classes}`}
      data-testid="delivery-status"
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {ALERT_STATUS_LABELS[status]}
    </span>
  );
}
