import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import type { ApiErrorBody } from '../../contracts/api-error.contract.js';

/** Methods that only read. Every other method may change something, so it must come from our own pages. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site requests that change something (403). A page on another site can make the
 * browser POST here: a form, or a `fetch` without a body, which needs no CORS preflight. The
 * generation routes take no body, so such a page could create campaigns and spend the OpenAI budget
 * of anyone who has Trendjack open. Cookies play no part in this, so the browser's own statement of
 * where the request came from is the check:
 *
 * - `Sec-Fetch-Site` (every current browser sends it to https and localhost origins): `same-origin`
 *   and `none` (typed by the user) pass, `same-site` and `cross-site` are refused. It is the
 *   browser's own verdict on the page's origin against the URL it asked for, so it holds behind any
 *   reverse proxy, however that rewrites Host.
 * - Otherwise `Origin` (browsers send it on every POST, also over plain http): it must name this
 *   server, scheme and host: the host as the request's Host says, or as X-Forwarded-Host says when a
 *   reverse proxy rewrote Host; the scheme as X-Forwarded-Proto says when a proxy sent it, else the
 *   request's own (https only on a TLS connection, or through TRUST_PROXY). An https page is another
 *   origin than the http server of the same name. Trusting the X-Forwarded headers here is safe: a
 *   page on another site cannot add them without a CORS preflight, and CORS is closed. `Origin: null`
 *   (sandboxed frames, some redirects) is refused.
 * - Neither header: not a browser (curl, scripts, the tests), so there is no other site to refuse.
 *
 * The Vite dev server proxies /api with the browser's Host (localhost:5173), so its requests are
 * same-origin as well.
 */
export function sameOriginWrites(): RequestHandler {
  return (request, response, next) => {
    if (READ_METHODS.has(request.method)) {
      next();
      return;
    }
    const otherSite = crossSiteSource(request.headers, request.protocol);
    if (otherSite === null) {
      next();
      return;
    }
    const body: ApiErrorBody = {
      statusCode: 403,
      message:
        `Refused: this request came from another website (${otherSite}). Trendjack only accepts changes from its own pages. ` +
        'If Trendjack runs behind a reverse proxy, make the proxy pass on the original Host header (or set X-Forwarded-Host) and X-Forwarded-Proto.',
    };
    response.status(403).json(body);
  };
}

/**
 * The other site a request came from, as its headers say; null when it came from this server's own
 * pages or from no browser at all. `protocol`: the scheme the request reached this server by (`http`
 * or `https`, Express's request.protocol).
 */
export function crossSiteSource(headers: IncomingHttpHeaders, protocol: string): string | null {
  const origin = firstValue(headers.origin);
  const fetchSite = firstValue(headers['sec-fetch-site'])?.toLowerCase();
  if (fetchSite === 'same-origin' || fetchSite === 'none') {
    return null;
  }
  if (fetchSite === 'same-site' || fetchSite === 'cross-site') {
    return origin ?? 'another site';
  }
  if (origin === undefined) {
    return null;
  }
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    // `null` (an opaque origin) and anything unreadable name no site we could be.
    return origin;
  }
  const scheme = firstValue(headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase() ?? protocol;
  if (originUrl.protocol !== `${scheme}:`) {
    return originUrl.origin;
  }
  const ownHosts = [headers.host, ...(firstValue(headers['x-forwarded-host'])?.split(',') ?? [])];
  return ownHosts.some((host) => host !== undefined && sameHost(originUrl, host)) ? null : originUrl.origin;
}

/** Whether a Host header names the origin's host and port (default ports compare equal to none). */
function sameHost(origin: URL, hostHeader: string): boolean {
  try {
    return new URL(`${origin.protocol}//${hostHeader.trim()}`).host === origin.host;
  } catch {
    return false;
  }
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}
