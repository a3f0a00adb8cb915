// Reddit through its OAuth API with an application-only token (the keyless .json endpoints are
// closed since 2026, see research/integrations.md section 1). Honours Reddit's rate-limit headers and
// its User-Agent rule; never sends a browser User-Agent ("we will ban liars").
import { createHash } from 'node:crypto';
import {
  REDDIT_CREDENTIALS_MISSING_MESSAGE,
  REDDIT_CREDENTIALS_REJECTED_MESSAGE,
  type FetchConfiguration,
  type RedditCredentials,
} from '../../../contracts/trending.contract.js';
import { UpstreamError, parseRetryAfter, type UpstreamClient, type UpstreamResponse } from '../../../platform/http/upstream-client.js';
import { mapWithConcurrency } from './map-with-concurrency.js';
import type { NormalizedItem } from '../../trending/index.js';
import {
  REDDIT_TIME_WINDOWS,
  normalizeRedditPosts,
  normalizeSubredditNames,
  parseRedditListing,
  redditListingPath,
} from './reddit-listing.parser.js';
import { SourceFetchError } from './source-fetch-error.js';

// In the contract, so the dashboard can tell a credentials problem (which it offers to fix) from others.
export { REDDIT_CREDENTIALS_MISSING_MESSAGE, REDDIT_CREDENTIALS_REJECTED_MESSAGE };
export const REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE = 'Please provide both Reddit App ID and App Secret';

/** OAuth `error` values that mean "this id/secret pair is not valid". */
const REJECTED_PAIR_ERRORS = new Set(['invalid_client', 'invalid_grant', 'unauthorized_client', '401']);

