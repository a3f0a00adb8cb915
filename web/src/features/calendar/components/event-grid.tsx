import type { CalendarEvent } from '@contracts/events.contract';
import { useDeferredValue } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { EventCard } from './event-card';

/**
 * Cards painted with the first answer; the rest (a year of dates is some 400 cards) follow in a
 * background render, so the first cards show sooner and the page stays responsive meanwhile.
 */
const FIRST_PAINT_CARDS = 12;

type EventGridProps = {
  events: CalendarEvent[] | undefined;
  error: unknown;
  isLoading: boolean;
  isUpdating: boolean;
  onCreateCampaign: (event: CalendarEvent) => void;
};

/** The card grid (1, 2 or 3 columns) with the spec's loading, error and empty states. */
export function EventGrid({ events, error, isLoading, isUpdating, onCreateCampaign }: EventGridProps) {
  const deferredCount = useDeferredValue(events?.length ?? 0);
  const shownCount = Math.max(FIRST_PAINT_CARDS, deferredCount);
  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-red-800">Failed to load events</h2>
        <p className="mt-1 text-sm text-red-700">There was an error loading the events. Please try again later.</p>
      </div>
    );
  }
  if (!events) {
    return isLoading ? <Spinner label="Loading events..." /> : null;
  }
  if (events.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">No events found</h2>
        <p className="mt-1 text-sm text-slate-600">No events match your current filters. Try adjusting your search criteria.</p>
      </div>
    );
  }
  return (
    <ul
      aria-label="Events"
      aria-busy={isUpdating}
      className={`grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 ${isUpdating ? 'opacity-70' : ''}`}
    >
      {events.slice(0, shownCount).map((event) => (
        // Off-screen cards skip style, layout and paint until they scroll near the viewport.
        <li key={event.id} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
          <EventCard event={event} onCreateCampaign={onCreateCampaign} />
        </li>
      ))}
    </ul>
  );
}
