import type { CampaignIdea } from '@contracts/campaigns.contract';
import type { CalendarEvent } from '@contracts/events.contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { useEvents } from '@/features/calendar/api/get-events';
import { CalendarControls } from '@/features/calendar/components/calendar-controls';
import { CreateCampaignDialog } from '@/features/calendar/components/create-campaign-dialog';
import { CreatedCampaignNotice } from '@/features/calendar/components/created-campaign-notice';
import { EventFiltersDialog } from '@/features/calendar/components/event-filters-dialog';
import { EventGrid } from '@/features/calendar/components/event-grid';
import { EventsLoadState } from '@/features/calendar/components/events-load-state';
import { EventsToolbar } from '@/features/calendar/components/events-toolbar';
import { MonthView } from '@/features/calendar/components/month-view';
import { useDebouncedState } from '@/features/calendar/hooks/use-debounced-state';
import { type CalendarParams, parseCalendarParams, withCalendarParams } from '@/features/calendar/utils/calendar-params';
import { activeFilterCount, type EventFilterValues } from '@/features/calendar/utils/event-filter-values';
import { monthOf } from '@/features/calendar/utils/month-grid';
import { todayOf, useClock } from '@/lib/use-clock';
import { downloadTextFile } from '@/lib/export/download-text-file';
import { toast } from '@/lib/toast';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/** Typing waits this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 300;

export function Component() {
  // Issue 29: filters, search, view, month and outlet type live in the URL.
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseCalendarParams(searchParams);
  const { search, view, outlet, ...filters } = params;
  // The box keeps what is typed (the URL follows it; a URL change renders a moment later, which would
  // drop keystrokes from a box bound to it), and the request follows after the debounce.
  const [searchInput, debouncedSearch, setSearchInput] = useDebouncedState(search, SEARCH_DEBOUNCE_MS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selectedEvent, setSelectedEvent] = useState<CalendarEvent | null>(null);
  const [createdCampaign, setCreatedCampaign] = useState<CampaignIdea | null>(null);
  const eventFilters: EventFilterValues = {
    sector: filters.sector,
    region: filters.region,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
  const { events, error, isLoading, isValidating } = useEvents({ ...eventFilters, search: debouncedSearch });
  // The month view opens on the month the date filter starts in, else on this month.
  const today = todayOf(useClock());
  const month = params.month ?? monthOf(filters.startDate || today);

  const update = (changes: Partial<CalendarParams>) =>
    setSearchParams((current) => withCalendarParams(current, changes), { replace: true });

  const handleSearchChange = (next: string) => {
    setSearchInput(next);
    update({ search: next });
  };

  const handleApplyFilters = (next: EventFilterValues) => {
    update(next);
    setFiltersOpen(false);
  };

  const handleCreated = (campaign: CampaignIdea) => {
    setSelectedEvent(null);
    setCreatedCampaign(campaign);
  };

  // The events the filters and search give (all of them, in either view), as an .ics file.
  const handleExportIcs = async (shown: CalendarEvent[]) => {
    try {
      // The .ics writer (the ics package and the validation and date libraries it brings, two thirds of
      // this screen's code) loads with the first export instead of with the screen (issue 29).
      const { eventsToIcs } = await import('@/features/calendar/utils/events-ics');
      downloadTextFile('newsjacking-calendar.ics', 'text/calendar', eventsToIcs(shown, outlet));
    } catch {
      toast({ title: 'Export Failed', description: 'There was an error exporting your events. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/newsjacking-calendar']} />
      {createdCampaign ? <CreatedCampaignNotice campaign={createdCampaign} onDismiss={() => setCreatedCampaign(null)} /> : null}
      <EventsToolbar
        search={searchInput}
        onSearchChange={handleSearchChange}
        activeFilters={activeFilterCount(eventFilters)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <CalendarControls
        view={view}
        onViewChange={(next) => update({ view: next })}
        outlet={outlet}
        onOutletChange={(next) => update({ outlet: next })}
        onExportIcs={events && events.length > 0 ? () => void handleExportIcs(events) : null}
      />
      <EventsLoadState events={events} error={error} isLoading={isLoading}>
        {(shown) =>
          view === 'month' ? (
            <MonthView
              month={month}
              events={shown}
              isUpdating={isValidating}
              outlet={outlet}
              onMonthChange={(next) => update({ month: next })}
              onCreateCampaign={setSelectedEvent}
            />
          ) : (
            <EventGrid events={shown} isUpdating={isValidating} outlet={outlet} onCreateCampaign={setSelectedEvent} />
          )
        }
      </EventsLoadState>
      {filtersOpen ? (
        <EventFiltersDialog filters={eventFilters} onApply={handleApplyFilters} onClose={() => setFiltersOpen(false)} />
      ) : null}
      {selectedEvent ? (
        <CreateCampaignDialog
          key={selectedEvent.id}
          event={selectedEvent}
          onClose={() => setSelectedEvent(null)}
          onCreated={handleCreated}
        />
      ) : null}
    </>
  );
}
