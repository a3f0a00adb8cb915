import { describe, expect, it } from '@jest/globals';
import { isOutletType, LEAD_TIMES, pitchWindow } from './pitch-lead-time';

describe(pitchWindow.name, () => {
  describe('when the outlet is long-lead print', () => {
    it('should open the window 6 months before and close it 3 months before', () => {
      expect(pitchWindow('2027-05-09', 'long_lead')).toEqual({ opens: '2026-11-09', pitchBy: '2027-02-09' });
    });

    it('should land on the last day of a shorter month', () => {
      expect(pitchWindow('2027-08-31', 'long_lead')).toEqual({ opens: '2027-02-28', pitchBy: '2027-05-31' });
      expect(pitchWindow('2028-05-31', 'long_lead')?.pitchBy).toBe('2028-02-29');
    });
  });

  describe('when the outlet is a monthly magazine', () => {
    it('should take 8 to 6 weeks before, across a year end', () => {
      expect(pitchWindow('2027-01-15', 'monthly')).toEqual({ opens: '2026-11-20', pitchBy: '2026-12-04' });
    });
  });

  describe('when the outlet is online', () => {
    it('should take 2 to 1 weeks before', () => {
      expect(pitchWindow('2026-12-25', 'online')).toEqual({ opens: '2026-12-11', pitchBy: '2026-12-18' });
    });
  });

  describe('when the outlet is news', () => {
    it('should pitch on the day itself', () => {
      expect(pitchWindow('2026-12-25', 'news')).toEqual({ opens: '2026-12-25', pitchBy: '2026-12-25' });
    });
  });

  describe('when the date is not a day', () => {
    it('should give no window', () => {
      expect(pitchWindow('2027-02-30', 'online')).toBeNull();
      expect(pitchWindow('soon', 'online')).toBeNull();
    });
  });
});

describe(isOutletType.name, () => {
  it('should accept the four outlet types only', () => {
    expect(Object.keys(LEAD_TIMES).every(isOutletType)).toBe(true);
    expect(isOutletType('weekly')).toBe(false);
    expect(isOutletType(null)).toBe(false);
  });
});
