import type { CalendarEvent } from '@contracts/events.contract';
import { useDeferredValue } from 'react';
import type { OutletType } from '../utils/pitch-lead-time';
import { EventCard } from './event-card';

/**
 * Cards painted with the first answer; the rest (a year of dates is some 400 cards) follow in a
 * background render, so the first cards show sooner and the page stays responsive meanwhile.
 */
const FIRST_PAINT_CARDS = 12;

type EventGridProps = {
  events: CalendarEvent[];
  isUpdating: boolean;
  outlet: OutletType;
  onCreateCampaign: (event: CalendarEvent) => void;
};

/** The card grid (1, 2 or 3 columns). */
export function EventGrid({ events, isUpdating, outlet, onCreateCampaign }: EventGridProps) {
  const deferredCount = useDeferredValue(events.length);
  const shownCount = Math.max(FIRST_PAINT_CARDS, deferredCount);
  return (
    <ul
      aria-label="Events"
      aria-busy={isUpdating}
      className={`grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 ${isUpdating ? 'opacity-70' : ''}`}
    >
      {events.slice(0, shownCount).map((event) => (
        // Off-screen cards skip style, layout and paint until they scroll near the viewport.
        <li key={event.id} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
          <EventCard event={event} outlet={outlet} onCreateCampaign={onCreateCampaign} />
        </li>
      ))}
    </ul>
  );
}
