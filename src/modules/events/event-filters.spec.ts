import { EVENT_REGIONS, EVENT_SECTORS } from '../../contracts/events.contract.js';
import { InvalidEventFilterError, MAX_SEARCH_LENGTH, parseEventFilters } from './event-filters.js';

describe(parseEventFilters.name, () => {
  describe('when the query is empty', () => {
    it('should give no filters', () => {
      expect(parseEventFilters({})).toEqual({});
    });
  });

  describe('when every parameter is valid', () => {
    it('should return typed filters', () => {
      expect(
        parseEventFilters({ sector: 'tech', region: 'europe', startDate: '2027-01-01', endDate: '2027-12-31', search: ' launch ' }),
      ).toEqual({ sector: 'tech', region: 'europe', startDate: '2027-01-01', endDate: '2027-12-31', search: 'launch' });
    });

    it('should accept every sector and region, in any case', () => {
      for (const sector of EVENT_SECTORS) expect(parseEventFilters({ sector: sector.toUpperCase() })).toEqual({ sector });
      for (const region of EVENT_REGIONS) expect(parseEventFilters({ region })).toEqual({ region });
    });

    it('should drop all and blank values', () => {
      expect(parseEventFilters({ sector: 'all', region: 'ALL', search: '  ', startDate: '' })).toEqual({});
    });

    it('should ignore unknown parameters', () => {
      expect(parseEventFilters({ page: '2', _: '123' })).toEqual({});
    });

    it('should accept the same start and end date', () => {
      expect(parseEventFilters({ startDate: '2027-02-14', endDate: '2027-02-14' })).toEqual({ startDate: '2027-02-14', endDate: '2027-02-14' });
    });
  });

  describe('when a value is invalid', () => {
    it.each([
      [{ sector: 'foo' }, 'sector', 'Invalid sector "foo". Use one of: all, tech, finance, sports, healthcare, lifestyle, travel, politics, environment, entertainment, education, other.'],
      [{ region: 'mars' }, 'region', 'Invalid region "mars". Use one of: all, global, north_america, europe, asia, africa, latin_america, oceania, middle_east.'],
      [{ startDate: '2027-02-30' }, 'startDate', 'Invalid startDate "2027-02-30". Use a real date in the form YYYY-MM-DD.'],
      [{ endDate: '14/02/2027' }, 'endDate', 'Invalid endDate "14/02/2027". Use a real date in the form YYYY-MM-DD.'],
      [{ startDate: '2027-03-01', endDate: '2027-02-01' }, 'startDate', 'Invalid startDate "2027-03-01": it is after endDate "2027-02-01".'],
      [{ search: 'x'.repeat(MAX_SEARCH_LENGTH + 1) }, 'search', `Invalid search: use at most ${MAX_SEARCH_LENGTH} characters.`],
      [{ sector: ['tech', 'finance'] }, 'sector', 'Invalid sector: give it once, as text.'],
    ])('should reject %j naming %s', (query, parameter, message) => {
      let error: unknown;
      try {
        parseEventFilters(query);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvalidEventFilterError);
      expect(error).toMatchObject({ parameter, message });
    });
  });
});
