/**
 * Where to send the browser after signing in: `value` when it is a path on this site ('/trending?x=1'),
 * else '/'. '//host' and '/\host' are other sites to a browser, and browsers drop tabs and newlines
 * from a URL, so '/\t/host' would become '//host'.
 */
export function sameSitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return [...value].some((character) => character < ' ' || character === '\u007f') ? '/' : value;
}