export type RedditConnectorOptions = {
  client: UpstreamClient;
  /** REDDIT_TOKEN_URL, e.g. https://www.reddit.com/api/v1/access_token */
  tokenUrl: string;
  /** REDDIT_API_URL, e.g. https://oauth.reddit.com */
  apiUrl: string;
  /** Our version, for the User-Agent Reddit requires. */
  appVersion: string;
  /** Reddit account named in the User-Agent "(by /u/…)"; Reddit asks for a contact. */
  redditUsername?: string;
  /** Subreddits joined into one `r/a+b+c` request. Default 25. */
  subredditsPerRequest?: number;
  /** Listing requests in flight at once. Default 2. */
  concurrency?: number;
  /** A token is renewed this long before Reddit says it expires. Default 60 s. */
  tokenExpiryMarginMs?: number;
  /** When the rate-limit window is used up, wait for its reset if it is this close; else stop. Default 15 s. */
  maxRateLimitWaitMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export type RedditFetchSettings = FetchConfiguration['reddit'];

export type RedditFetchResult = {
  items: NormalizedItem[];
  /** Partial failures (some subreddit groups or names), written for the user. */
  warnings: string[];
};

type CachedToken = { accessToken: string; expiresAtMs: number };
type RateLimitState = { remaining: number; resetAtMs: number };
type ChunkOutcome = { items: NormalizedItem[] } | { error: SourceFetchError };

/**
 * Fetches posts from Reddit's listing endpoints for a list of subreddits, post type and time window,
 * with an application-only OAuth token cached until shortly before it expires.
 * One instance per process: it holds the token cache and the rate-limit state per app id.
 */
export class RedditConnector {
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pendingTokens = new Map<string, Promise<CachedToken>>();
  private readonly rateLimits = new Map<string, RateLimitState>();
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: RedditConnectorOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The User-Agent in Reddit's required form `<platform>:<app id>:<version> (by /u/<user>)`. */
  userAgentFor(appId: string): string {
    return `server:${appId}:v${this.options.appVersion} (by /u/${this.options.redditUsername ?? 'trendjack'})`;
  }

  /**
   * Checks an App ID / App Secret pair by requesting a token (and keeps the token on success).
   * @throws SourceFetchError: credentials_missing when a field is blank, credentials_rejected for a
   * wrong pair, rate_limited / upstream_unavailable / bad_response when Reddit could not say.
   */
  async verifyCredentials(appId: string, appSecret: string): Promise<void> {
    if (appId.trim() === '' || appSecret.trim() === '') {
      throw new SourceFetchError(REDDIT_CREDENTIALS_INCOMPLETE_MESSAGE, 'credentials_missing');
    }
    const credentials = { appId: appId.trim(), appSecret: appSecret.trim() };
    const key = tokenCacheKey(credentials);
    this.tokens.delete(key);
    const token = await this.requestToken(credentials);
    this.tokens.set(key, token);
  }

  /**
   * Fetches the listing of `settings.postType` for the subreddits, keeping posts inside the time
   * window with at least `minUpvotes`, without stickied or NSFW posts.
   * Some groups failing gives warnings; every group failing throws.
   * @throws SourceFetchError with a message for the user (credentials_missing when `credentials` is null).
   */
  async fetchPosts(credentials: RedditCredentials | null, settings: RedditFetchSettings): Promise<RedditFetchResult> {
    if (!credentials || credentials.appId.trim() === '' || credentials.appSecret.trim() === '') {
      throw new SourceFetchError(REDDIT_CREDENTIALS_MISSING_MESSAGE, 'credentials_missing');
    }
    const { valid, invalid } = normalizeSubredditNames(settings.subreddits);
    const warnings = invalid.length > 0 ? [`Skipped names that are not subreddits: ${invalid.join(', ')}.`] : [];
    if (valid.length === 0) throw new SourceFetchError('No valid subreddit names to fetch.', 'bad_response');

    const chunkSize = this.options.subredditsPerRequest ?? 25;
    const chunks: string[][] = [];
    for (let start = 0; start < valid.length; start += chunkSize) chunks.push(valid.slice(start, start + chunkSize));

    const window = REDDIT_TIME_WINDOWS[settings.timeFilter];
    const fetchStartedSeconds = this.now() / 1000;
    const filter = {
      minUpvotes: settings.minUpvotes,
      notBeforeUtcSeconds: window.maxAgeSeconds === null ? null : fetchStartedSeconds - window.maxAgeSeconds,
    };

    const outcomes = await mapWithConcurrency(chunks, this.options.concurrency ?? 2, async (chunk): Promise<ChunkOutcome> => {
      try {
        const response = await this.getListing(credentials, redditListingPath(chunk, settings.postType, settings.timeFilter));
        const listing = parseRedditListing(response.body);
        return { items: normalizeRedditPosts(listing.posts, filter) };
      } catch (error) {
        if (error instanceof SourceFetchError) return { error };
        throw error;
      }
    });

    const failures = outcomes.flatMap((outcome, index) =>
      'error' in outcome ? [{ chunk: chunks[index] ?? [], error: outcome.error }] : [],
    );
    const first = failures[0];
    if (first && failures.length === outcomes.length) throw first.error;
    for (const failure of failures) {
      warnings.push(`Could not fetch ${failure.chunk.map((name) => `r/${name}`).join(', ')}: ${failure.error.message}`);
    }

    const seen = new Set<string>();
    const items: NormalizedItem[] = [];
    for (const outcome of outcomes) {
      if (!('items' in outcome)) continue;
      for (const item of outcome.items) {
        if (seen.has(item.externalId)) continue;
        seen.add(item.externalId);
        items.push(item);
      }
    }
    return { items, warnings };
  }

  private async getListing(credentials: RedditCredentials, pathAndQuery: string): Promise<UpstreamResponse> {
    let token = await this.getToken(credentials);
    for (let attempt = 1; ; attempt++) {
      await this.waitForRateLimit(credentials.appId);
      const response = await this.call(() =>
        this.options.client.request({
          url: `${this.options.apiUrl.replace(/\/+$/, '')}${pathAndQuery}`,
          headers: {
            authorization: `bearer ${token.accessToken}`,
            'user-agent': this.userAgentFor(credentials.appId),
            accept: 'application/json',
          },
        }),
      );
      this.recordRateLimit(credentials.appId, response);
      // A token can be revoked before it expires: renew once, then give up.
      if (response.status === 401 && attempt === 1) {
        this.tokens.delete(tokenCacheKey(credentials));
        token = await this.getToken(credentials);
        continue;
      }
      if (response.status === 401) throw new SourceFetchError(REDDIT_CREDENTIALS_REJECTED_MESSAGE, 'credentials_rejected', 401);
      if (response.status >= 200 && response.status < 300) return response;
      throw this.describeFailedStatus(response, 'listing');
    }
  }

  private async getToken(credentials: RedditCredentials): Promise<CachedToken> {
    const key = tokenCacheKey(credentials);
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAtMs > this.now()) return cached;
    // Concurrent listing requests share one token request.
    let pending = this.pendingTokens.get(key);
    if (!pending) {
      pending = this.requestToken(credentials).finally(() => this.pendingTokens.delete(key));
      this.pendingTokens.set(key, pending);
    }
    const token = await pending;
    this.tokens.set(key, token);
    return token;
  }

  private async requestToken(credentials: RedditCredentials): Promise<CachedToken> {
    const basic = Buffer.from(`${credentials.appId}:${credentials.appSecret}`).toString('base64');
    const response = await this.call(() =>
      this.options.client.request({
        url: this.options.tokenUrl,
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': this.userAgentFor(credentials.appId),
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      }),
    );
    if (response.status === 401) throw new SourceFetchError(REDDIT_CREDENTIALS_REJECTED_MESSAGE, 'credentials_rejected', 401);
    if (response.status < 200 || response.status >= 300) {
      // Reddit answers a bad pair with 401, but some OAuth servers use 400 invalid_client.
      if (response.status === 400 && REJECTED_PAIR_ERRORS.has(readOAuthError(response.body) ?? '')) {
        throw new SourceFetchError(REDDIT_CREDENTIALS_REJECTED_MESSAGE, 'credentials_rejected', 400);
      }
      throw this.describeFailedStatus(response, 'token');
    }
    // Reddit can report OAuth errors inside a 200 answer.
    const oauthError = readOAuthError(response.body);
    if (oauthError !== null) {
      if (REJECTED_PAIR_ERRORS.has(oauthError)) {
        throw new SourceFetchError(REDDIT_CREDENTIALS_REJECTED_MESSAGE, 'credentials_rejected', response.status);
      }
      throw new SourceFetchError(`Reddit did not issue an access token (${oauthError}).`, 'bad_response', response.status);
    }
    const token = readToken(response.body);
    if (!token) throw new SourceFetchError('Reddit sent a token response that could not be read.', 'bad_response', response.status);
    const marginMs = this.options.tokenExpiryMarginMs ?? 60_000;
    return { accessToken: token.accessToken, expiresAtMs: this.now() + Math.max(0, token.expiresInSeconds * 1000 - marginMs) };
  }

  /** Runs an upstream call and turns "no answer at all" into a message for the user. */
  private async call(send: () => Promise<UpstreamResponse>): Promise<UpstreamResponse> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof UpstreamError) {
        // A refused address does not get better by waiting: the configuration has to change.
        if (error.reason === 'refused') throw new SourceFetchError(`Reddit ${error.phrase}.`, 'blocked', null, { cause: error });
        throw new SourceFetchError(`Reddit ${error.phrase}. Try again later.`, 'upstream_unavailable', null, { cause: error });
      }
      throw error;
    }
  }

  private describeFailedStatus(response: UpstreamResponse, what: 'token' | 'listing'): SourceFetchError {
    const { status } = response;
    if (status === 429) {
      const waitMs = parseRetryAfter(response.headers['retry-after'], this.now()) ?? resetMs(response);
      const when = waitMs === null ? 'in a few minutes' : `in ${Math.max(1, Math.ceil(waitMs / 1000))} s`;
      return new SourceFetchError(`Reddit is rate-limiting requests. Try again ${when}.`, 'rate_limited', 429);
    }
    if (status === 403) {
      return new SourceFetchError(
        'Reddit refused the request (HTTP 403): the subreddits may be private, or this app is blocked.',
        'blocked',
        403,
      );
    }
    if (status === 404 && what === 'listing') return new SourceFetchError('Reddit found none of these subreddits.', 'bad_response', 404);
    if (status >= 500) {
      return new SourceFetchError(`Reddit is having trouble (HTTP ${status}). Try again later.`, 'upstream_unavailable', status);
    }
    return new SourceFetchError(`Reddit answered the ${what} request with HTTP ${status}.`, 'bad_response', status);
  }

  private recordRateLimit(appId: string, response: UpstreamResponse): void {
    const remaining = Number.parseFloat(response.headers['x-ratelimit-remaining'] ?? '');
    const reset = resetMs(response);
    if (Number.isFinite(remaining) && reset !== null) this.rateLimits.set(appId, { remaining, resetAtMs: this.now() + reset });
  }

  /** Waits for the window reset when the budget is spent and the reset is near; else stops this fetch. */
  private async waitForRateLimit(appId: string): Promise<void> {
    const state = this.rateLimits.get(appId);
    if (!state || state.remaining >= 1) return;
    const waitMs = state.resetAtMs - this.now();
    if (waitMs <= 0) {
      this.rateLimits.delete(appId);
      return;
    }
    if (waitMs > (this.options.maxRateLimitWaitMs ?? 15_000)) {
      throw new SourceFetchError(`Reddit's request budget is used up. Try again in ${Math.ceil(waitMs / 1000)} s.`, 'rate_limited');
    }
    await this.sleep(waitMs);
    this.rateLimits.delete(appId);
  }
}

/** Cache key per credential pair; hashed so the secret is not kept as a map key in plain text. */
function tokenCacheKey(credentials: RedditCredentials): string {
  return createHash('sha256').update(`${credentials.appId}\u0000${credentials.appSecret}`).digest('hex');
}

function resetMs(response: UpstreamResponse): number | null {
  const seconds = Number.parseFloat(response.headers['x-ratelimit-reset'] ?? '');
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : null;
}

function readOAuthError(body: string): string | null {
  try {
    const json: unknown = JSON.parse(body);
    if (json && typeof json === 'object' && 'error' in json) {
      const { error } = json as { error: unknown };
      if (typeof error === 'string' || typeof error === 'number') return String(error);
    }
  } catch {
    // Not JSON: no OAuth error to read.
  }
  return null;
}

function readToken(body: string): { accessToken: string; expiresInSeconds: number } | null {
  try {
    const json = JSON.parse(body) as { access_token?: unknown; expires_in?: unknown };
    if (typeof json.access_token !== 'string' || json.access_token === '') return null;
    const expiresInSeconds = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 3600;
    return { accessToken: json.access_token, expiresInSeconds };
  } catch {
    return null;
  }
}
