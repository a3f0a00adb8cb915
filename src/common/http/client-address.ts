import type { Request } from 'express';

/**
 * The client's address as this server sees it: behind a reverse proxy the proxy's, unless TRUST_PROXY
 * names it (then Express reads the client from X-Forwarded-For). The sign-in throttle and the rate limit count by it.
 */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
