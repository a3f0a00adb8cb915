import { evaluateDateRule } from './date-rule.js';

describe(evaluateDateRule.name, () => {
  describe('when the rule is a fixed date', () => {
    it('should give that day of the year', () => {
      expect(evaluateDateRule('04-22', 2027)).toEqual(['2027-04-22']);
    });
  });

  describe('when the rule is a leap day', () => {
    it('should give February 29 only in leap years', () => {
      expect(evaluateDateRule('02-29 in leap years', 2028)).toEqual(['2028-02-29']);
      expect(evaluateDateRule('02-29 in leap years', 2027)).toEqual([]);
      expect(evaluateDateRule('02-29 in leap years', 2100)).toEqual([]);
    });
  });

  describe('when the rule is the last day of February', () => {
    it('should follow leap years', () => {
      expect(evaluateDateRule('1 day before March', 2027)).toEqual(['2027-02-28']);
      expect(evaluateDateRule('1 day before March', 2028)).toEqual(['2028-02-29']);
    });
  });

  describe('when the rule counts days from January 1 (the 256th day)', () => {
    it('should land a day earlier in leap years', () => {
      expect(evaluateDateRule('255 days after 01-01', 2027)).toEqual(['2027-09-13']);
      expect(evaluateDateRule('255 days after 01-01', 2028)).toEqual(['2028-09-12']);
    });
  });

  describe('when the rule moves with Easter', () => {
    it.each([
      ['easter', 2027, '2027-03-28'],
      ['easter', 2028, '2028-04-16'],
      ['easter -2', 2027, '2027-03-26'],
      ['easter -47', 2027, '2027-02-09'],
      ['easter -47', 2028, '2028-02-29'],
      ['easter -21', 2027, '2027-03-07'],
    ])('should place "%s" in %i on %s', (rule, year, expected) => {
      expect(evaluateDateRule(rule, year)).toEqual([expected]);
    });
  });

  describe('when the rule is the nth weekday of a month', () => {
    it.each([
      ['4th thursday in November', 2026, '2026-11-26'],
      ['4th thursday in November', 2027, '2027-11-25'],
      ['2nd sunday in May', 2027, '2027-05-09'],
      ['3rd monday in January', 2027, '2027-01-18'],
      ['1st tuesday in November', 2027, '2027-11-02'],
    ])('should place "%s" in %i on %s', (rule, year, expected) => {
      expect(evaluateDateRule(rule, year)).toEqual([expected]);
    });
  });

  describe('when the rule is the last weekday of a month', () => {
    it.each([
      ['last friday in July', 2027, '2027-07-30'],
      ['last sunday in March', 2027, '2027-03-28'],
      ['last sunday in October', 2026, '2026-10-25'],
      ['last monday in May', 2027, '2027-05-31'],
      ['last friday in February', 2028, '2028-02-25'],
      ['last thursday in December', 2027, '2027-12-30'],
      ['last friday in December', 2027, '2027-12-31'],
    ])('should place "%s" in %i on %s', (rule, year, expected) => {
      expect(evaluateDateRule(rule, year)).toEqual([expected]);
    });
  });

  describe('when the rule is relative to another rule', () => {
    it('should put Black Friday the day after US Thanksgiving', () => {
      expect(evaluateDateRule('friday after 4th thursday in November', 2027)).toEqual(['2027-11-26']);
      expect(evaluateDateRule('friday after 4th thursday in November', 2026)).toEqual(['2026-11-27']);
    });

    it('should put Cyber Monday four days after US Thanksgiving', () => {
      expect(evaluateDateRule('monday after 4th thursday in November', 2027)).toEqual(['2027-11-29']);
    });

    it('should put the Indianapolis 500 on the Sunday before Memorial Day', () => {
      expect(evaluateDateRule('sunday before monday before June', 2027)).toEqual(['2027-05-30']);
    });
  });

  describe('when the rule is the first full week of January', () => {
    it('should start on the first Monday on or after January 1', () => {
      expect(evaluateDateRule('monday after 01-01', 2027)).toEqual(['2027-01-04']);
      expect(evaluateDateRule('monday after 01-01', 2024)).toEqual(['2024-01-01']);
      expect(evaluateDateRule('monday after 01-01', 2028)).toEqual(['2028-01-03']);
    });
  });

  describe('when the rule follows the sun or a lunar calendar', () => {
    it.each([
      ['friday before march equinox', 2027, '2027-03-19'],
      ['june solstice', 2027, '2027-06-21'],
      ['chinese 01-0-01', 2027, '2027-02-06'],
      ['1 Ramadan', 2027, '2027-02-08'],
      ['25 Kislev', 2027, '2027-12-25'],
    ])('should place "%s" in %i on %s', (rule, year, expected) => {
      expect(evaluateDateRule(rule, year)).toEqual([expected]);
    });

    it('should give both days when a Hijri date falls twice in one Gregorian year', () => {
      expect(evaluateDateRule('30 Ramadan', 2033)).toEqual(['2033-01-02', '2033-12-22']);
    });
  });

  describe('when the rule only applies on some weekdays', () => {
    it('should yield nothing when the date is another weekday', () => {
      expect(evaluateDateRule('08-13 on friday', 2027)).toEqual(['2027-08-13']);
      expect(evaluateDateRule('09-13 on friday', 2027)).toEqual([]);
    });
  });

  describe('when the server runs in a far-off time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('should give the same calendar dates in %s', (zone) => {
      process.env.TZ = zone;
      // Years not evaluated elsewhere in this file, so nothing comes from the cache.
      expect(evaluateDateRule('easter', zone === 'Pacific/Kiritimati' ? 2031 : 2032)).toEqual([
        zone === 'Pacific/Kiritimati' ? '2031-04-13' : '2032-03-28',
      ]);
      expect(evaluateDateRule('4th thursday in November', zone === 'Pacific/Kiritimati' ? 2031 : 2032)).toEqual([
        zone === 'Pacific/Kiritimati' ? '2031-11-27' : '2032-11-25',
      ]);
    });
  });

  describe('when the rule cannot be parsed', () => {
    it('should throw an error naming the rule', () => {
      // The package also logs the failure; keep the test output clean.
      const consoleError = console.error;
      console.error = () => undefined;
      try {
        expect(() => evaluateDateRule('every other blue moon', 2027)).toThrow('Unsupported date rule: "every other blue moon"');
      } finally {
        console.error = consoleError;
      }
    });
  });
});
