import { AppException } from '../../../common/errors/app.exception.js';
import { EVENT_REGIONS, EVENT_SECTORS } from '../../../contracts/events.contract.js';
import { EventFiltersPipe } from './event-filters.pipe.js';
import { MAX_SEARCH_LENGTH } from './list-events.query.js';

// Queries are given as they reach the pipe: parsed by Express and tidied (trimmed) by NormalizeInputPipe.
const filtersOf = (query: Record<string, unknown>) => new EventFiltersPipe().transform(query);

describe(EventFiltersPipe.name, () => {
  describe('transform', () => {
    describe('when the query is empty', () => {
      it('should give no filters', async () => {
        await expect(filtersOf({})).resolves.toEqual({});
      });
    });

    describe('when every parameter is valid', () => {
      it('should return typed filters', async () => {
        await expect(
          filtersOf({ sector: 'tech', region: 'europe', startDate: '2027-01-01', endDate: '2027-12-31', search: 'launch' }),
        ).resolves.toEqual({
          sector: 'tech',
          region: 'europe',
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          search: 'launch',
        });
      });

      it('should accept every sector and region, in any case', async () => {
        for (const sector of EVENT_SECTORS) await expect(filtersOf({ sector: sector.toUpperCase() })).resolves.toEqual({ sector });
        for (const region of EVENT_REGIONS) await expect(filtersOf({ region })).resolves.toEqual({ region });
      });

      it('should drop all and blank values', async () => {
        await expect(filtersOf({ sector: 'all', region: 'ALL', search: '', startDate: '', endDate: '' })).resolves.toStrictEqual({});
      });

      it('should ignore unknown parameters', async () => {
        await expect(filtersOf({ page: '2', _: '123' })).resolves.toStrictEqual({});
      });

      it('should accept the same start and end date', async () => {
        await expect(filtersOf({ startDate: '2027-02-14', endDate: '2027-02-14' })).resolves.toEqual({
          startDate: '2027-02-14',
          endDate: '2027-02-14',
        });
      });
    });

    describe('when a value is invalid', () => {
      it.each([
        [
          { sector: 'foo' },
          'sector',
          'Invalid sector "foo". Use one of: all, tech, finance, sports, healthcare, lifestyle, travel, politics, environment, entertainment, education, other.',
        ],
        [
          { sector: 'Space' },
          'sector',
          'Invalid sector "Space". Use one of: all, tech, finance, sports, healthcare, lifestyle, travel, politics, environment, entertainment, education, other.',
        ],
        [
          { region: 'mars' },
          'region',
          'Invalid region "mars". Use one of: all, global, north_america, europe, asia, africa, latin_america, oceania, middle_east.',
        ],
        [{ startDate: '2027-02-30' }, 'startDate', 'Invalid startDate "2027-02-30". Use a real date in the form YYYY-MM-DD.'],
        [{ endDate: '14/02/2027' }, 'endDate', 'Invalid endDate "14/02/2027". Use a real date in the form YYYY-MM-DD.'],
        [
          { startDate: '2027-03-01', endDate: '2027-02-01' },
          'startDate',
          'Invalid startDate "2027-03-01": it is after endDate "2027-02-01".',
        ],
        [{ startDate: '2027-03-01', endDate: 'soon' }, 'endDate', 'Invalid endDate "soon". Use a real date in the form YYYY-MM-DD.'],
        [{ search: 'x'.repeat(MAX_SEARCH_LENGTH + 1) }, 'search', `Invalid search: use at most ${MAX_SEARCH_LENGTH} characters.`],
        [{ sector: ['tech', 'finance'] }, 'sector', 'Invalid sector: give it once, as text.'],
        [{ search: { nested: 'x' } }, 'search', 'Invalid search: give it once, as text.'],
        [
          { region: 'mars', sector: 'foo' },
          'sector',
          'Invalid sector "foo". Use one of: all, tech, finance, sports, healthcare, lifestyle, travel, politics, environment, entertainment, education, other.',
        ],
      ])('should refuse %j as invalid input naming %s', async (query, parameter, message) => {
        const refusal = filtersOf(query);

        await expect(refusal).rejects.toBeInstanceOf(AppException);
        await expect(refusal).rejects.toMatchObject({ code: 'invalid-input', message, details: { parameter } });
      });
    });
  });
});
