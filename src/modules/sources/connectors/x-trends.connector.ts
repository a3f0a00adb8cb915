// X (Twitter) trends without an API key: the public trend pages in X_TRENDS_URLS, fetched with
// browser-like headers (got-scraping) because they turn plain clients away. The first URL is the
// primary; the others are tried in order only when the user enabled "Use Fallback Sources".
import type { FetchConfiguration } from '../../../contracts/trending.contract.js';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import { UpstreamError, type UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { describePageFailures, statusPhrase } from './page-failure-words.js';
import { parseTrendPage } from './x-trends.parsers.js';

export const X_TRENDS_PUBLICATION = 'X (Twitter)';

export type XTrendsConnectorOptions = {
  client: UpstreamClient;
  /** X_TRENDS_URLS in order: primary first. */
  urls: readonly string[];
  /** Time cap of one page attempt. Default 10 s. */
  timeoutMs?: number;
  /** Retries per page on 429/5xx/network errors. Default 0: the fallback pages are the retry. */
  maxRetriesPerPage?: number;
  now?: () => number;
};

export type XTrendsSettings = FetchConfiguration['xTrending'];

export type XTrendsPageFailure = { url: string; message: string };

export type XTrendsFetchResult = {
  items: NormalizedItem[];
  /** The page the items came from; null when none could be read. */
  pageUrl: string | null;
  /** Pages tried before (or instead of) the one used, with why each failed, in order. */
  failures: XTrendsPageFailure[];
};

/**
 * Reads the current X trends from the configured pages. Never throws for an upstream problem: when
 * no page could be read, `items` is empty and `failures` says why for each page, so the pipeline can
 * form a warning (and fetch Top Media instead) or an error.
 */
export class XTrendsConnector {
  private readonly now: () => number;

  constructor(private readonly options: XTrendsConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Tries the primary page, then (with `useFallback`) each other page until one yields trends. */
  async fetchTrends(settings: XTrendsSettings): Promise<XTrendsFetchResult> {
    const pages = settings.useFallback ? this.options.urls : this.options.urls.slice(0, 1);
    const failures: XTrendsPageFailure[] = [];
    if (pages.length === 0) failures.push({ url: '', message: 'no trend page is configured (X_TRENDS_URLS is empty)' });
    for (const url of pages) {
      const outcome = await this.readPage(url, Math.max(1, Math.floor(settings.maxResults)));
      if ('items' in outcome) return { items: outcome.items, pageUrl: url, failures };
      failures.push({ url, message: outcome.failure });
    }
    return { items: [], pageUrl: null, failures };
  }

  private async readPage(url: string, maxResults: number): Promise<{ items: NormalizedItem[] } | { failure: string }> {
    let html: string;
    try {
      const response = await this.options.client.fetchBrowserLike({
        url,
        timeoutMs: this.options.timeoutMs ?? 10_000,
        maxRetries: this.options.maxRetriesPerPage ?? 0,
      });
      if (response.status < 200 || response.status >= 300) return { failure: statusPhrase(response.status) };
      html = response.body;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return { failure: error.phrase };
    }

    const fetchedAtMs = this.now();
    const page = parseTrendPage(html, url);
    if (page.trends.length === 0) return { failure: 'showed no trends we could read (the page layout may have changed)' };
    // A page's own capture time is more honest than ours, unless its clock is ahead of ours.
    const capturedMs = page.capturedAt === null ? fetchedAtMs : Math.min(Date.parse(page.capturedAt), fetchedAtMs);
    const timestamp = new Date(capturedMs).toISOString();
    const items = page.trends.slice(0, maxResults).map((trend): NormalizedItem => ({
      source: 'x_trending',
      externalId: trend.name.toLowerCase(),
      title: trend.name,
      content: null,
      sourceUrl: safeHttpLink(`https://x.com/search?q=${encodeURIComponent(trend.name)}`),
      subreddit: null,
      publication: X_TRENDS_PUBLICATION,
      upvotes: null,
      comments: null,
      shares: trend.volume,
      timestamp,
      rank: trend.rank,
    }));
    return { items };
  }
}

/**
 * One sentence for the fetch answer's warning or error about X, naming each page by host once:
 * "The trend pages could not be read: trends24.in is down right now (error 503); getdaytrends.com did not answer in time."
 */
export function describeXTrendsFailures(failures: readonly XTrendsPageFailure[]): string {
  return describePageFailures(
    { one: 'The trend page', many: 'The trend pages' },
    failures.map((failure) => ({ subject: failure.url === '' ? '' : hostOf(failure.url), message: failure.message })),
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'a configured page';
  }
}
