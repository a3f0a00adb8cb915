// A browser's cookie handling, small enough to read: the tests walk sign-in redirects by hand with it.

type StoredCookie = { name: string; value: string; host: string; path: string; expiresAt: number | null };

/**
 * Keeps the cookies a server sets and sends them back as a browser does: per host (like a browser,
 * not per port, so the app and a provider on another loopback port share one jar), on paths under the
 * cookie's Path, until Max-Age or Expires passes; Max-Age=0 or a past date removes one.
 */
export class CookieJar {
  private cookies: StoredCookie[] = [];

  /** fetch() with this jar's cookies, storing what the answer sets; redirects are not followed. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.headerFor(target);
    if (cookie) {
      headers.set('cookie', cookie);
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      this.store(target, line);
    }
    return response;
  }

  /** The value of a cookie this jar would send to `url`, or undefined. */
  get(url: string | URL, name: string): string | undefined {
    return this.matching(new URL(url)).find((cookie) => cookie.name === name)?.value;
  }

  /** Replaces the value of a stored cookie (a test tampering with it). */
  set(url: string | URL, name: string, value: string): void {
    const target = new URL(url);
    const found = this.matching(target).find((cookie) => cookie.name === name);
    if (!found) {
      throw new Error(`No cookie ${name} for ${target.href}`);
    }
    found.value = value;
  }

  private headerFor(target: URL): string {
    return this.matching(target)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private matching(target: URL): StoredCookie[] {
    const now = Date.now();
    this.cookies = this.cookies.filter((cookie) => cookie.expiresAt === null || cookie.expiresAt > now);
    return this.cookies.filter((cookie) => cookie.host === target.hostname && pathMatches(target.pathname, cookie.path));
  }

  private store(from: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = defaultPath(from.pathname);
    let expiresAt: number | null = null;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      switch (key.toLowerCase()) {
        case 'path':
          path = attributeValue || '/';
          break;
        case 'max-age':
          expiresAt = Date.now() + Number(attributeValue) * 1000;
          break;
        case 'expires':
          expiresAt ??= Date.parse(attributeValue);
          break;
      }
    }
    this.cookies = this.cookies.filter((cookie) => !(cookie.name === name && cookie.host === from.hostname && cookie.path === path));
    if (expiresAt === null || expiresAt > Date.now()) {
      this.cookies.push({ name, value, host: from.hostname, path, expiresAt });
    }
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  return requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
}

/** RFC 6265 5.1.4: the directory of the request path when Set-Cookie names no Path. */
function defaultPath(requestPath: string): string {
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
}
