import { EVENT_REGIONS, EVENT_SECTORS } from '../../../contracts/events.contract.js';
import { AWARENESS_DAYS, type AwarenessDay } from './awareness-days.table.js';
import { awarenessOccurrences, spanEnd } from './awareness-days.js';
import { assertDateRule } from './date-rule.js';

function occurrence(key: string, year: number) {
  return awarenessOccurrences(year)
    .map(({ seed }) => seed)
    .filter((seed) => seed.key.startsWith(`awareness:${key}:`));
}

describe('AWARENESS_DAYS', () => {
  describe('when the table loads', () => {
    it('should hold at least 80 entries', () => {
      expect(AWARENESS_DAYS.length).toBeGreaterThanOrEqual(80);
    });

    it('should cover every spec sector', () => {
      const sectors = new Set(AWARENESS_DAYS.map((entry) => entry.sector));
      expect([...EVENT_SECTORS].filter((sector) => !sectors.has(sector))).toEqual([]);
    });

    it('should span several regions', () => {
      const regions = new Set(AWARENESS_DAYS.map((entry) => entry.region));
      expect(regions.size).toBeGreaterThanOrEqual(6);
      expect([...regions].every((region) => (EVENT_REGIONS as readonly string[]).includes(region))).toBe(true);
    });

    it('should give every entry a unique key', () => {
      const keys = AWARENESS_DAYS.map((entry) => entry.key);
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    });

    it('should only hold rules the parser understands', () => {
      const rules = AWARENESS_DAYS.flatMap((entry) => [
        ...(typeof entry.rule === 'string' ? [entry.rule] : entry.rule),
        ...(entry.span && typeof entry.span === 'object' && 'until' in entry.span ? [entry.span.until] : []),
      ]);
      for (const rule of rules) expect(() => assertDateRule(rule)).not.toThrow();
    });

    it('should give every entry a description, a location and an https url or none', () => {
      const incomplete = AWARENESS_DAYS.filter(
        (entry) => entry.description.length < 40 || !entry.location || (entry.url !== null && !entry.url.startsWith('https://')),
      );
      expect(incomplete.map((entry) => entry.key)).toEqual([]);
    });

    it('should occur in 2027 for every entry but the leap day', () => {
      const missing = AWARENESS_DAYS.filter((entry) => occurrenceCount(entry, 2027) === 0).map((entry) => entry.key);
      expect(missing).toEqual(['leap-day']);
    });
  });
});

function occurrenceCount(entry: AwarenessDay, year: number): number {
  return awarenessOccurrences(year, [entry]).length;
}

describe(awarenessOccurrences.name, () => {
  describe('when a major moment is computed', () => {
    it('should date Black Friday 2027 the day after Thanksgiving and highlight it', () => {
      expect(occurrence('black-friday', 2027)).toEqual([
        expect.objectContaining({ key: 'awareness:black-friday:2027', startDate: '2027-11-26', endDate: null, isHighlighted: true }),
      ]);
    });

    it('should date Earth Day and keep its official url', () => {
      expect(occurrence('earth-day', 2027)).toEqual([
        expect.objectContaining({ startDate: '2027-04-22', url: 'https://www.earthday.org/', sector: 'environment', region: 'global' }),
      ]);
    });
  });

  describe('when an entry depends on leap years', () => {
    it('should put Rare Disease Day on the last day of February', () => {
      expect(occurrence('rare-disease-day', 2027)[0].startDate).toBe('2027-02-28');
      expect(occurrence('rare-disease-day', 2028)[0].startDate).toBe('2028-02-29');
    });

    it("should put Programmers' Day on the 256th day of the year", () => {
      expect(occurrence('programmers-day', 2027)).toEqual([
        expect.objectContaining({ key: 'awareness:programmers-day:2027', startDate: '2027-09-13' }),
      ]);
      expect(occurrence('programmers-day', 2028)).toEqual([
        expect.objectContaining({ key: 'awareness:programmers-day:2028', startDate: '2028-09-12' }),
      ]);
    });

    it('should include Leap Day only in leap years', () => {
      expect(occurrence('leap-day', 2027)).toEqual([]);
      expect(occurrence('leap-day', 2028)).toEqual([expect.objectContaining({ startDate: '2028-02-29' })]);
    });

    it('should end Black History Month on February 29 in a leap year', () => {
      expect(occurrence('black-history-month-us', 2028)[0]).toMatchObject({ startDate: '2028-02-01', endDate: '2028-02-29' });
      expect(occurrence('black-history-month-us', 2027)[0]).toMatchObject({ startDate: '2027-02-01', endDate: '2027-02-28' });
    });
  });

  describe('when an occurrence crosses New Year', () => {
    it('should end Kwanzaa on January 1 of the next year', () => {
      expect(occurrence('kwanzaa', 2026)[0]).toMatchObject({
        key: 'awareness:kwanzaa:2026',
        startDate: '2026-12-26',
        endDate: '2027-01-01',
      });
    });

    it('should end Hanukkah 2027 in 2028', () => {
      expect(occurrence('hanukkah', 2027)[0]).toMatchObject({ startDate: '2027-12-25', endDate: '2028-01-01' });
    });
  });

  describe('when an entry lasts until another rule', () => {
    it('should end Oktoberfest on the first Sunday of October', () => {
      expect(occurrence('oktoberfest', 2026)[0]).toMatchObject({ startDate: '2026-09-19', endDate: '2026-10-04' });
    });

    it('should extend Oktoberfest to October 3 when the first Sunday comes earlier', () => {
      expect(occurrence('oktoberfest', 2028)[0]).toMatchObject({ startDate: '2028-09-16', endDate: '2028-10-03' });
    });

    it('should end Ramadan the day before Eid al-Fitr', () => {
      expect(occurrence('ramadan', 2027)[0]).toMatchObject({ startDate: '2027-02-08', endDate: '2027-03-08' });
    });
  });

  describe('when an entry is the first full week of January', () => {
    it('should run Monday to Sunday of that week', () => {
      expect(occurrence('back-to-work-week', 2027)[0]).toMatchObject({ startDate: '2027-01-04', endDate: '2027-01-10' });
    });
  });

  describe('when an entry occurs several times in one year', () => {
    it('should key each Friday the 13th by its date', () => {
      expect(occurrence('friday-the-13th', 2026).map((seed) => seed.key)).toEqual([
        'awareness:friday-the-13th:2026-02-13',
        'awareness:friday-the-13th:2026-03-13',
        'awareness:friday-the-13th:2026-11-13',
      ]);
    });
  });

  describe('when computed twice', () => {
    it('should give the same keys and dates', () => {
      expect(awarenessOccurrences(2027)).toEqual(awarenessOccurrences(2027));
    });
  });
});

describe(spanEnd.name, () => {
  describe('when the span is one day', () => {
    it('should give no end date', () => {
      expect(spanEnd('2027-05-01', { days: 1 })).toBeNull();
      expect(spanEnd('2027-05-01', undefined)).toBeNull();
    });
  });

  describe('when a week starts on December 29', () => {
    it('should end on January 4', () => {
      expect(spanEnd('2026-12-29', { days: 7 })).toBe('2027-01-04');
    });
  });
});
