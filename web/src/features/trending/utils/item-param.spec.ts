import { describe, expect, it } from '@jest/globals';
import { ITEM_PARAM, itemPath, parseItemParam } from './item-param';

describe(parseItemParam.name, () => {
  it('should read an item id', () => {
    expect(parseItemParam('42')).toBe(42);
  });

  it.each([null, '', '0', '-3', '4.5', 'abc', '1e3', '12345678901'])('should ignore %p', (value) => {
    expect(parseItemParam(value)).toBeNull();
  });
});

describe(itemPath.name, () => {
  it("should open the dashboard with the item's id, as the alerts' links do", () => {
    expect(itemPath(42)).toBe('/?item=42');
  });

  it('should give the id the dashboard reads back', () => {
    const url = new URL(itemPath(7), 'http://localhost');

    expect(url.pathname).toBe('/');
    expect(parseItemParam(url.searchParams.get(ITEM_PARAM))).toBe(7);
  });
});
