// One GET to a keyless trend source (Google Trends, Bluesky, Hacker News, Wikipedia, Mastodon)
// through the upstream client: the address guard on every hop, a time cap per attempt, a retry on
// 429/5xx and network errors. What went wrong comes back as a SourceFetchError whose message is one
// sentence naming the source, for the toast: "Hacker News is down right now (error 503).".
import { UpstreamError, type UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { mapWithConcurrency } from './map-with-concurrency.js';
import { SourceFetchError, type SourceFetchErrorCode } from './source-fetch-error.js';
import { statusPhrase } from './page-failure-words.js';

/** Time cap of one attempt; these are small JSON and RSS answers. */
export const TREND_SOURCE_TIMEOUT_MS = 8_000;
/** One retry: a second slow attempt is still well inside the fetch's per-source cap (45 s). */
export const TREND_SOURCE_MAX_RETRIES = 1;

export type TrendSourceRequest = {
  url: string;
  /** Who answers, as the start of a sentence: "Hacker News", "Google Trends for GB", "The Mastodon instance fosstodon.org". */
  subject: string;
  accept: string;
  timeoutMs?: number;
  maxRetries?: number;
};

/** A source failure that keeps its parts, so failures of one source can be said together. */
export class TrendSourceError extends SourceFetchError {
  constructor(
    /** "Hacker News", "Google Trends for GB". */
    readonly subject: string,
    /** What happened, after the subject: "did not answer in time", "is down right now (error 503)". */
    readonly phrase: string,
    code: SourceFetchErrorCode,
    upstreamStatus: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${subject} ${phrase}.`, code, upstreamStatus, options);
  }
}

/**
 * The body of a 2xx answer.
 * @throws TrendSourceError naming `subject`: for a non-2xx status, a timeout, a network failure, an
 * address the guard refuses or an oversized answer.
 */
export async function requestTrendSource(client: UpstreamClient, request: TrendSourceRequest): Promise<string> {
  let status: number;
  let body: string;
  try {
    const response = await client.request({
      url: request.url,
      headers: { accept: request.accept },
      timeoutMs: request.timeoutMs ?? TREND_SOURCE_TIMEOUT_MS,
      maxRetries: request.maxRetries ?? TREND_SOURCE_MAX_RETRIES,
    });
    status = response.status;
    body = response.body;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const code: SourceFetchErrorCode =
      error.reason === 'refused' ? 'blocked' : error.reason === 'too_large' ? 'bad_response' : 'upstream_unavailable';
    throw new TrendSourceError(request.subject, error.phrase, code, null, { cause: error });
  }
  if (status >= 200 && status < 300) return body;
  throw new TrendSourceError(request.subject, statusPhrase(status), statusCode(status), status);
}

/** An answer that arrived but is not what the source sends: a sentence naming the source. */
export function unreadableAnswer(subject: string, cause?: unknown): TrendSourceError {
  return new TrendSourceError(subject, 'sent an answer Trendjack could not read', 'bad_response', null, { cause });
}

/** The error code of an upstream's HTTP status (its words are statusPhrase's, shared with the trend pages and news feeds). */
function statusCode(status: number): SourceFetchErrorCode {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'upstream_unavailable';
  if (status === 401 || status === 403) return 'blocked';
  return 'bad_response';
}

/** Several failures of one source in one sentence each, for a warning or an error. */
export function joinSentences(sentences: readonly string[]): string {
  return [...new Set(sentences)].join(' ');
}

/**
 * What a source read from several lists (countries, languages, instances): the items of those that
 * answered and one sentence per problem. Some problems with some items make a warning; problems and
 * no items make the source's error.
 */
export type TrendSourceResult = { items: NormalizedItem[]; problems: string[] };

/**
 * Reads each list (a country, a language, an instance), at most `concurrency` at once, and puts the
 * results together in the order given; a list that fails with a SourceFetchError is one problem.
 */
export async function readEach<T>(
  parts: readonly T[],
  concurrency: number,
  read: (part: T) => Promise<TrendSourceResult>,
): Promise<TrendSourceResult> {
  const outcomes = await mapWithConcurrency(parts, concurrency, async (part): Promise<TrendSourceResult> => {
    try {
      return await read(part);
    } catch (error) {
      if (error instanceof SourceFetchError) return { items: [], problems: [error.message] };
      throw error;
    }
  });
  return { items: outcomes.flatMap((outcome) => outcome.items), problems: outcomes.flatMap((outcome) => outcome.problems) };
}
