import { filterEvents, type FilterableEvent } from './event-filter-oracle.js';

type Event = FilterableEvent & { id: number };

function event(id: number, overrides: Partial<Event>): Event {
  return {
    id,
    title: `Event ${id}`,
    description: 'A moment to plan around.',
    sector: 'other',
    region: 'global',
    startDate: '2027-03-01',
    endDate: null,
    ...overrides,
  };
}

const EVENTS: Event[] = [
  event(1, { title: 'Earth Day', sector: 'environment', startDate: '2027-04-22' }),
  event(2, { title: 'Dry January', sector: 'healthcare', region: 'europe', startDate: '2027-01-01', endDate: '2027-01-31' }),
  event(3, { title: 'Black Friday', sector: 'finance', startDate: '2026-11-27', description: 'Retail SPENDING peaks.' }),
  event(4, { title: 'Boston Marathon', sector: 'sports', region: 'north_america', startDate: '2027-04-19' }),
  event(5, { title: 'World Book Day', sector: 'education', region: 'europe', startDate: '2027-03-04' }),
  event(6, { title: 'Movember', sector: 'healthcare', startDate: '2026-11-01', endDate: '2026-11-30' }),
  event(7, { title: 'Mothering Sunday', sector: 'lifestyle', region: 'europe', startDate: '2027-03-07' }),
  event(8, { title: '100% off day', startDate: '2027-03-07' }),
];

const ids = (events: readonly Event[]) => events.map((item) => item.id);

describe(filterEvents.name, () => {
  describe('when no filter is set', () => {
    it('should return every event sorted by start date', () => {
      expect(ids(filterEvents(EVENTS, {}))).toEqual([6, 3, 2, 5, 7, 8, 4, 1]);
    });

    it('should keep the input order for events on the same day', () => {
      const reversed = [...EVENTS].reverse();
      expect(ids(filterEvents(reversed, {})).slice(4, 6)).toEqual([8, 7]);
    });

    it('should not change the input', () => {
      const copy = [...EVENTS];
      filterEvents(EVENTS, { sector: 'healthcare' });
      expect(EVENTS).toEqual(copy);
    });
  });

  describe('when sector or region is all', () => {
    it('should not filter', () => {
      expect(filterEvents(EVENTS, { sector: 'all', region: 'all' })).toHaveLength(EVENTS.length);
    });
  });

  describe('when a sector is set', () => {
    it('should keep that sector only', () => {
      expect(ids(filterEvents(EVENTS, { sector: 'healthcare' }))).toEqual([6, 2]);
    });
  });

  describe('when a region is set', () => {
    it('should match the region exactly, without global events', () => {
      expect(ids(filterEvents(EVENTS, { region: 'europe' }))).toEqual([2, 5, 7]);
    });
  });

  describe('when a date window is set', () => {
    it('should include events on both inclusive bounds', () => {
      expect(ids(filterEvents(EVENTS, { startDate: '2027-03-04', endDate: '2027-03-07' }))).toEqual([5, 7, 8]);
    });

    it('should include an event that started before the window and is still running', () => {
      expect(ids(filterEvents(EVENTS, { startDate: '2027-01-15', endDate: '2027-02-15' }))).toEqual([2]);
    });

    it('should include an event that starts inside the window and ends after it', () => {
      expect(ids(filterEvents(EVENTS, { startDate: '2026-10-01', endDate: '2026-11-01' }))).toEqual([6]);
    });

    it('should take an open-ended window from the start date on', () => {
      expect(ids(filterEvents(EVENTS, { startDate: '2027-04-01' }))).toEqual([4, 1]);
    });

    it('should take an open-started window up to the end date', () => {
      expect(ids(filterEvents(EVENTS, { endDate: '2026-11-30' }))).toEqual([6, 3]);
    });
  });

  describe('when a search text is set', () => {
    it('should match the title without regard to case', () => {
      expect(ids(filterEvents(EVENTS, { search: 'earth' }))).toEqual([1]);
    });

    it('should match the description', () => {
      expect(ids(filterEvents(EVENTS, { search: 'spending' }))).toEqual([3]);
    });

    it('should trim the text and treat blank as no filter', () => {
      expect(ids(filterEvents(EVENTS, { search: '  book ' }))).toEqual([5]);
      expect(filterEvents(EVENTS, { search: '   ' })).toHaveLength(EVENTS.length);
    });

    it('should take wildcard characters literally', () => {
      expect(ids(filterEvents(EVENTS, { search: '100%' }))).toEqual([8]);
      expect(filterEvents(EVENTS, { search: '%' }).map((item) => item.id)).toEqual([8]);
    });
  });

  describe('when several filters are set', () => {
    it('should apply all of them', () => {
      expect(ids(filterEvents(EVENTS, { sector: 'healthcare', region: 'europe', startDate: '2027-01-01', search: 'dry' }))).toEqual([2]);
      expect(filterEvents(EVENTS, { sector: 'healthcare', region: 'north_america' })).toEqual([]);
    });
  });
});
