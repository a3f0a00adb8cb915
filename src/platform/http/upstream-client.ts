// Outbound client for the configured upstreams (Reddit, trend pages, news feeds, NewsAPI).
// These hosts come from the operator's configuration, never from a user's request, so this client
// does not run the SSRF guard (guarded-fetch.ts does that for user-supplied URLs). What it adds over
// a bare fetch: a time cap on every attempt, a size cap on every body, bounded retries on 408/429/5xx
// and network errors that honour Retry-After, an honest User-Agent unless the caller sets one, and
// bodies decoded by their declared charset (feeds still come in ISO-8859-1 and windows-1252).
import { decodeHtmlBytes } from './guarded-charset.js';

/** Statuses worth another attempt: the upstream said "later" or failed on its side. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504, 520, 521, 522, 523, 524]);

export type UpstreamClientOptions = {
  /** Sent on every request unless the request sets its own `user-agent` header. */
  userAgent: string;
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

export type UpstreamFailureReason = 'timeout' | 'network' | 'too_large' | 'aborted';

/** A call that produced no HTTP response at all (after the retries), or a body over the size cap. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly reason: UpstreamFailureReason,
    /** Scheme, host and path only: query strings may carry keys. */
    readonly target: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

type Attempt = (signal: AbortSignal, timeoutMs: number) => Promise<Omit<UpstreamResponse, 'attempts'>>;

type GotScrapingModule = typeof import('got-scraping');

/**
 * HTTP client for operator-configured upstreams: per-attempt timeout, bounded retries with
 * Retry-After, a body size cap. `request()` uses Node's fetch; `fetchBrowserLike()` uses got-scraping
 * (browser-like headers and TLS) for public pages that turn away plain clients.
 * Non-2xx answers are returned, not thrown: the caller decides what a 401 or 404 means.
 */
export class UpstreamClient {
  private readonly userAgent: string;
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
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
    this.maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
  }

  /**
   * Sends one request through Node's fetch with the retry policy.
   * @throws UpstreamError when no response arrived (timeout, network, abort) or the body is too large.
   */
  async request(request: UpstreamRequest): Promise<UpstreamResponse> {
    const headers = withDefaultUserAgent(request.headers, this.userAgent);
    return this.withRetries(request, async (signal, timeoutMs) => {
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers,
        body: request.body,
        redirect: 'follow',
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      const bytes = await readCappedBody(response, this.maxBodyBytes, request.url);
      const responseHeaders = headersToRecord(response.headers);
      return { url: response.url || request.url, status: response.status, headers: responseHeaders, body: decodeBody(bytes, responseHeaders['content-type']) };
    });
  }

  /**
   * GETs a public HTML page with browser-like headers via got-scraping (loaded lazily: it is ESM-only
   * and heavy). got's own retries are off; this client's retry policy applies instead.
   * Only for fixed, operator-configured hosts: got-scraping bypasses the SSRF guard.
   * @throws UpstreamError as `request()` does.
   */
  async fetchBrowserLike(request: Omit<UpstreamRequest, 'method' | 'body'>): Promise<UpstreamResponse> {
    const gotScraping = await this.loadGotScraping();
    return this.withRetries(request, async (signal, timeoutMs) => {
      const response = await gotScraping({
        url: request.url,
        method: 'GET',
        headers: request.headers,
        headerGeneratorOptions: {
          browsers: ['chrome', 'firefox'],
          devices: ['desktop'],
          locales: ['en-US', 'en'],
          operatingSystems: ['windows', 'macos', 'linux'],
        },
        timeout: { request: timeoutMs },
        retry: { limit: 0 },
        throwHttpErrors: false,
        followRedirect: true,
        maxRedirects: 5,
        responseType: 'buffer',
        signal,
      });
      if (response.rawBody.byteLength > this.maxBodyBytes) {
        throw new UpstreamError(`${describeTarget(request.url)} sent more than ${this.maxBodyBytes} bytes`, 'too_large', describeTarget(request.url), 1);
      }
      const headers = headersToRecord(response.headers);
      return { url: response.url, status: response.statusCode, headers, body: decodeBody(response.rawBody, headers['content-type']) };
    });
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
        const response = await attempt(callerSignal, timeoutMs);
        if (!RETRYABLE_STATUSES.has(response.status) || !retriesLeft) return { ...response, attempts: attemptNumber };
        const retryAfterMs = parseRetryAfter(response.headers['retry-after'], Date.now());
        // Waiting less than the upstream asked only earns another refusal: hand the answer back instead.
        if (retryAfterMs !== null && retryAfterMs > this.maxRetryAfterMs) return { ...response, attempts: attemptNumber };
        delayMs = retryAfterMs ?? this.backoffDelay(attemptNumber);
      } catch (error) {
        const failure = classifyFailure(error, callerSignal, timeoutMs, target, attemptNumber);
        if (failure.reason === 'aborted' || failure.reason === 'too_large' || !retriesLeft) throw failure;
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

function withDefaultUserAgent(headers: Record<string, string> | undefined, userAgent: string): Record<string, string> {
  const result: Record<string, string> = { ...headers };
  if (!Object.keys(result).some((name) => name.toLowerCase() === 'user-agent')) result['user-agent'] = userAgent;
  return result;
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

async function readCappedBody(response: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamError(`${describeTarget(url)} sent more than ${maxBytes} bytes`, 'too_large', describeTarget(url), 1);
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new UpstreamError(`${describeTarget(url)} sent more than ${maxBytes} bytes`, 'too_large', describeTarget(url), 1);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

function classifyFailure(error: unknown, callerSignal: AbortSignal, timeoutMs: number, target: string, attempts: number): UpstreamError {
  if (error instanceof UpstreamError) return new UpstreamError(error.message, error.reason, error.target, attempts, { cause: error.cause });
  if (callerSignal.aborted) return new UpstreamError(`request to ${target} was cancelled`, 'aborted', target, attempts, { cause: error });
  // Duck-typed: fetch's DOMException may come from another realm, where instanceof Error fails.
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
    return new UpstreamError(`${target} did not answer within ${timeoutMs} ms`, 'timeout', target, attempts, { cause: error });
  }
  const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return new UpstreamError(`could not reach ${target}: ${detail}`, 'network', target, attempts, { cause: error });
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
