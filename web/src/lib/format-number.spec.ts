import { describe, expect, it } from '@jest/globals';
import { formatCompactNumber } from './format-number';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

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
