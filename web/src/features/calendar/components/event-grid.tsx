import type { CalendarEvent } from '@contracts/events.contract';
import { Spinner } from '@/components/ui/spinner';
import { EventCard } from './event-card';

type EventGridProps = {
  events: CalendarEvent[] | undefined;
  error: unknown;
  isLoading: boolean;
  isUpdating: boolean;
  onCreateCampaign: (event: CalendarEvent) => void;
};

/** The card grid (1, 2 or 3 columns) with the spec's loading, error and empty states. */
export function EventGrid({ events, error, isLoading, isUpdating, onCreateCampaign }: EventGridProps) {
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
    <ul aria-label="Events" aria-busy={isUpdating} className={`grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 ${isUpdating ? 'opacity-70' : ''}`}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} onCreateCampaign={onCreateCampaign} />
        </li>
      ))}
    </ul>
  );
}
