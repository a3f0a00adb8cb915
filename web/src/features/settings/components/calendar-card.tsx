import {
  CALENDAR_EVENT_KINDS,
  type CalendarEventKind,
  type CalendarFeedState,
  type CalendarSettingsView,
} from '@contracts/settings.contract';
import { AlertTriangle, CalendarDays, CheckCircle2, CircleDashed } from 'lucide-react';
import { kindLabel } from '../utils/kind-label';
import { RelativeTime } from '@/components/relative-time';
import { SettingsCard } from './settings-card';

type CalendarCardProps = { calendar: CalendarSettingsView };

function kindOrder(kind: string): number {
  const index = CALENDAR_EVENT_KINDS.indexOf(kind as CalendarEventKind);
  return index === -1 ? CALENDAR_EVENT_KINDS.length : index;
}

function FeedState({ feed }: { feed: CalendarFeedState }) {
  switch (feed.state) {
    case 'ok':
      return (
        <span className="inline-flex items-start gap-1.5 text-green-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          OK, {feed.events === 1 ? '1 event' : `${feed.events} events`}
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-start gap-1.5 text-red-700">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">Failed: {feed.lastError ?? 'the last sync could not read it.'}</span>
        </span>
      );
    case 'not-synced':
      return (
        <span className="inline-flex items-start gap-1.5 text-slate-600">
          <CircleDashed aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          Not synced yet
        </span>
      );
  }
}

/** The newsjacking calendar's sync: when it last ran, what it holds per kind, and each ICS feed. */
export function CalendarCard({ calendar }: CalendarCardProps) {
  // The contract's order of kinds first (holidays, awareness days, announced, feeds), then any newer kind.
  const counts = Object.entries(calendar.counts).sort(([a], [b]) => kindOrder(a) - kindOrder(b) || (a < b ? -1 : a > b ? 1 : 0));
  return (
    <SettingsCard id="calendar" title="Calendar" description="The dates behind the Newsjacking Calendar, synced daily." icon={CalendarDays}>
      <dl className="space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-700">Last sync</dt>
          <dd className="mt-1 text-slate-900" data-testid="calendar-last-sync">
            {calendar.lastSyncAt ? <RelativeTime value={calendar.lastSyncAt} /> : 'Not synced yet'}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Upcoming events by kind</dt>
          <dd className="mt-1">
            {counts.length === 0 ? (
              <span className="text-slate-600">No events stored.</span>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {counts.map(([kind, count]) => (
                  <li key={kind} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800" data-testid="calendar-kind">
                    {kindLabel(kind)}: <span className="font-semibold tabular-nums">{count}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">ICS feeds</dt>
          <dd className="mt-1">
            {calendar.feeds.length === 0 ? (
              <span className="text-slate-600">
                None. List feed URLs in <code className="rounded bg-slate-100 px-1">EVENTS_ICS_URLS</code> to add their events.
              </span>
            ) : (
              <ul className="divide-y divide-slate-100">
                {calendar.feeds.map((feed) => (
                  <li key={feed.url} className="flex flex-col gap-1 py-2" data-testid="calendar-feed">
                    <span className="font-mono text-xs text-slate-800 [overflow-wrap:anywhere]">{feed.url}</span>
                    <FeedState feed={feed} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </SettingsCard>
  );
}
