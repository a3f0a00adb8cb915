import type { CustomFeed } from '@contracts/feeds.contract';
import { AlertTriangle, CheckCircle2, ExternalLink, PauseCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/relative-time';
import { feedFetchStatus, hostOf, storyCount } from '../utils/feed-status';

type FeedRowProps = {
  feed: CustomFeed;
  /** This feed's pause or removal is running. */
  busy: boolean;
  /** Pause, Resume and Remove are an admin's (issue 17). */
  canEdit: boolean;
  onTogglePaused: (feed: CustomFeed) => void;
  onRemove: (feed: CustomFeed) => void;
};

/** One followed feed: its name, addresses, status, what the last fetch did, and its actions. */
export function FeedRow({ feed, busy, canEdit, onTogglePaused, onRemove }: FeedRowProps) {
  const titleId = `feed-${feed.id}-title`;
  return (
    <li aria-labelledby={titleId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="feed-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 break-words font-semibold text-slate-900">
              {feed.title}
            </h3>
            <StatusBadge paused={feed.paused} />
          </div>
          <p className="mt-1 break-all font-mono text-xs text-slate-600">{feed.url}</p>
          {feed.siteUrl ? (
            <a
              href={feed.siteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex max-w-full items-center gap-1 text-sm text-indigo-700 hover:underline"
            >
              <span className="truncate">{hostOf(feed.siteUrl)}</span>
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span className="sr-only">(opens the site in a new tab)</span>
            </a>
          ) : null}
          <LastFetch feed={feed} />
        </div>
        {canEdit ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => onTogglePaused(feed)}
              disabled={busy}
              ariaLabel={`${feed.paused ? 'Resume' : 'Pause'} ${feed.title}`}
            >
              {feed.paused ? 'Resume' : 'Pause'}
            </Button>
            <Button variant="ghost" onClick={() => onRemove(feed)} disabled={busy} ariaLabel={`Remove ${feed.title}`}>
              Remove
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function StatusBadge({ paused }: { paused: boolean }) {
  const Icon = paused ? PauseCircle : CheckCircle2;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        paused ? 'bg-slate-100 text-slate-700' : 'bg-green-100 text-green-800'
      }`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {paused ? 'Paused' : 'Active'}
    </span>
  );
}

function LastFetch({ feed }: { feed: CustomFeed }) {
  const status = feedFetchStatus(feed);
  switch (status.kind) {
    case 'not-fetched':
      return (
        <p className="mt-2 text-sm text-slate-600">
          {feed.paused ? 'Not fetched yet.' : 'Not fetched yet: its stories arrive with the next fetch on Trending Topics.'}
        </p>
      );
    case 'read':
      return (
        <p className="mt-2 text-sm text-slate-600">
          Last fetched <RelativeTime value={status.at} />: {storyCount(status.itemCount)}.
        </p>
      );
    case 'failed':
      return (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-red-700">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">
            Last fetched <RelativeTime value={status.at} />: {status.error}
            {status.lastItemCount !== null ? ` The read before gave ${storyCount(status.lastItemCount)}.` : ''}
          </span>
        </p>
      );
  }
}
