import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ACCEPTED_ENCODINGS, readDecodedBody, tooLargeMessage } from './guarded-body.js';
import { decodeHtmlBytes } from './guarded-charset.js';
import { OutboundRefusedError, OutboundUpstreamError } from './guarded-fetch-errors.js';
import {
  assertPublicAddresses,
  checkUrlPolicy,
  normalizeUserUrl,
  type CheckedTarget,
  type ResolvedAddress,
} from './url-guard.js';

/** Resolves a host name to every address it has; injectable so tests can count and steer lookups. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardedFetchOptions = {
  /** `host` or `host:port` entries exempt from the address and port rules (OUTBOUND_ALLOW_HOSTS; tests only). */
  allowHosts: readonly string[];
  /** Total time for every hop, lookups and the body together. Default 10 s. */
  timeoutMs?: number;
  /** Cap on the decoded body. Default 2 MB. */
  maxBytes?: number;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Default: the system resolver (getaddrinfo, so /etc/hosts counts). Called once per hop. */
  resolveHost?: HostResolver;
  userAgent?: string;
};

export type GuardedHtmlPage = {
  /** The address of the page after redirects. */
  finalUrl: string;
  status: number;
  /** Media type without parameters, e.g. `text/html`. */
  contentType: string;
  /** The encoding the body was decoded with, e.g. `utf-8`, `windows-1252`. */
  charset: string;
  html: string;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; TrendjackWebsiteAnalyzer/0.1)';
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a user-supplied page as HTML under the outbound policy (DESIGN.md section 8): http(s)
 * only, every resolved address public (checked on each redirect hop and pinned for the connection, so
 * a second lookup cannot rebind it), ports 80/443, a total time cap, a cap on the decoded body and
 * HTML content types only. Throws {@link OutboundRefusedError} when the policy refuses (HTTP 400) and
 * {@link OutboundUpstreamError} when the site fails (HTTP 502).
 */
export async function guardedFetchHtml(rawUrl: string, options: GuardedFetchOptions): Promise<GuardedHtmlPage> {
  const {
    allowHosts,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxBytes = DEFAULT_MAX_BYTES,
    maxRedirects = DEFAULT_MAX_REDIRECTS,
    resolveHost = systemResolver,
    userAgent = DEFAULT_USER_AGENT,
  } = options;
  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () =>
    new OutboundRefusedError('timeout', `The site took longer than ${formatSeconds(timeoutMs)} to answer.`);
  let hostname = '';
  try {
    let url = normalizeUserUrl(rawUrl);
    for (let redirects = 0; ; redirects += 1) {
      const target = checkUrlPolicy(url, allowHosts);
      hostname = target.hostname;
      const addresses = target.literal ? [target.literal] : await untilAborted(resolveAll(resolveHost, hostname), signal);
      if (!target.allowListed) {
        assertPublicAddresses(addresses);
      }
      const response = await untilAborted(send(target, addresses, { signal, userAgent }), signal);
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0)) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new OutboundRefusedError('too-many-redirects', `The site redirected more than ${maxRedirects} times.`);
        }
        url = nextHop(url, response.headers.location);
        continue;
      }
      return { finalUrl: url.href, ...(await readHtml(response, { maxBytes, signal })) };
    }
  } catch (error) {
    if (error instanceof OutboundRefusedError || error instanceof OutboundUpstreamError) {
      throw error;
    }
    if (signal.aborted) {
      throw timedOut();
    }
    throw upstreamErrorFor(error, hostname);
  } finally {
    clearTimeout(timer);
  }
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

/**
 * One request to the already-checked addresses. The custom `lookup` hands the socket those
 * addresses instead of asking DNS again; the URL's name still goes into Host and TLS SNI.
 */
function send(
  target: CheckedTarget,
  addresses: readonly ResolvedAddress[],
  options: { signal: AbortSignal; userAgent: string },
): Promise<IncomingMessage> {
  const { url, hostname, port } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      protocol: url.protocol,
      host: hostname,
      port,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': ACCEPTED_ENCODINGS,
      },
      lookup: pinnedLookup(addresses),
      // A fresh agent per hop: a pooled socket must never carry a request to another pinned address,
      // and an agent built here ignores proxy environment variables that would resolve names themselves.
      agent: false,
      signal: options.signal,
    });
    request.once('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

/** A `lookup` that answers from the validated list only, in the shape net.connect asks for. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
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

/** The final answer: a 2xx HTML page, its body read under the decoded-size cap and decoded to text. */
async function readHtml(
  response: IncomingMessage,
  options: { maxBytes: number; signal: AbortSignal },
): Promise<Omit<GuardedHtmlPage, 'finalUrl'>> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new OutboundUpstreamError(
      'http-status',
      `The site answered with an error (HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}).`,
      status,
    );
  }
  const contentType = assertHtml(response);
  const encoding = response.headers['content-encoding'];
  const declaredLength = Number(response.headers['content-length']);
  if (!encoding && Number.isFinite(declaredLength) && declaredLength > options.maxBytes) {
    response.destroy();
    throw new OutboundRefusedError('too-large', tooLargeMessage(options.maxBytes));
  }
  const bytes = await readDecodedBody(response, encoding, options);
  const { html, charset } = decodeHtmlBytes(bytes, response.headers['content-type']);
  return { status, contentType, charset, html };
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

function assertHtml(response: IncomingMessage): string {
  const header = response.headers['content-type'];
  const mediaType = (header ?? '').split(';')[0].trim().toLowerCase();
  if (!HTML_MEDIA_TYPES.has(mediaType)) {
    response.destroy();
    throw new OutboundRefusedError(
      'not-html',
      `That address does not serve a web page (content type ${mediaType === '' ? 'missing' : mediaType}).`,
    );
  }
  return mediaType;
}

/** Rejects as soon as the deadline passes, even while a non-cancellable step (getaddrinfo) still runs. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
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

function upstreamErrorFor(error: unknown, hostname: string): OutboundUpstreamError {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'EAI_AGAIN', 'EAI_FAIL'].includes(code)) {
    return new OutboundUpstreamError('dns-not-found', `We could not find the site ${hostname}. Check the address for typos.`);
  }
  if (code === 'ECONNREFUSED') {
    return new OutboundUpstreamError('connection-refused', `The site ${hostname} refused the connection.`);
  }
  if (code === 'EPROTO' || /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/.test(code)) {
    return new OutboundUpstreamError('tls', `A secure connection to ${hostname} could not be established (${code}).`);
  }
  return new OutboundUpstreamError(
    'connection-failed',
    `The connection to ${hostname} failed${code ? ` (${code})` : ''}.`,
  );
}

function formatSeconds(milliseconds: number): string {
  const seconds = Number((milliseconds / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
