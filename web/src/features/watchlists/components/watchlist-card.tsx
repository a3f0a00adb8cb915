import { ITEM_SOURCE_LABELS } from '@contracts/trending.contract';
import type { Watchlist } from '@contracts/watchlists.contract';
import { ChevronDown, Mail, Pencil, Send, Trash2, Webhook } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SOURCE_ICONS } from '@/features/trending/utils/source-icons';
import { webhookLabel } from '../utils/recipient-label';
import { DeliveryHistory } from './delivery-history';
import { LatestMatches } from './latest-matches';

type WatchlistCardProps = {
  watchlist: Watchlist;
  historyOpen: boolean;
  /** A removal or test of this watchlist is running. */
  busy: boolean;
  testing: boolean;
  onEdit: (watchlist: Watchlist) => void;
  onDelete: (watchlist: Watchlist) => void;
  onSendTest: (watchlist: Watchlist) => void;
  onToggleHistory: (watchlist: Watchlist) => void;
};

/** One watchlist: what it watches, who it tells, its latest matches, its actions and (opened) its delivery history. */
export function WatchlistCard({
  watchlist,
  historyOpen,
  busy,
  testing,
  onEdit,
  onDelete,
  onSendTest,
  onToggleHistory,
}: WatchlistCardProps) {
  const titleId = `watchlist-${watchlist.id}-title`;
  const historyId = `watchlist-${watchlist.id}-history`;
  const recipients = watchlist.emails.length + watchlist.webhookUrls.length;
  return (
    <li
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="watchlist-card"
    >
      <h3 id={titleId} className="min-w-0 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {watchlist.name}
      </h3>

      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Keywords">
          <ul className="flex flex-wrap gap-1.5">
            {watchlist.keywords.map((keyword) => (
              <li key={keyword} className="min-w-0 break-all rounded-full bg-indigo-50 px-2.5 py-0.5 text-indigo-900">
                {keyword}
              </li>
            ))}
          </ul>
        </Detail>
        <Detail label="Sources">
          {watchlist.sources.length === 0 ? (
            'All sources'
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {watchlist.sources.map((source) => {
                const { icon: Icon, colour } = SOURCE_ICONS[source];
                return (
                  <li key={source} className="inline-flex items-center gap-1">
                    <Icon aria-hidden="true" className={`h-4 w-4 ${colour}`} />
                    {ITEM_SOURCE_LABELS[source]}
                  </li>
                );
              })}
            </ul>
          )}
        </Detail>
        <Detail label="Minimum PR score">{watchlist.minPrScore}</Detail>
        <Detail label="Stories">{watchlist.onlyRising ? 'Only rising ones' : 'Every stage'}</Detail>
        <Detail label="Recipients">
          {recipients === 0 ? (
            'None: matches are shown here only.'
          ) : (
            <ul className="flex flex-col gap-1">
              {watchlist.emails.map((email) => (
                <li key={email} className="flex min-w-0 items-center gap-1.5">
                  <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 break-all">{email}</span>
                </li>
              ))}
              {watchlist.webhookUrls.map((url) => (
                <li key={url} className="flex min-w-0 items-center gap-1.5">
                  <Webhook aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 break-all">{webhookLabel(url)}</span>
                </li>
              ))}
            </ul>
          )}
        </Detail>
      </dl>

      <section aria-label={`Latest matches of ${watchlist.name}`} className="mt-4 min-w-0 border-t border-slate-100 pt-4">
        <h4 className="mb-2 text-sm font-semibold text-slate-900">Latest matches</h4>
        <LatestMatches matches={watchlist.latestMatches} />
      </section>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onEdit(watchlist)} disabled={busy} ariaLabel={`Edit ${watchlist.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
        <Button
          variant="secondary"
          onClick={() => onSendTest(watchlist)}
          disabled={busy || recipients === 0}
          ariaLabel={`Send test alert for ${watchlist.name}`}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {testing ? 'Sending...' : 'Send test alert'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onToggleHistory(watchlist)}
          ariaExpanded={historyOpen}
          ariaControls={historyOpen ? historyId : undefined}
          ariaLabel={`Delivery history of ${watchlist.name}`}
        >
          Delivery history
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${historyOpen ? 'rotate-180' : ''}`} />
        </Button>
        <Button variant="ghost" onClick={() => onDelete(watchlist)} disabled={busy} ariaLabel={`Delete ${watchlist.name}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </div>
      {historyOpen ? <DeliveryHistory id={historyId} watchlist={watchlist} /> : null}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-800">{children}</dd>
    </div>
  );
}
