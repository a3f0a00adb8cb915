import { addDays, addMonths, calendarDateInZone, daysBetween, endOfMonth, isCalendarDate } from './calendar-date.js';

describe(isCalendarDate.name, () => {
  describe('when the text names a real day', () => {
    it.each(['2027-02-28', '2028-02-29', '2000-02-29', '2026-12-31'])('should accept %s', (value) => {
      expect(isCalendarDate(value)).toBe(true);
    });
  });

  describe('when the text is not a real YYYY-MM-DD day', () => {
    it.each(['2027-02-29', '1900-02-29', '2027-13-01', '2027-04-31', '2027-4-1', '2027-04-01T00:00:00Z', '', 'tomorrow'])(
      'should reject "%s"',
      (value) => {
        expect(isCalendarDate(value)).toBe(false);
      },
    );

    it('should reject a value that is not a string', () => {
      expect(isCalendarDate(20270214)).toBe(false);
    });
  });
});

describe(addDays.name, () => {
  describe('when crossing month, year and leap-day boundaries', () => {
    it.each([
      ['2026-12-29', 6, '2027-01-04'],
      ['2028-02-28', 1, '2028-02-29'],
      ['2027-02-28', 1, '2027-03-01'],
      ['2027-01-01', -1, '2026-12-31'],
      ['2026-03-29', 1, '2026-03-30'],
    ])('should move %s by %i days to %s', (date, days, expected) => {
      expect(addDays(date, days)).toBe(expected);
    });
  });

  describe('when the server runs in a far-off time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/London'])('should give the same date in %s', (zone) => {
      process.env.TZ = zone;
      expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
      expect(addDays('2027-10-30', 1)).toBe('2027-10-31');
    });
  });
});

describe(addMonths.name, () => {
  describe('when the target month has the day', () => {
    it('should keep the day of the month', () => {
      expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
    });
  });

  describe('when the target month is shorter', () => {
    it('should clamp a leap day to the last day of February', () => {
      expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    });

    it('should clamp the 31st to the 30th', () => {
      expect(addMonths('2027-03-31', 1)).toBe('2027-04-30');
    });
  });
});

describe(endOfMonth.name, () => {
  describe('when the month is February', () => {
    it('should give the 29th in a leap year and the 28th otherwise', () => {
      expect(endOfMonth('2028-02-01')).toBe('2028-02-29');
      expect(endOfMonth('2027-02-01')).toBe('2027-02-28');
    });
  });
});

describe(daysBetween.name, () => {
  describe('when the span crosses a leap day', () => {
    it('should count it', () => {
      expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    });
  });
});

describe(calendarDateInZone.name, () => {
  describe('when an instant is evening in Los Angeles and morning in UTC', () => {
    it('should give the Los Angeles calendar day', () => {
      expect(calendarDateInZone(new Date('2027-01-11T04:00:00Z'), 'America/Los_Angeles')).toBe('2027-01-10');
    });
  });
});
