import { parseIcsEvents } from './ics-events.js';

const SOURCE = 'https://calendar.example/pr-moments.ics';

function ics(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Trendjack test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

function vevent(lines: string[]): string {
  return ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

const VALENTINE = vevent([
  'UID:valentine-2027@calendar.example',
  'DTSTART;VALUE=DATE:20270214',
  'DTEND;VALUE=DATE:20270215',
  'SUMMARY:Valentine gift guide deadline',
  'DESCRIPTION:Pitch gift guides\\, with prices\\nbefore the day.',
  'LOCATION:London\\, UK',
  'URL:https://example.com/valentine',
]);

describe(parseIcsEvents.name, () => {
  describe('when an event is all-day', () => {
    it('should keep its calendar date and fields', () => {
      expect(parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-22' })).toEqual([
        {
          key: expect.stringMatching(/^ics:[0-9a-f]{16}:[0-9a-f]{16}$/),
          title: 'Valentine gift guide deadline',
          description: 'Pitch gift guides, with prices\nbefore the day.',
          sector: 'other',
          region: 'global',
          startDate: '2027-02-14',
          endDate: null,
          location: 'London, UK',
          city: null,
          country: null,
          url: 'https://example.com/valentine',
          isHighlighted: false,
        },
      ]);
    });

    describe('and the server runs in any time zone', () => {
      const original = process.env.TZ;
      afterEach(() => {
        process.env.TZ = original;
      });

      it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'])('should give 2027-02-14 in %s', (zone) => {
        process.env.TZ = zone;
        const [event] = parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-22' });
        expect(event.startDate).toBe('2027-02-14');
      });
    });
  });

  describe('when an all-day event lasts several days', () => {
    it('should turn the exclusive DTEND into an inclusive end date', () => {
      const conference = vevent([
        'UID:conf@x',
        'DTSTART;VALUE=DATE:20270301',
        'DTEND;VALUE=DATE:20270304',
        'SUMMARY;LANGUAGE=en:Three-day conference',
      ]);
      expect(parseIcsEvents(ics(conference), SOURCE, { from: '2026-11-22' })[0]).toMatchObject({
        title: 'Three-day conference',
        startDate: '2027-03-01',
        endDate: '2027-03-03',
      });
    });
  });

  describe('when an event has a time and a time zone', () => {
    it('should take the day it starts in its own zone', () => {
      const evening = vevent([
        'UID:la@x',
        'DTSTART;TZID=America/Los_Angeles:20270110T200000',
        'DTEND;TZID=America/Los_Angeles:20270110T220000',
        'SUMMARY:Evening launch in LA',
      ]);
      expect(parseIcsEvents(ics(evening), SOURCE, { from: '2026-11-22' })[0]).toMatchObject({ startDate: '2027-01-10', endDate: null });
    });
  });

  describe('when an event recurs', () => {
    it('should list each occurrence inside the window with its own key', () => {
      const yearly = vevent(['UID:yearly@x', 'DTSTART;VALUE=DATE:20200704', 'RRULE:FREQ=YEARLY', 'SUMMARY:Summer sale']);
      const events = parseIcsEvents(ics(yearly), SOURCE, { from: '2026-11-22', to: '2028-11-21' });
      expect(events.map((event) => event.startDate)).toEqual(['2027-07-04', '2028-07-04']);
      expect(new Set(events.map((event) => event.key)).size).toBe(2);
      expect(events[0].key).toMatch(/:2027-07-04$/);
    });
  });

  describe('when a series repeats more often than a calendar needs', () => {
    it('should skip sub-daily rules and keep the rest of the feed', () => {
      const minutely = vevent(['UID:spam@x', 'DTSTART:20270101T000000Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:Every minute']);
      expect(parseIcsEvents(ics(minutely, VALENTINE), SOURCE, { from: '2026-11-22' }).map((event) => event.title)).toEqual([
        'Valentine gift guide deadline',
      ]);
    });

    it('should keep at most 60 occurrences of a daily series', () => {
      const daily = vevent(['UID:daily@x', 'DTSTART;VALUE=DATE:20270101', 'RRULE:FREQ=DAILY', 'SUMMARY:Daily stand-up']);
      const events = parseIcsEvents(ics(daily), SOURCE, { from: '2027-01-01', to: '2027-12-31' });
      expect(events).toHaveLength(60);
      expect(events[59].startDate).toBe('2027-03-01');
    });
  });

  describe('when an event is cancelled or has no title', () => {
    it('should leave it out', () => {
      const cancelled = vevent(['UID:c@x', 'DTSTART;VALUE=DATE:20270501', 'SUMMARY:Cancelled launch', 'STATUS:CANCELLED']);
      const untitled = vevent(['UID:u@x', 'DTSTART;VALUE=DATE:20270502']);
      expect(parseIcsEvents(ics(cancelled, untitled), SOURCE, { from: '2026-11-22' })).toEqual([]);
    });
  });

  describe('when an event url is not a web address', () => {
    it('should drop it, since the UI opens it in a new tab', () => {
      const risky = vevent(['UID:r@x', 'DTSTART;VALUE=DATE:20270501', 'SUMMARY:Odd link', 'URL:javascript:alert(1)']);
      expect(parseIcsEvents(ics(risky), SOURCE, { from: '2026-11-22' })[0].url).toBeNull();
    });
  });

  describe('when the caller sets a sector and region for the feed', () => {
    it('should apply them to every event', () => {
      expect(parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-22', sector: 'lifestyle', region: 'europe' })[0]).toMatchObject({
        sector: 'lifestyle',
        region: 'europe',
      });
    });
  });

  describe('when the same feed is parsed again', () => {
    it('should give the same keys', () => {
      const first = parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-22' });
      const second = parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-23' });
      expect(second.map((event) => event.key)).toEqual(first.map((event) => event.key));
    });

    it('should give different keys for the same event in another feed', () => {
      const [a] = parseIcsEvents(ics(VALENTINE), SOURCE, { from: '2026-11-22' });
      const [b] = parseIcsEvents(ics(VALENTINE), 'https://other.example/feed.ics', { from: '2026-11-22' });
      expect(a.key).not.toBe(b.key);
    });
  });

  describe('when the text is not an iCalendar feed', () => {
    it('should throw an error naming the source', () => {
      expect(() => parseIcsEvents('<html>Not found</html>', SOURCE)).toThrow(
        `The calendar feed ${SOURCE} is not an iCalendar (ICS) document.`,
      );
    });
  });
});
