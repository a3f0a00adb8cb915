import type { CalendarEvent } from '@contracts/events.contract';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useEvents } from '@/features/calendar/api/get-events';
import { CreateCampaignDialog } from '@/features/calendar/components/create-campaign-dialog';
import { EventFiltersDialog } from '@/features/calendar/components/event-filters-dialog';
import { EventGrid } from '@/features/calendar/components/event-grid';
import { EventsToolbar } from '@/features/calendar/components/events-toolbar';
import { useDebouncedState } from '@/features/calendar/hooks/use-debounced-state';
import { activeFilterCount, type EventFilterValues, NO_EVENT_FILTERS } from '@/features/calendar/utils/event-filter-values';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** Typing waits this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

export function Component() {
  const [search, debouncedSearch, setSearch] = useDebouncedState('', SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<EventFilterValues>(NO_EVENT_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selectedEvent, setSelectedEvent] = useState<CalendarEvent | null>(null);
  const { events, error, isLoading, isValidating } = useEvents({ ...filters, search: debouncedSearch });

  const handleApplyFilters = (next: EventFilterValues) => {
    setFilters(next);
    setFiltersOpen(false);
  };

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/newsjacking-calendar']} />
      <EventsToolbar
        search={search}
        onSearchChange={setSearch}
        activeFilters={activeFilterCount(filters)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <EventGrid events={events} error={error} isLoading={isLoading} isUpdating={isValidating} onCreateCampaign={setSelectedEvent} />
      {filtersOpen ? <EventFiltersDialog filters={filters} onApply={handleApplyFilters} onClose={() => setFiltersOpen(false)} /> : null}
      {selectedEvent ? (
        <CreateCampaignDialog
          key={selectedEvent.id}
          event={selectedEvent}
          onClose={() => setSelectedEvent(null)}
          onCreated={() => setSelectedEvent(null)}
        />
      ) : null}
    </>
  );
}
