// Outbound client for the configured upstreams (Reddit, trend pages, news feeds, NewsAPI, calendars).
// The hosts come from the operator's configuration, but what they answer does not: a feed can
// redirect anywhere, and a domain in the default lists can lapse and point inward. So every hop,
// the first and each redirect, goes through the same address guard as user-supplied URLs
// (guarded-request.ts); OUTBOUND_ALLOW_HOSTS names the private hosts that may be reached. What it
// adds over that: a time cap on every attempt, a size cap on every body, bounded retries on
// 408/429/5xx and network errors that honour Retry-After, an honest User-Agent unless the caller sets
// one, and bodies decoded by their declared charset (feeds still come in ISO-8859-1 and windows-1252).
import type { IncomingMessage } from 'node:http';
import { ACCEPTED_ENCODINGS, readDecodedBody, tooLargeMessage } from './guarded-body.js';
import { decodeHtmlBytes } from './guarded-charset.js';
import { OutboundRefusedError } from './guarded-fetch-errors.js';
import {
  REDIRECT_STATUSES,
  afterRedirect,
  followGuarded,
  pinnedLookup,
  redirectOfMessage,
  sendHop,
  type HostResolver,
  type HopRequest,
} from './guarded-request.js';

/** Statuses worth another attempt: the upstream said "later" or failed on its side. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524]);

export type UpstreamClientOptions = {
  /** Sent on every request unless the request sets its own `user-agent` header. */
  userAgent: string;
  /** OUTBOUND_ALLOW_HOSTS: `host` or `host:port` entries the address guard lets through even if private. */
  allowHosts: readonly string[];
  /** Injected for tests; default the system resolver. */
  resolveHost?: HostResolver;
  /** Time cap of one attempt (connect, headers and body). Default 10 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 2 (three attempts in all). */
  maxRetries?: number;
  /** First backoff step when the upstream gave no Retry-After; doubles each retry, plus jitter. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Longest Retry-After we wait for; a longer one ends the retries and returns the response. Default 30 s. */
  maxRetryAfterMs?: number;
  /** Bodies larger than this fail with reason `too_large`. Default 5 MiB. */
  maxBodyBytes?: number;
  /** Injected for tests; defaults to an abortable timer. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected for tests; jitter source in [0, 1). */
  random?: () => number;
};

export type UpstreamRequest = {
  url: string;
  method?: 'GET' | 'POST';
  /** Header names are case-insensitive; a `user-agent` here replaces the client's default. */
  headers?: Record<string, string>;
  body?: string;
  /** Overrides the client's per-attempt time cap. */
  timeoutMs?: number;
  /** Overrides the client's retry count (0 = single attempt). */
  maxRetries?: number;
  /** Cancels the whole call, including backoff waits. */
  signal?: AbortSignal;
};

export type UpstreamResponse = {
  /** Final URL after redirects. */
  url: string;
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** How many attempts were made (1 = no retry). */
  attempts: number;
};

/** `refused`: the address guard would not let a hop through (a private address, a redirect into one). */
export type UpstreamFailureReason = 'timeout' | 'network' | 'too_large' | 'aborted' | 'refused';

const FAILURE_PHRASES: Record<UpstreamFailureReason, string> = {
  timeout: 'did not answer in time',
  network: 'could not be reached',
  too_large: 'sent an oversized answer',
  aborted: 'was cancelled',
  refused: 'is an address Trendjack may not reach',
};

/** A call that produced no HTTP response at all (after the retries), a body over the size cap, or a refused hop. */
export class UpstreamError extends Error {
  /**
   * What happened, as a phrase after the upstream's name for the person reading the toast:
   * "feeds.example.org did not answer in time", "… redirected to 127.0.0.1:8080, which points to …".
   */
  readonly phrase: string;

  constructor(
    message: string,
    readonly reason: UpstreamFailureReason,
    /** Scheme, host and path only: query strings may carry keys. */
    readonly target: string,
    readonly attempts: number,
    options?: { cause?: unknown; phrase?: string },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
    this.phrase = options?.phrase ?? FAILURE_PHRASES[reason];
  }
}

/** One attempt; `signal` ends at the caller's cancel or the attempt's time cap, whichever comes first. */
type Attempt = (signal: AbortSignal, timeoutMs: number) => Promise<Omit<UpstreamResponse, 'attempts'>>;

type GotScrapingModule = typeof import('got-scraping');

/**
 * HTTP client for operator-configured upstreams: the address guard on every hop, per-attempt
 * timeout, bounded retries with Retry-After, a body size cap. `request()` uses node:http;
 * `fetchBrowserLike()` uses got-scraping (browser-like headers and TLS) for public pages that turn
 * away plain clients. Non-2xx answers are returned, not thrown: the caller decides what a 401 or 404
 * means.
 */
export class UpstreamClient {
  private readonly userAgent: string;
  private readonly allowHosts: readonly string[];
  private readonly resolveHost: HostResolver | undefined;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly maxBodyBytes: number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private gotScraping: Promise<GotScrapingModule['gotScraping']> | null = null;

