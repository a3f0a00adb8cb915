import { publicHolidayOccurrences } from './public-holidays.js';

function seedsOf(year: number) {
  return publicHolidayOccurrences(year).map(({ seed }) => seed);
}

describe(publicHolidayOccurrences.name, () => {
  describe('when several countries of a region share a holiday', () => {
    it('should give Europe one Christmas Day that lists its countries', () => {
      const christmas = seedsOf(2027).filter((seed) => seed.region === 'europe' && seed.startDate === '2027-12-25');
      expect(christmas).toHaveLength(1);
      expect(christmas[0]).toMatchObject({
        key: 'holiday:europe:christmas-day:2027',
        title: 'Christmas Day',
        country: null,
        isHighlighted: true,
      });
      expect(christmas[0].location).toContain('Germany');
      expect(christmas[0].location).toContain('United Kingdom');
      expect(christmas[0].description).toContain('Public holiday in');
    });

    it('should name both countries in the title of a two-country holiday', () => {
      const anzac = seedsOf(2027).find((seed) => seed.key === 'holiday:oceania:anzac-day:2027');
      expect(anzac).toMatchObject({ title: 'Anzac Day in Australia and New Zealand', startDate: '2027-04-25' });
    });
  });

  describe('when a holiday belongs to one country', () => {
    it('should name the country and say it is nationwide', () => {
      const thanksgiving = seedsOf(2027).find((seed) => seed.key === 'holiday:north_america:thanksgiving-day:2027');
      expect(thanksgiving).toMatchObject({
        title: 'Thanksgiving Day in United States',
        startDate: '2027-11-25',
        location: 'Nationwide',
        country: 'United States',
        isHighlighted: true,
      });
    });
  });

  describe('when a holiday falls on a weekend and has a substitute day off', () => {
    it('should list the holiday once, without the substitute', () => {
      // Christmas Day 2027 is a Saturday: the US observes it on Friday the 24th.
      const us = seedsOf(2027).filter((seed) => seed.region === 'north_america' && /Christmas/.test(seed.title));
      expect(us.map((seed) => seed.startDate)).toEqual(['2027-12-25']);
    });
  });

  describe('when a holiday spans consecutive days', () => {
    it("should merge China's Spring Festival days into one event", () => {
      const spring = seedsOf(2027).filter((seed) => seed.key.startsWith('holiday:asia:spring-festival'));
      expect(spring).toEqual([expect.objectContaining({ startDate: '2027-02-05', endDate: '2027-02-07' })]);
    });
  });

  describe('when a holiday is an observance', () => {
    it('should keep notable ones and drop the rest', () => {
      const titles = seedsOf(2027).map((seed) => seed.title);
      expect(titles).toContain("Valentine's Day in United States and Canada");
      expect(titles.some((title) => /Advent|Totensonntag|Saint Martin/.test(title))).toBe(false);
    });

    it('should say it is not a day off', () => {
      const halloween = seedsOf(2027).find((seed) => seed.key === 'holiday:north_america:halloween:2027');
      expect(halloween?.description).toContain('not a day off');
    });
  });

  describe('when one region has the same holiday name on different dates', () => {
    it('should key each by its date', () => {
      const keys = seedsOf(2027)
        .filter((seed) => seed.key.startsWith('holiday:africa:christmas-day'))
        .map((seed) => seed.key);
      expect(keys).toEqual(['holiday:africa:christmas-day:2027-01-07', 'holiday:africa:christmas-day:2027-12-25']);
    });
  });

  describe('when computed for a year', () => {
    it('should give unique keys that fit the 200-character column', () => {
      const keys = seedsOf(2027).map((seed) => seed.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.every((key) => key.length <= 200)).toBe(true);
    });

    it('should cover every region', () => {
      expect(new Set(seedsOf(2027).map((seed) => seed.region))).toEqual(
        new Set(['north_america', 'europe', 'asia', 'africa', 'latin_america', 'oceania', 'middle_east']),
      );
    });
  });
});
