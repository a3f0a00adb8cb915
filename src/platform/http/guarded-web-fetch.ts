// A `fetch` for libraries that take one (the openai SDK's `fetch` option) when the address they call
// was typed by a person: the base URL of an OpenAI-compatible server saved in the Settings screen.
// It applies the outbound address guard of guarded-request.ts hop by hop, as the other outbound
// clients do: http(s) only, no credentials in the URL, every resolved address public unless listed
// in OUTBOUND_ALLOW_HOSTS, the checked addresses pinned for the connection (no second lookup can
// rebind them), standard ports only unless listed, redirects followed hop by hop with credentials
// dropped on another origin, and the body read under a size cap.
import { ACCEPTED_ENCODINGS, readDecodedBody } from './guarded-body.js';
import { OutboundRefusedError, OutboundUpstreamError } from './guarded-fetch-errors.js';
import { afterRedirect, followGuarded, redirectOfMessage, sendHop, type HopRequest, type HostResolver } from './guarded-request.js';

export type GuardedWebFetchOptions = {
  /** OUTBOUND_ALLOW_HOSTS: `host` or `host:port` entries the guard lets through even if private. */
  allowHosts: readonly string[];
  /** Injected for tests; default the system resolver. */
  resolveHost?: HostResolver;
  /** Redirects followed before giving up. Default 5. */
  maxRedirects?: number;
  /** Cap on the decoded body. Default 20 MB: a chat completion is a few kilobytes. */
  maxBodyBytes?: number;
};

/** The shape of the global fetch, which the openai SDK's `fetch` option asks for. */
export type WebFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch-compatible function under the outbound address guard. It throws what the guard throws
 * (OutboundRefusedError for a refused hop, OutboundUpstreamError for an unusable redirect), a
 * TypeError whose cause is the socket's error (ECONNREFUSED, ENOTFOUND, ...) as the global fetch
 * does, and the signal's reason (or an AbortError) once the signal ends; a library that wraps fetch
 * errors (the openai SDK's APIConnectionError) keeps them as its `cause`.
 */
export function createGuardedWebFetch(options: GuardedWebFetchOptions): WebFetch {
  const { allowHosts, resolveHost, maxRedirects, maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;
  return async (input, init = {}) => {
    const request = typeof input === 'string' || input instanceof URL ? null : input;
    const url = new URL(request ? request.url : input.toString());
    const signal = init.signal ?? request?.signal ?? new AbortController().signal;
    const headers: Record<string, string> = { 'accept-encoding': ACCEPTED_ENCODINGS };
    new Headers(request?.headers).forEach((value, name) => (headers[name] = value));
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const body = await requestBody(init.body ?? (request?.body ? await request.arrayBuffer() : null));
    try {
      let hop: HopRequest = { method, headers, body, signal };
      const { url: finalUrl, response } = await followGuarded(
        url,
        { allowHosts, resolveHost, maxRedirects, signal },
        (next) => {
          hop = afterRedirect(hop, next);
          return sendHop(next, hop);
        },
        redirectOfMessage,
      );
      const status = response.statusCode ?? 0;
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        // The body is handed on decoded, so its encoding and length no longer apply.
        if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
        for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
      }
      let bytes: Buffer | null = null;
      if (NULL_BODY_STATUSES.has(status) || method === 'HEAD') {
        response.destroy();
      } else {
        bytes = await readDecodedBody(response, response.headers['content-encoding'], { maxBytes: maxBodyBytes, signal });
      }
      const answer = new Response(bytes === null ? null : new Uint8Array(bytes), {
        status,
        statusText: response.statusMessage ?? '',
        headers: responseHeaders,
      });
      Object.defineProperty(answer, 'url', { value: finalUrl.href });
      return answer;
    } catch (error) {
      if (signal.aborted) throw abortError(signal);
      if (error instanceof OutboundRefusedError || error instanceof OutboundUpstreamError) throw error;
      // As the global fetch does: a TypeError whose cause is the socket's error (with its code).
      throw new TypeError('fetch failed', { cause: error });
    }
  };
}

async function requestBody(body: RequestInit['body'] | null): Promise<string | Buffer | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new TypeError('The guarded fetch sends string, URLSearchParams, Blob and byte bodies only.');
}

/**
 * What fetch throws when its signal ends: the signal's own reason when it is an error (the
 * TimeoutError of AbortSignal.timeout), else an AbortError. Duck-typed: the reason may come from another realm.
 */
function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return typeof reason === 'object' && reason !== null && 'name' in reason
    ? reason
    : new DOMException('The operation was aborted.', 'AbortError');
}
