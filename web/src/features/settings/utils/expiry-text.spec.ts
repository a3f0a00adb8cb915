import { describe, expect, it } from '@jest/globals';
import { expiryText } from './expiry-text';

const MADE_AT = Date.parse('2026-11-24T10:00:00Z');

describe(expiryText.name, () => {
  describe('when the link works for days', () => {
    it('should say the days and the date, even read a moment after it was made', () => {
      expect(expiryText('2026-12-01T10:00:00.000Z', MADE_AT + 1500)).toBe('in 7 days, on December 1, 2026');
    });
  });

  describe('when the link works for less than two days', () => {
    it('should say the hours', () => {
      expect(expiryText('2026-11-25T10:00:00.000Z', MADE_AT + 1500)).toBe('in 24 hours, on November 25, 2026');
    });
  });

  describe('when the value is not a date', () => {
    it('should show it as sent', () => {
      expect(expiryText('soon', MADE_AT)).toBe('soon');
    });
  });
});
