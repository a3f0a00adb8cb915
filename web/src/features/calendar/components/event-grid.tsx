import type { CalendarEvent } from '@contracts/events.contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OutletType } from '../utils/pitch-lead-time';
import { EventCard } from './event-card';

/**
 * Cards drawn at a time: with the answer, then again each time the reader nears the end of the grid
 * (or presses Show more). A year of dates is some 400 cards, about 2,000 icons: drawn at once they
 * blocked a mid-tier phone for over two seconds (Lighthouse's total blocking time, issue 29), and drawn
 * in steps in the background still for about one. Search and the filters reach every event; the .ics
 * export takes them all. Twelve, not 24 (round 8): a phone shows two cards and a wide screen six, and
 * the 24 of the page the server sends (1,400 elements, 155 of them icons) took 40 ms of style and
 * layout before the first paint on a fast desktop (12: 25 ms), all of them for React to take over.
 */
const CARDS_PER_PAGE = 12;
/** How far below the viewport the end of the grid may be when the next cards are drawn. */
const DRAW_AHEAD = '800px';

type EventGridProps = {
  events: CalendarEvent[];
  isUpdating: boolean;
  outlet: OutletType;
  onCreateCampaign: (event: CalendarEvent) => void;
};

/** The card grid (1, 2 or 3 columns). */
export function EventGrid({ events, isUpdating, outlet, onCreateCampaign }: EventGridProps) {
  const [drawn, setDrawn] = useState({ events, count: CARDS_PER_PAGE });
  // A new answer (a search, a filter) starts again from its first cards: React renders again at once
  // with the reset state, before anything of this render is used.
  if (drawn.events !== events) setDrawn({ events, count: CARDS_PER_PAGE });
  const count = Math.min(drawn.count, events.length);
  const remaining = events.length - count;
  const end = useRef<HTMLDivElement>(null);

  const drawMore = useCallback(
    () => startTransition(() => setDrawn((current) => ({ ...current, count: current.count + CARDS_PER_PAGE }))),
    [],
  );

  useEffect(() => {
    const marker = end.current;
    if (!marker || remaining === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) drawMore();
      },
      { rootMargin: `0px 0px ${DRAW_AHEAD} 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [count, remaining, drawMore]);

  return (
    <>
      <ul
        aria-label="Events"
        aria-busy={isUpdating}
        className={`grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 ${isUpdating ? 'opacity-70' : ''}`}
      >
        {events.slice(0, count).map((event) => (
          <li key={event.id}>
            <EventCard event={event} outlet={outlet} onCreateCampaign={onCreateCampaign} />
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <div ref={end} className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
          <p>
            Showing {count} of {events.length} events
          </p>
          <Button variant="secondary" onClick={drawMore}>
            Show more events
          </Button>
        </div>
      ) : null}
    </>
  );
}