  constructor(options: UpstreamClientOptions) {
    this.userAgent = options.userAgent;
    this.allowHosts = options.allowHosts;
    this.resolveHost = options.resolveHost;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
    this.maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
  }

  /**
   * Sends one request with the retry policy, following redirects through the address guard.
   * @throws UpstreamError when no response arrived (timeout, network, abort, refused hop) or the body is too large.
   */
  async request(request: UpstreamRequest): Promise<UpstreamResponse> {
    const headers = {
      'user-agent': this.userAgent,
      accept: '*/*',
      'accept-encoding': ACCEPTED_ENCODINGS,
      ...lowerCaseNames(request.headers),
    };
    return this.withRetries(request, async (signal) => {
      let hopRequest: HopRequest = { method: request.method ?? 'GET', headers, body: request.body, signal };
      const { url, response } = await followGuarded(
        parseTarget(request.url),
        this.guardOptions(signal),
        (hop) => {
          hopRequest = afterRedirect(hopRequest, hop);
          return sendHop(hop, hopRequest);
        },
        redirectOfMessage,
      );
      const bytes = await this.readBody(response, signal);
      const responseHeaders = headersToRecord(response.headers);
      return {
        url: url.href,
        status: response.statusCode ?? 0,
        headers: responseHeaders,
        body: decodeBody(bytes, responseHeaders['content-type']),
      };
    });
  }

  /**
   * GETs a public HTML page with browser-like headers via got-scraping (loaded lazily: it is ESM-only
   * and heavy). got's own retries and redirects are off: this client's retry policy applies, and
   * redirects are followed hop by hop through the address guard, each connection pinned to the
   * checked addresses. (For https, got-scraping's ALPN probe makes its own lookup; the request that
   * carries the page uses the pinned one.)
   * @throws UpstreamError as `request()` does.
   */
  async fetchBrowserLike(request: Omit<UpstreamRequest, 'method' | 'body'>): Promise<UpstreamResponse> {
    const gotScraping = await this.loadGotScraping();
    return this.withRetries(request, async (signal, timeoutMs) => {
      const { url, response } = await followGuarded(
        parseTarget(request.url),
        this.guardOptions(signal),
        (hop) =>
          gotScraping({
            url: hop.target.url.href,
            method: 'GET',
            headers: request.headers,
            headerGeneratorOptions: {
              browsers: ['chrome', 'firefox'],
              devices: ['desktop'],
              locales: ['en-US', 'en'],
              operatingSystems: ['windows', 'macos', 'linux'],
            },
            dnsLookup: pinnedLookup(hop.addresses),
            // Also bounds got-scraping's ALPN probe, which does not listen to the signal.
            timeout: { request: timeoutMs },
            retry: { limit: 0 },
            throwHttpErrors: false,
            followRedirect: false,
            responseType: 'buffer',
            signal,
          }),
        (response) =>
          REDIRECT_STATUSES.has(response.statusCode) ? { status: response.statusCode, location: response.headers.location } : null,
      );
      if (response.rawBody.byteLength > this.maxBodyBytes) throw new OutboundRefusedError('too-large', tooLargeMessage(this.maxBodyBytes));
      const headers = headersToRecord(response.headers);
      return { url: url.href, status: response.statusCode, headers, body: decodeBody(response.rawBody, headers['content-type']) };
    });
  }

  private guardOptions(signal: AbortSignal) {
    return { allowHosts: this.allowHosts, resolveHost: this.resolveHost, signal };
  }

  /** The body through its content decoders, stopped at the size cap (at once when its declared length is over). */
  private async readBody(response: IncomingMessage, signal: AbortSignal): Promise<Uint8Array> {
    const encoding = response.headers['content-encoding'];
    const declared = Number(response.headers['content-length']);
    if (!encoding && Number.isFinite(declared) && declared > this.maxBodyBytes) {
      response.destroy();
      throw new OutboundRefusedError('too-large', tooLargeMessage(this.maxBodyBytes));
    }
    return readDecodedBody(response, encoding, { maxBytes: this.maxBodyBytes, signal });
  }

  private loadGotScraping(): Promise<GotScrapingModule['gotScraping']> {
    this.gotScraping ??= import('got-scraping').then((module) => module.gotScraping);
    return this.gotScraping;
  }

