import type { Request } from 'express';

/** The client's address as this server sees it (behind a proxy: the proxy's, unless Express trusts it). */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
