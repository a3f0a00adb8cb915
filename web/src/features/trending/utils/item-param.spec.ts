import { describe, expect, it } from '@jest/globals';
import { parseItemParam } from './item-param';

describe(parseItemParam.name, () => {
  it('should read an item id', () => {
    expect(parseItemParam('42')).toBe(42);
  });

  it.each([null, '', '0', '-3', '4.5', 'abc', '1e3', '12345678901'])('should ignore %p', (value) => {
    expect(parseItemParam(value)).toBeNull();
  });
});
