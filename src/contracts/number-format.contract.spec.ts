import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatNumber } from './number-format.contract.js';

const intl = new Intl.NumberFormat('en-US');

describe(formatNumber.name, () => {
  it('should write numbers as Intl en-US does', () => {
    const cases = [
      0,
      -0,
      1,
      999,
      1000,
      68_000,
      180_000,
      1_234_567,
      -4_321,
      0.5,
      1.0005,
      2.0005,
      -1.0005,
      1234.5678,
      0.0004,
      -0.0004,
      1e20,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of cases) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it('should agree with Intl en-US on any whole number or double', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e9, max: 1e12 }), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (value) => {
        expect(formatNumber(value)).toBe(intl.format(value));
      }),
      { numRuns: 20_000 },
    );
  });
});
