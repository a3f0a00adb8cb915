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
 * port, size, time, content type). The message is written for a toast; map it to HTTP 400.
 */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';

  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** Why the site itself could not deliver a page. */
export type OutboundUpstreamFailure =
  | 'dns-not-found'
  | 'connection-refused'
  | 'connection-failed'
  | 'tls'
  | 'http-status'
  | 'bad-redirect'
  | 'bad-encoding';

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
