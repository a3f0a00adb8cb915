import { describe, expect, it } from '@jest/globals';
import { isActiveLink } from './active-link';

describe(isActiveLink.name, () => {
  it.each([
    ['/', '/', true, true],
    ['/settings', '/', true, false],
    ['/settings', '/settings', true, true],
    ['/settings/', '/settings', true, true],
    ['/Settings', '/settings', true, true],
    ['/settings/ai', '/settings', true, false],
    ['/settings/ai', '/settings', false, true],
    ['/settings-old', '/settings', false, false],
    ['/clients', '/', false, true],
  ])('at %s, the link to %s (end: %s) should be active: %s', (pathname, to, end, expected) => {
    expect(isActiveLink(pathname, to, end)).toBe(expected);
  });
});
