import type { IncomingMessage } from 'node:http';
import { ACCEPTED_ENCODINGS, readDecodedBody, tooLargeMessage } from './guarded-body.js';
import { decodeHtmlBytes } from './guarded-charset.js';
import { OutboundRefusedError, OutboundUpstreamError, socketFailure } from './guarded-fetch-errors.js';
import { DEFAULT_MAX_REDIRECTS, followGuarded, redirectOfMessage, sendHop, type HostResolver } from './guarded-request.js';
import { bareHostname, normalizeUserUrl } from './url-guard.js';

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
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; TrendjackWebsiteAnalyzer/0.1)';
const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);

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
    resolveHost,
    userAgent = DEFAULT_USER_AGENT,
  } = options;
  const controller = new AbortController();
  const { signal } = controller;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new OutboundRefusedError('timeout', `The site took longer than ${formatSeconds(timeoutMs)} to answer.`);
  let hostname = '';
  try {
    const headers = {
      'user-agent': userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      'accept-encoding': ACCEPTED_ENCODINGS,
    };
    const { url: finalUrl, response } = await followGuarded(
      normalizeUserUrl(rawUrl),
      {
        allowHosts,
        resolveHost,
        maxRedirects,
        signal,
        onHop: (url) => {
          hostname = bareHostname(url.hostname);
        },
      },
      (hop) => sendHop(hop, { method: 'GET', headers, signal }),
      redirectOfMessage,
    );
    return { finalUrl: finalUrl.href, ...(await readHtml(response, { maxBytes, signal })) };
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

function upstreamErrorFor(error: unknown, hostname: string): OutboundUpstreamError {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const failure = socketFailure(code);
  switch (failure) {
    case 'dns-not-found':
      return new OutboundUpstreamError(failure, `We could not find the site ${hostname}. Check the address for typos.`);
    case 'connection-refused':
      return new OutboundUpstreamError(failure, `The site ${hostname} refused the connection.`);
    case 'tls':
      return new OutboundUpstreamError(failure, `A secure connection to ${hostname} could not be established (${code}).`);
    case 'connection-failed':
      return new OutboundUpstreamError(failure, `The connection to ${hostname} failed${code ? ` (${code})` : ''}.`);
  }
}

function formatSeconds(milliseconds: number): string {
  const seconds = Number((milliseconds / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
