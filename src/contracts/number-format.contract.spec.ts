import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatCompactNumber, formatNumber } from './number-format.contract.js';

const intl = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

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

describe(formatCompactNumber.name, () => {
  it('should write counts as Intl en-US compact notation does', () => {
    const values = [
      0, 1, 9, 999, 1000, 1049, 1050, 1099, 12_345, 99_949, 99_950, 999_949, 999_950, 1_000_000, 1_250_000, 999_999_999, 2_500_000_000,
      -4_321,
    ];
    let state = 7;
    for (let index = 0; index < 5000; index += 1) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      values.push(Math.floor((state / 2 ** 31) * 10 ** (1 + (index % 10))));
    }
    for (const value of values) {
      expect(formatCompactNumber(value)).toBe(compact.format(value));
    }
  });
});
