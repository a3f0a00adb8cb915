import type { RequestHandler } from 'express';
import { type AppConfig, type HostAndPort, isLoopbackHost, parseHostAndPort } from '../../config/app-config.js';
import type { ApiErrorBody } from '../../contracts/api-error.contract.js';

/** Answered under any Host: load balancers and container probes call it by address, and it reads nothing. */
const ANY_HOST_PATHS = new Set(['/api/health']);

/**
 * How many allowed Host headers are remembered as allowed. A server is reached under a handful; parsing
 * the header for every request was 3 % of a cached list read (npm run bench:load). Refused ones are
 * never remembered, and past the bound allowed ones are simply checked again.
 */
const REMEMBERED_HOSTS = 64;

/**
 * Answers only the Host names Trendjack is meant to be reached by (421 Misdirected Request otherwise).
 * DNS rebinding: a page on evil.example whose name the attacker then points at 127.0.0.1 is, to the
 * browser, on the same origin as this server, so it may read every answer and its writes carry a
 * matching Origin; only the Host header (evil.example) tells it apart. Allowed:
 *
 * - loopback names on any port: localhost, 127.0.0.0/8 and [::1]. No outside page can be served under
 *   them, and a mapped port (Docker `-p 8080:3000`, the Vite dev server on 5173) keeps working.
 *   `*.localhost` is not among them: some resolvers still ask DNS for it; list it in ALLOWED_HOSTS.
 * - the HOST listen address, PUBLIC_URL's host and ALLOWED_HOSTS (config.allowedHosts): a name the
 *   operator owns, so on any port unless the ALLOWED_HOSTS entry names one.
 *
 * A request without Host (HTTP/1.0 probes) passes: browsers always send it. Runs first, before the
 * sign-in check, the static files and every route, in every AUTH_MODE.
 */
export function hostCheck(config: Pick<AppConfig, 'allowedHosts'>): RequestHandler {
  const allowedHeaders = new Set<string>();
  const allowed = (header: string) => {
    if (allowedHeaders.has(header)) return true;
    if (!isAllowedHost(header, config.allowedHosts)) return false;
    if (allowedHeaders.size < REMEMBERED_HOSTS) allowedHeaders.add(header);
    return true;
  };
  return (request, response, next) => {
    const header = request.headers.host;
    if (header === undefined || allowed(header) || ANY_HOST_PATHS.has(request.path)) {
      next();
      return;
    }
    const body: ApiErrorBody = {
      statusCode: 421,
      message: `This server is not reached as ${header.slice(0, 100)}. Add the address to ALLOWED_HOSTS (or PUBLIC_URL) if people open Trendjack under it.`,
    };
    response.status(421).json(body);
  };
}

/** Whether a Host header names a loopback address or name, or one of the allowed hosts. */
export function isAllowedHost(header: string, allowed: readonly HostAndPort[]): boolean {
  const host = parseHostAndPort(header);
  if (host === null) {
    return false;
  }
  return (
    isLoopbackHost(host.hostname) ||
    allowed.some((entry) => entry.hostname === host.hostname && (entry.port === null || entry.port === host.port))
  );
}
