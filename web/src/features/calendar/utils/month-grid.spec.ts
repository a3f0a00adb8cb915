import { describe, expect, it } from '@jest/globals';
import type { CalendarEvent } from '@contracts/events.contract';
import { eventsByDay, isCalendarMonth, monthWeeks, shiftMonth } from './month-grid';

const event = (id: number, startDate: string, endDate: string | null = null) =>
  ({ id, title: `Event ${id}`, startDate, endDate }) as CalendarEvent;

describe(monthWeeks.name, () => {
  it('should give whole weeks from Sunday, four for a February starting on a Sunday', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0][0]).toBe('2026-02-01');
    expect(weeks[3][6]).toBe('2026-02-28');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('should start with the Sunday before the 1st', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks[0][0]).toBe('2027-01-31');
    expect(weeks).toHaveLength(5);
  });

  it('should add the week holding the last day', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0][0]).toBe('2026-11-01');
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });
});

describe(eventsByDay.name, () => {
  const days = monthWeeks('2027-06').flat();

  it('should place a multi-day event on each of its days and nothing outside', () => {
    const byDay = eventsByDay([event(1, '2027-06-11', '2027-07-19'), event(2, '2027-06-05'), event(3, '2027-09-01')], days);
    expect(byDay.get('2027-06-10')).toEqual([]);
    expect(byDay.get('2027-06-11')?.map((entry) => entry.id)).toEqual([1]);
    expect(byDay.get('2027-06-30')?.map((entry) => entry.id)).toEqual([1]);
    expect(byDay.get('2027-06-05')?.map((entry) => entry.id)).toEqual([2]);
    expect([...byDay.values()].flat().some((entry) => entry.id === 3)).toBe(false);
  });

  it('should read an end date before the start, or not a day, as a one-day event', () => {
    const byDay = eventsByDay([event(4, '2027-06-15', '2027-06-01'), event(5, '2027-06-20', '2027-06-31')], days);
    expect(byDay.get('2027-06-15')?.map((entry) => entry.id)).toEqual([4]);
    expect(byDay.get('2027-06-16')).toEqual([]);
    expect(byDay.get('2027-06-21')).toEqual([]);
  });
});

describe(shiftMonth.name, () => {
  it('should cross a year end both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});

describe(isCalendarMonth.name, () => {
  it('should accept YYYY-MM only', () => {
    expect(isCalendarMonth('2026-11')).toBe(true);
    expect(isCalendarMonth('2026-13')).toBe(false);
    expect(isCalendarMonth('2026-11-01')).toBe(false);
    expect(isCalendarMonth(null)).toBe(false);
  });
});
