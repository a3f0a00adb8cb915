/**
 * The link an upstream gave, if it is one Trendjack may keep: an absolute http(s) URL with a host,
 * returned in its normalized form (no stray whitespace or control characters). Anything else is
 * null. Links from feeds, Reddit, trend pages, NewsAPI and calendars end up in an `href`, on the
 * clipboard (Copy link) and in generated ideas (which accept http(s) only), so a `javascript:`,
 * `data:` or `file:` link must never be stored; the item itself is kept, without a link.
 *
 * `base` resolves relative links against the document they came from (Atom allows them).
 */
export function safeHttpLink(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') {
    return null;
  }
  const candidate = raw.trim();
  if (candidate === '') {
    return null;
  }
  let url: URL;
  try {
    url = base === undefined ? new URL(candidate) : new URL(candidate, base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return null;
  }
  return url.href;
}
