import type { CalendarEvent } from '@contracts/events.contract';
import { format, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { todayOf, useClock } from '@/lib/use-clock';
import { useMediaQuery } from '../hooks/use-media-query';
import { eventsByDay, monthOf, monthWeeks, shiftMonth } from '../utils/month-grid';
import type { OutletType } from '../utils/pitch-lead-time';
import { EventCard } from './event-card';

/** Titles shown in a day's cell; the rest are counted ("+2 more") and listed under the grid. */
const TITLES_PER_CELL = 3;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type MonthViewProps = {
  /** YYYY-MM. */
  month: string;
  events: CalendarEvent[];
  isUpdating: boolean;
  outlet: OutletType;
  onMonthChange: (month: string) => void;
  onCreateCampaign: (event: CalendarEvent) => void;
};

type DayEventsProps = { events: CalendarEvent[]; outlet: OutletType; onCreateCampaign: (event: CalendarEvent) => void };

function DayEvents({ events, outlet, onCreateCampaign }: DayEventsProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} outlet={outlet} onCreateCampaign={onCreateCampaign} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 29's month view. From the sm breakpoint a grid of weeks × 7 days (Sunday first): each day
 * lists its events (one spanning several days on each of them); picking a day lists its events
 * as cards under the grid. On a phone seven columns leave no room for a title, so the month is an
 * agenda instead: each event once, under the day it starts (or "Continuing" when it began earlier).
 */
export function MonthView({ month, events, isUpdating, outlet, onMonthChange, onCreateCampaign }: MonthViewProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  const today = todayOf(useClock());
  const weeks = monthWeeks(month);
  const byDay = eventsByDay(events, weeks.flat());
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const selectedDay = pickedDay !== null && monthOf(pickedDay) === month ? pickedDay : monthOf(today) === month ? today : null;
  const title = format(parseISO(`${month}-01`), 'MMMM yyyy');
  const titleId = 'calendar-month-title';

  const handleMonthChange = (delta: number) => {
    setPickedDay(null);
    onMonthChange(shiftMonth(month, delta));
  };

  return (
    <section aria-labelledby={titleId} aria-busy={isUpdating} className={isUpdating ? 'opacity-70' : undefined}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => handleMonthChange(-1)}
          className="rounded-md border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => handleMonthChange(1)}
          className="rounded-md border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
          aria-label="Next month"
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {wide ? (
        <>
          <table className="w-full table-fixed border-collapse rounded-lg bg-white text-sm shadow-sm" aria-labelledby={titleId}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" className="border border-slate-200 py-2 text-xs font-semibold text-slate-600">
                    <abbr title={weekday} className="no-underline">
                      {weekday.slice(0, 3)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => {
                    const dayEvents = byDay.get(day) ?? [];
                    const inMonth = monthOf(day) === month;
                    const isToday = day === today;
                    const label = `${formatLongDate(day)}${isToday ? ', today' : ''}, ${
                      dayEvents.length === 1 ? '1 event' : `${dayEvents.length} events`
                    }`;
                    return (
                      <td key={day} className={`h-28 border border-slate-200 p-0 align-top ${inMonth ? '' : 'bg-slate-50'}`}>
                        <button
                          type="button"
                          onClick={() => setPickedDay(day)}
                          aria-label={label}
                          aria-pressed={day === selectedDay}
                          aria-current={isToday ? 'date' : undefined}
                          disabled={!inMonth}
                          className={`flex h-full w-full flex-col items-stretch gap-1 p-1.5 text-left hover:bg-indigo-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-default disabled:hover:bg-transparent ${
                            day === selectedDay ? 'bg-indigo-50 ring-2 ring-inset ring-indigo-500' : ''
                          }`}
                        >
                          <span
                            className={`inline-flex h-6 w-6 items-center justify-center self-start rounded-full text-xs font-semibold ${
                              isToday ? 'bg-indigo-600 text-white' : inMonth ? 'text-slate-800' : 'text-slate-400'
                            }`}
                          >
                            {Number(day.slice(8))}
                          </span>
                          {inMonth
                            ? dayEvents.slice(0, TITLES_PER_CELL).map((event) => (
                                <span
                                  key={event.id}
                                  className={`truncate rounded px-1 text-xs ${event.isHighlighted ? 'bg-yellow-100 text-yellow-900' : 'bg-slate-100 text-slate-700'}`}
                                >
                                  {event.title}
                                </span>
                              ))
                            : null}
                          {inMonth && dayEvents.length > TITLES_PER_CELL ? (
                            <span className="text-xs text-slate-500">+{dayEvents.length - TITLES_PER_CELL} more</span>
                          ) : null}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="calendar-day-title" className="mt-6">
            {selectedDay ? (
              <>
                <h3 id="calendar-day-title" className="mb-3 text-base font-semibold text-slate-900">
                  Events on {formatLongDate(selectedDay)}
                </h3>
                {(byDay.get(selectedDay) ?? []).length > 0 ? (
                  <DayEvents events={byDay.get(selectedDay) ?? []} outlet={outlet} onCreateCampaign={onCreateCampaign} />
                ) : (
                  <p className="text-sm text-slate-600">No events on this day.</p>
                )}
              </>
            ) : (
              <p id="calendar-day-title" className="text-sm text-slate-600">
                Pick a day to see its events.
              </p>
            )}
          </section>
        </>
      ) : (
        <MonthAgenda month={month} events={events} outlet={outlet} onCreateCampaign={onCreateCampaign} />
      )}
    </section>
  );
}

type MonthAgendaProps = { month: string; events: CalendarEvent[]; outlet: OutletType; onCreateCampaign: (event: CalendarEvent) => void };

/** The phone's month: the month's events once each, grouped by the day they start. */
function MonthAgenda({ month, events, outlet, onCreateCampaign }: MonthAgendaProps) {
  const days = monthWeeks(month)
    .flat()
    .filter((day) => monthOf(day) === month);
  const byDay = eventsByDay(events, days);
  const continuing = byDay.get(days[0])?.filter((event) => event.startDate < days[0]) ?? [];
  const groups = [
    ...(continuing.length > 0 ? [{ key: 'continuing', heading: 'Continuing', events: continuing }] : []),
    ...days
      .map((day) => ({ key: day, heading: formatLongDate(day), events: (byDay.get(day) ?? []).filter((event) => event.startDate === day) }))
      .filter((group) => group.events.length > 0),
  ];
  if (groups.length === 0) {
    return <p className="text-sm text-slate-600">No events this month.</p>;
  }
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.heading}>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{group.heading}</h3>
          <DayEvents events={group.events} outlet={outlet} onCreateCampaign={onCreateCampaign} />
        </section>
      ))}
    </div>
  );
}