  private async withRetries(request: Omit<UpstreamRequest, 'method' | 'body'>, attempt: Attempt): Promise<UpstreamResponse> {
    const maxRetries = request.maxRetries ?? this.maxRetries;
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const callerSignal = request.signal ?? new AbortController().signal;
    const target = describeTarget(request.url);

    for (let attemptNumber = 1; ; attemptNumber++) {
      if (callerSignal.aborted) throw new UpstreamError(`request to ${target} was cancelled`, 'aborted', target, attemptNumber - 1);
      const retriesLeft = attemptNumber <= maxRetries;
      let delayMs: number;
      try {
        const response = await withDeadline(callerSignal, timeoutMs, (signal) => attempt(signal, timeoutMs));
        if (!RETRYABLE_STATUSES.has(response.status) || !retriesLeft) return { ...response, attempts: attemptNumber };
        const retryAfterMs = parseRetryAfter(response.headers['retry-after'], Date.now());
        // Waiting less than the upstream asked only earns another refusal: hand the answer back instead.
        if (retryAfterMs !== null && retryAfterMs > this.maxRetryAfterMs) return { ...response, attempts: attemptNumber };
        delayMs = retryAfterMs ?? this.backoffDelay(attemptNumber);
      } catch (error) {
        const failure = classifyFailure(error, callerSignal, timeoutMs, target, attemptNumber);
        if (failure.reason === 'aborted' || failure.reason === 'too_large' || failure.reason === 'refused' || !retriesLeft) throw failure;
        delayMs = this.backoffDelay(attemptNumber);
      }
      try {
        await this.sleep(delayMs, callerSignal);
      } catch (error) {
        throw new UpstreamError(`request to ${target} was cancelled`, 'aborted', target, attemptNumber, { cause: error });
      }
    }
  }

  private backoffDelay(attemptNumber: number): number {
    const base = this.retryBaseDelayMs * 2 ** (attemptNumber - 1);
    return Math.round(base + this.random() * this.retryBaseDelayMs);
  }
}

/**
 * Reads a Retry-After header: delta-seconds or an HTTP date. Returns milliseconds to wait
 * (never negative), or null when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const dateMs = Date.parse(trimmed);
  return Number.isNaN(dateMs) ? null : Math.max(0, dateMs - nowMs);
}

function lowerCaseNames(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

function headersToRecord(headers: Headers | Record<string, string | string[] | undefined>): Record<string, string> {
  const record: Record<string, string> = {};
  if (headers instanceof Headers) {
    headers.forEach((value, name) => {
      record[name.toLowerCase()] = value;
    });
    return record;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) record[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return record;
}

/**
 * Decodes a body by the Content-Type charset, else an XML declaration's encoding, else a
 * `<meta charset>`, else UTF-8 (the same rules as the guarded client, plus the XML declaration).
 */
function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  const hasCharset = /;\s*charset\s*=/i.test(contentType ?? '');
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256)).toString('latin1');
  const xmlEncoding = hasCharset ? null : /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  return decodeHtmlBytes(bytes, xmlEncoding ? `application/xml; charset=${xmlEncoding}` : contentType).html;
}

function classifyFailure(error: unknown, callerSignal: AbortSignal, timeoutMs: number, target: string, attempts: number): UpstreamError {
  if (error instanceof UpstreamError) {
    return new UpstreamError(error.message, error.reason, error.target, attempts, { cause: error.cause, phrase: error.phrase });
  }
  if (callerSignal.aborted) return new UpstreamError(`request to ${target} was cancelled`, 'aborted', target, attempts, { cause: error });
  if (error instanceof OutboundRefusedError) {
    if (error.reason === 'too-large') {
      return new UpstreamError(`${target} sent an oversized answer`, 'too_large', target, attempts, { cause: error });
    }
    const phrase = refusalPhrase(error);
    return new UpstreamError(`${target} ${phrase}`, 'refused', target, attempts, { cause: error, phrase });
  }
  // Duck-typed: fetch's DOMException may come from another realm, where instanceof Error fails.
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
    return new UpstreamError(`${target} did not answer within ${timeoutMs} ms`, 'timeout', target, attempts, { cause: error });
  }
  const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new UpstreamError(`could not reach ${target}: ${detail}`, 'network', target, attempts, { cause: error });
}

/**
 * A guard refusal told about an address nobody typed: "redirected to 10.0.0.5, which points to a
 * private network; Trendjack does not follow redirects there", or for the configured address itself
 * "points to a private network; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it".
 */
function refusalPhrase(refusal: OutboundRefusedError): string {
  if (refusal.reason === 'too-many-redirects') return 'redirected too many times';
  const why = refusal.why ?? 'is not an address Trendjack may reach';
  if (refusal.redirectedTo !== null) {
    return `redirected to ${refusal.redirectedTo}, which ${why}; Trendjack does not follow redirects there`;
  }
  return `${why}; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it`;
}

/**
 * Runs one attempt under its own time cap. A lapsed cap surfaces as the timeout's TimeoutError, so
 * it is told apart from the caller cancelling and from a network failure.
 */
async function withDeadline<T>(callerSignal: AbortSignal, timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await work(AbortSignal.any([callerSignal, deadline]));
  } catch (error) {
    if (deadline.aborted && !callerSignal.aborted) throw deadline.reason;
    throw error;
  }
}

function parseTarget(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new OutboundRefusedError('invalid-url', 'not a URL', 'is not a valid web address');
  }
}

/** Scheme, host and path of a URL, for messages and logs (query strings may hold keys). */
function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'an invalid URL';
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
