/** Why the guard refused a user-supplied address before or while fetching it (a 400 for the caller). */
export type OutboundRefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'blocked-address'
  | 'blocked-name'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'not-html';

/**
 * The guarded fetcher refused the address or the answer under its own rules (address class, scheme,
 * port, size, time, content type). The message is written for a toast about a URL the person typed;
 * map it to HTTP 400. `why` and `redirectedTo` let messages about configured upstreams say the same
 * thing about an address nobody typed.
 */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';

  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
    /** Why the address was refused, as a clause after it: "points to a private network". Null when the refusal is not about the address. */
    readonly why: string | null = null,
    /** Where a redirect pointed when a redirect hop was refused (host, or the scheme when there is none). */
    readonly redirectedTo: string | null = null,
  ) {
    super(message);
  }

  /** The same refusal, reached through a redirect to `url`. */
  afterRedirectTo(url: URL): OutboundRefusedError {
    return new OutboundRefusedError(this.reason, this.message, this.why, url.host || url.protocol);
  }
}

/** Why the site itself could not deliver a page. */
export type OutboundUpstreamFailure =
  'dns-not-found' | 'connection-refused' | 'connection-failed' | 'tls' | 'http-status' | 'bad-redirect' | 'bad-encoding';

/**
 * The site (or its DNS) failed: unknown name, refused or broken connection, TLS error, an error status,
 * an unreadable body. The message is written for a toast; map it to HTTP 502.
 */
export class OutboundUpstreamError extends Error {
  override readonly name = 'OutboundUpstreamError';

  constructor(
    readonly failure: OutboundUpstreamFailure,
    message: string,
    /** The site's HTTP status, when it answered with one. */
    readonly siteStatus?: number,
  ) {
    super(message);
  }
}

/** Error codes of a host name that resolves to nothing (a typo, a lapsed domain). */
const NAME_NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'EAI_AGAIN', 'EAI_FAIL']);

/** What a socket's error code (ENOTFOUND, ECONNREFUSED, a TLS code, ...) says went wrong. */
export function socketFailure(
  code: string,
): Extract<OutboundUpstreamFailure, 'dns-not-found' | 'connection-refused' | 'tls' | 'connection-failed'> {
  if (NAME_NOT_FOUND_CODES.has(code)) return 'dns-not-found';
  if (code === 'ECONNREFUSED') return 'connection-refused';
  if (code === 'EPROTO' || /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/.test(code)) return 'tls';
  return 'connection-failed';
}
