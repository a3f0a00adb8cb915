/** Why one source could not deliver; the pipeline turns it into that source's error or warning. */
export type SourceFetchErrorCode =
  'credentials_missing' | 'credentials_rejected' | 'rate_limited' | 'blocked' | 'upstream_unavailable' | 'bad_response';

/**
 * A source failure whose message is written for the person reading the toast
 * (SPEC section 8 shows it as "Reddit: message"). Never carries a secret.
 */
export class SourceFetchError extends Error {
  constructor(
    message: string,
    readonly code: SourceFetchErrorCode,
    /** The upstream's HTTP status when there was one. */
    readonly upstreamStatus: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SourceFetchError';
  }
}
