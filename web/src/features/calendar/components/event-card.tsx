import type { CalendarEvent } from '@contracts/events.contract';
import { memo } from 'react';
import { CalendarDays, ExternalLink, Globe, MapPin, Megaphone, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatEventDates, formatEventLocation } from '../utils/event-display';
import { REGION_LABELS } from '../utils/event-labels';
import type { OutletType } from '../utils/pitch-lead-time';
import { PitchBy } from './pitch-by';
import { SectorBadge } from './sector-badge';

type EventCardProps = {
  event: CalendarEvent;
  /** The outlet type whose pitch-by date the card shows. */
  outlet: OutletType;
  onCreateCampaign: (event: CalendarEvent) => void;
};

/**
 * One calendar event; a highlighted one has a yellow border and a "Key date" badge (colour is never the
 * only cue). Memoised: the grid adds cards a step at a time, and the cards drawn already stay as they are.
 */
export const EventCard = memo(function EventCard({ event, outlet, onCreateCampaign }: EventCardProps) {
  const titleId = `event-${event.id}-title`;
  const location = formatEventLocation(event);
  return (
    <article
      aria-labelledby={titleId}
      data-highlighted={event.isHighlighted}
      className={`flex h-full flex-col rounded-lg bg-white p-5 shadow-sm ${event.isHighlighted ? 'border-2 border-yellow-400' : 'border border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {event.title}
        </h2>
        <SectorBadge sector={event.sector} />
      </div>
      {event.isHighlighted ? (
        <span className="mt-2 inline-flex w-fit items-center gap-1 rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-medium text-yellow-900">
          <Star aria-hidden="true" className="h-3 w-3" />
          Key date
        </span>
      ) : null}
      <dl className="mt-3 space-y-1.5 text-sm text-slate-600">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Date</dt>
          <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <dd>{formatEventDates(event)}</dd>
        </div>
        {location ? (
          <div className="flex items-start gap-2">
            <dt className="sr-only">Location</dt>
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <dd>{location}</dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="sr-only">Region</dt>
          <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <dd>{REGION_LABELS[event.region] ?? event.region}</dd>
        </div>
      </dl>
      <div className="mt-2">
        <PitchBy startDate={event.startDate} outlet={outlet} />
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{event.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {event.url ? (
          <a
            href={event.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            Visit Site
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <Button onClick={() => onCreateCampaign(event)}>
          <Megaphone aria-hidden="true" className="h-4 w-4" />
          Create Campaign
        </Button>
      </div>
    </article>
  );
});
