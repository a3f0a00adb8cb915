import { sameSitePath } from './same-site-path.js';

describe(sameSitePath.name, () => {
  it.each(['/', '/trending', '/trending?source=reddit&sort=score#top', '/angles/12'])('should keep the path %j on this site', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'trending'],
    ['nothing', undefined],
    ['a repeated parameter', ['/a', '/b']],
    ['an overlong path', `/${'a'.repeat(2000)}`],
  ])('should answer / for %s', (_what, value) => {
    expect(sameSitePath(value)).toBe('/');
  });
});
