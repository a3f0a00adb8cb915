import { EVENT_SECTORS } from '../../../contracts/events.contract.js';
import { buildCalendar } from './build-calendar.js';
import type { CalendarEventSeed } from '../calendar-event-seed.js';
import { parseIcsEvents } from './ics-events.js';

const TODAY = '2026-11-22';

function icsSeed(overrides: Partial<CalendarEventSeed>): CalendarEventSeed {
  return {
    key: 'ics:feed:launch',
    title: 'Spring product launch',
    description: 'From our own calendar.',
    sector: 'tech',
    region: 'global',
    startDate: '2027-03-10',
    endDate: null,
    location: null,
    city: null,
    country: null,
    url: null,
    isHighlighted: false,
    ...overrides,
  };
}

describe(buildCalendar.name, () => {
  const calendar = buildCalendar(TODAY);
  const byKey = new Map(calendar.map((event) => [event.key, event]));

  describe('when built for a day', () => {
    it('should only hold events that overlap the next 12 months', () => {
      const outside = calendar.filter((event) => (event.endDate ?? event.startDate) < TODAY || event.startDate >= '2027-11-22');
      expect(outside).toEqual([]);
      expect(calendar.some((event) => event.startDate === '2027-11-21')).toBe(true);
    });

    it('should keep an observance already under way', () => {
      expect(byKey.get('awareness:movember:2026')).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' });
    });

    it('should leave out events that ended before today', () => {
      expect(byKey.has('awareness:halloween:2026')).toBe(false);
    });

    it('should hold each key once', () => {
      expect(byKey.size).toBe(calendar.length);
    });

    it('should be sorted by start date', () => {
      const starts = calendar.map((event) => event.startDate);
      expect(starts).toEqual([...starts].sort());
    });

    it('should cover every sector and region', () => {
      expect(new Set(calendar.map((event) => event.sector))).toEqual(new Set(EVENT_SECTORS));
      expect(new Set(calendar.map((event) => event.region)).size).toBe(8);
    });

    it('should include the curated moments, the holidays and the announced events', () => {
      expect(byKey.get('awareness:black-friday:2026')).toMatchObject({ startDate: '2026-11-27', isHighlighted: true });
      expect(byKey.get('awareness:black-friday:2027')).toBeUndefined();
      expect(byKey.get('awareness:valentines-day:2027')).toMatchObject({ startDate: '2027-02-14', isHighlighted: true });
      expect(byKey.get('holiday:north_america:thanksgiving-day:2026')).toMatchObject({ startDate: '2026-11-26' });
      expect(byKey.get('announced:super-bowl-lxi:2027')).toMatchObject({ startDate: '2027-02-14', isHighlighted: true });
    });

    it('should keep a span that crosses New Year', () => {
      expect(byKey.get('awareness:kwanzaa:2026')).toMatchObject({ startDate: '2026-12-26', endDate: '2027-01-01' });
    });

    it('should use calendar dates only', () => {
      const malformed = calendar.filter(
        (event) => !/^\d{4}-\d{2}-\d{2}$/.test(event.startDate) || (event.endDate !== null && event.endDate <= event.startDate),
      );
      expect(malformed).toEqual([]);
    });
  });

  describe('when a curated moment is also a country observance', () => {
    it("should list Valentine's Day once, under the curated global event", () => {
      const valentines = calendar.filter((event) => event.startDate === '2027-02-14' && /Valentine/.test(event.title));
      expect(valentines.map((event) => event.key)).toEqual(['awareness:valentines-day:2027']);
    });

    it('should keep a public holiday, which says who has a day off', () => {
      expect(byKey.get('holiday:europe:st-patricks-day:2027')).toMatchObject({ title: 'St. Patrick’s Day in Ireland' });
    });
  });

  describe('when rebuilt on the next day', () => {
    it('should give the same key and dates to the same events', () => {
      const tomorrow = new Map(buildCalendar('2026-11-23').map((event) => [event.key, event]));
      const changed = calendar.filter((event) => {
        const again = tomorrow.get(event.key);
        return again !== undefined && (again.startDate !== event.startDate || again.title !== event.title);
      });
      expect(changed).toEqual([]);
      expect(tomorrow.get('awareness:earth-day:2027')).toEqual(byKey.get('awareness:earth-day:2027'));
    });
  });

  describe('when today is in early January', () => {
    it("should still list last year's holidays that are under way", () => {
      const events = buildCalendar('2027-01-01');
      expect(events.find((event) => event.key === 'awareness:kwanzaa:2026')).toMatchObject({ endDate: '2027-01-01' });
      expect(events.some((event) => event.key === 'holiday:europe:new-years-day:2027')).toBe(true);
    });
  });

  describe('when today is a leap day', () => {
    it('should end the window on the last day of February next year', () => {
      const events = buildCalendar('2028-02-29');
      expect(events.some((event) => event.key === 'awareness:leap-day:2028')).toBe(true);
      expect(events.some((event) => event.key === 'awareness:rare-disease-day:2029')).toBe(false);
      expect(events.every((event) => event.startDate < '2029-02-28')).toBe(true);
    });
  });

  describe('when ICS events are given', () => {
    it('should merge those inside the window', () => {
      const events = buildCalendar(TODAY, {
        icsEvents: [icsSeed({}), icsSeed({ key: 'ics:feed:old', startDate: '2026-10-01' })],
      });
      expect(events.filter((event) => event.key.startsWith('ics:')).map((event) => event.key)).toEqual(['ics:feed:launch']);
    });

    it('should drop one that repeats a curated moment on the same day', () => {
      const events = buildCalendar(TODAY, {
        icsEvents: [icsSeed({ key: 'ics:feed:earth', title: 'Earth Day', startDate: '2027-04-22' })],
      });
      expect(events.some((event) => event.key === 'ics:feed:earth')).toBe(false);
    });

    it('should keep all-day dates parsed from a feed', () => {
      const feed = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:sale@x',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;VALUE=DATE:20270115',
        'SUMMARY:January sale',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
      const events = buildCalendar(TODAY, { icsEvents: parseIcsEvents(feed, 'https://feed.example/a.ics', { from: TODAY }) });
      expect(events.find((event) => event.title === 'January sale')?.startDate).toBe('2027-01-15');
    });
  });

  describe('when built twice for the same day', () => {
    it('should give the same list', () => {
      expect(buildCalendar(TODAY)).toEqual(calendar);
    });
  });

  describe('when today is not a calendar date', () => {
    it('should throw', () => {
      expect(() => buildCalendar('2026-02-30')).toThrow('Not a calendar date');
    });
  });
});
