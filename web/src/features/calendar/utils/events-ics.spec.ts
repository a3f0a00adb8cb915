import { describe, expect, it } from '@jest/globals';
import type { CalendarEvent } from '@contracts/events.contract';
import { eventsToIcs } from './events-ics';

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 1,
  title: 'Earth Day',
  description: 'Climate stories peak; brands publish sustainability data.',
  sector: 'environment',
  region: 'global',
  startDate: '2027-04-22',
  endDate: null,
  location: 'Worldwide',
  city: null,
  country: null,
  url: 'https://www.earthday.org/',
  isHighlighted: true,
  ...fields,
});

/** The calendar's lines with RFC 5545 folding undone (a line break plus one space continues a line). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/** One VEVENT's properties by name. */
function vevent(ics: string, uid: string): Map<string, string> {
  const lines = unfolded(ics);
  const start = lines.indexOf(`UID:${uid}`);
  const from = lines.lastIndexOf('BEGIN:VEVENT', start);
  const to = lines.indexOf('END:VEVENT', start);
  return new Map(lines.slice(from + 1, to).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

describe(eventsToIcs.name, () => {
  const ics = eventsToIcs(
    [
      event({}),
      event({ id: 2, title: 'FIFA World Cup; final, Paris', startDate: '2027-06-11', endDate: '2027-07-19', url: null, city: 'Paris' }),
    ],
    'monthly',
  );

  it('should write a calendar with one all-day event per event', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfolded(ics)).toContain('X-WR-CALNAME:Newsjacking Calendar');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const earthDay = vevent(ics, 'trendjack-event-1');
    expect(earthDay.get('DTSTART;VALUE=DATE')).toBe('20270422');
    expect(earthDay.get('DTEND;VALUE=DATE')).toBe('20270423');
    expect(earthDay.get('SUMMARY')).toBe('Earth Day');
    expect(earthDay.get('URL')).toBe('https://www.earthday.org/');
  });

  it('should end a multi-day event the day after its last day', () => {
    const worldCup = vevent(ics, 'trendjack-event-2');
    expect(worldCup.get('DTSTART;VALUE=DATE')).toBe('20270611');
    expect(worldCup.get('DTEND;VALUE=DATE')).toBe('20270720');
    expect(worldCup.get('SUMMARY')).toBe('FIFA World Cup\\; final\\, Paris');
  });

  it('should put the pitch-by date for the outlet type in the description', () => {
    expect(vevent(ics, 'trendjack-event-1').get('DESCRIPTION')).toBe(
      'Pitch by March 11\\, 2027 (Monthly magazines: 6–8 weeks before\\; window opens February 25\\, 2027).\\n\\nClimate stories peak\\; brands publish sustainability data.',
    );
  });

  it('should skip an event whose start is not a day', () => {
    expect(eventsToIcs([event({ startDate: '2027-02-30' })], 'news')).not.toContain('BEGIN:VEVENT');
  });
});
