import type { CalendarEvent } from '@contracts/events.contract';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

type EventsLoadStateProps = {
  events: CalendarEvent[] | undefined;
  error: unknown;
  isLoading: boolean;
  /** What shows once there are events: the list or the month view. */
  children: (events: CalendarEvent[]) => ReactNode;
};

/** The spec's loading, error and empty states of the events, shared by the list and the month view. */
export function EventsLoadState({ events, error, isLoading, children }: EventsLoadStateProps) {
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
  return children(events);
}
