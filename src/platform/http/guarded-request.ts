// The outbound address guard applied hop by hop (DESIGN.md section 8). Both outbound clients use it:
// guarded-fetch.ts for user-supplied pages and upstream-client.ts for the operator-configured
// upstreams, because a configured feed can still redirect anywhere (seen: into loopback).
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { OutboundRefusedError, OutboundUpstreamError } from './guarded-fetch-errors.js';
import { assertPublicAddresses, checkUrlPolicy, type CheckedTarget, type ResolvedAddress } from './url-guard.js';

/** Resolves a host name to every address it has; injectable so tests can count and steer lookups. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardOptions = {
  /** `host` or `host:port` entries exempt from the address and port rules (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** Default: the system resolver (getaddrinfo, so /etc/hosts counts). Called once per hop. */
  resolveHost?: HostResolver;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Ends lookups and connections at once (the caller's time cap). */
  signal: AbortSignal;
  /** Told each hop's URL before it is checked, so a failed lookup can be reported by its host name. */
  onHop?: (url: URL) => void;
};

/** One hop that passed the guard: where to send it, and the only addresses its connection may use. */
export type GuardedHop = {
  target: CheckedTarget;
  addresses: readonly ResolvedAddress[];
  /** The hop that redirected here and the status it used; null for the first hop. */
  redirectedFrom: { url: URL; status: number } | null;
};

/** What a hop's answer says about redirecting; null when it is the final answer. */
export type RedirectAnswer = { status: number; location: string | undefined } | null;

export type HopRequest = {
  /** Upper case: GET, POST, ... */
  method: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: string | Buffer;
  signal: AbortSignal;
};

export const DEFAULT_MAX_REDIRECTS = 5;
export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Follows a request hop by hop under the outbound policy: before each hop (the first one and every
 * redirect) the URL is checked (http(s), no credentials, standard ports, no metadata names), its
 * host is resolved and every address must be public unless the host is allow-listed. `send` makes
 * one request to the checked addresses only; `redirectOf` says whether its answer redirects (and
 * releases that answer). Throws {@link OutboundRefusedError} for a refused hop (with `redirectedTo`
 * set when a redirect led there) or too many redirects, {@link OutboundUpstreamError} for an
 * unusable redirect, and whatever `send` or the lookup throws.
 */
export async function followGuarded<R>(
  start: URL,
  options: GuardOptions,
  send: (hop: GuardedHop) => Promise<R>,
  redirectOf: (response: R) => RedirectAnswer,
): Promise<{ url: URL; response: R }> {
  const { allowHosts, resolveHost = systemResolver, maxRedirects = DEFAULT_MAX_REDIRECTS, signal, onHop } = options;
  let url = start;
  let redirectedFrom: GuardedHop['redirectedFrom'] = null;
  for (let redirects = 0; ; redirects += 1) {
    onHop?.(url);
    const checked = await checkHop(url, allowHosts, resolveHost, signal, redirectedFrom !== null);
    const response = await untilAborted(send({ ...checked, redirectedFrom }), signal);
    const redirect = redirectOf(response);
    if (!redirect) {
      return { url, response };
    }
    if (redirects >= maxRedirects) {
      throw new OutboundRefusedError('too-many-redirects', `The site redirected more than ${maxRedirects} times.`);
    }
    redirectedFrom = { url, status: redirect.status };
    url = nextHop(url, redirect.location);
  }
}

async function checkHop(
  url: URL,
  allowHosts: readonly string[],
  resolveHost: HostResolver,
  signal: AbortSignal,
  redirected: boolean,
): Promise<{ target: CheckedTarget; addresses: ResolvedAddress[] }> {
  try {
    const target = checkUrlPolicy(url, allowHosts);
    const addresses = target.literal ? [target.literal] : await untilAborted(resolveAll(resolveHost, target.hostname), signal);
    if (!target.allowListed) {
      assertPublicAddresses(addresses);
    }
    return { target, addresses };
  } catch (error) {
    if (redirected && error instanceof OutboundRefusedError) {
      throw error.afterRedirectTo(url);
    }
    throw error;
  }
}

/** For node:http answers: a redirect is released at once (its socket is never reused). */
export function redirectOfMessage(response: IncomingMessage): RedirectAnswer {
  const status = response.statusCode ?? 0;
  if (!REDIRECT_STATUSES.has(status)) {
    return null;
  }
  response.destroy();
  return { status, location: response.headers.location };
}

/** Headers that carry credentials: they are not sent on to another origin (as browsers do for Authorization). */
export const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key'];

/**
 * The request for a redirect hop, as fetch would make it: 303 (and 301/302 after a POST) turns into
 * a GET without a body; another origin does not get the credentials.
 */
export function afterRedirect(previous: HopRequest, hop: GuardedHop): HopRequest {
  const from = hop.redirectedFrom;
  if (!from) return previous;
  // Header names are lower case here (see request()).
  const toGet = from.status === 303 || ((from.status === 301 || from.status === 302) && previous.method === 'POST');
  const dropped = [...(toGet ? ['content-type'] : []), ...(from.url.origin !== hop.target.url.origin ? CREDENTIAL_HEADERS : [])];
  const headers = Object.fromEntries(Object.entries(previous.headers).filter(([name]) => !dropped.includes(name)));
  return toGet ? { ...previous, method: 'GET', body: undefined, headers } : { ...previous, headers };
}

/**
 * One request to the already-checked addresses. The custom `lookup` hands the socket those
 * addresses instead of asking DNS again; the URL's name still goes into Host and TLS SNI.
 */
export function sendHop(hop: GuardedHop, request: HopRequest): Promise<IncomingMessage> {
  const { url, hostname, port } = hop.target;
  const client = url.protocol === 'https:' ? https : http;
  const headers =
    request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const outgoing = client.request({
      protocol: url.protocol,
      host: hostname,
      port,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers,
      lookup: pinnedLookup(hop.addresses),
      // A fresh agent per hop: a pooled socket must never carry a request to another pinned address,
      // and an agent built here ignores proxy environment variables that would resolve names themselves.
      agent: false,
      signal: request.signal,
    });
    outgoing.once('response', resolve);
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** A `lookup` that answers from the validated list only, in the shape net.connect asks for. */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname: string, options: LookupOptions, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const matching = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
    const usable = matching.length > 0 ? matching : addresses;
    if (options.all) {
      const all: LookupAddress[] = usable.map(({ address, family }) => ({ address, family }));
      callback(null, all);
    } else {
      callback(null, usable[0].address, usable[0].family);
    }
  };
}

/** Rejects as soon as the deadline passes, even while a non-cancellable step (getaddrinfo) still runs. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const systemResolver: HostResolver = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, order: 'verbatim' });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

async function resolveAll(resolveHost: HostResolver, hostname: string): Promise<ResolvedAddress[]> {
  const addresses = await resolveHost(hostname);
  if (addresses.length === 0) {
    throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
  }
  return addresses;
}

function nextHop(current: URL, location: string | undefined): URL {
  if (!location) {
    throw new OutboundUpstreamError('bad-redirect', 'The site sent a redirect without saying where to.');
  }
  try {
    return new URL(location, current);
  } catch {
    throw new OutboundUpstreamError('bad-redirect', 'The site redirected to an address that is not valid.');
  }
}
