// News ("Top Media"): the RSS/Atom feeds in NEWS_RSS_URLS without a key, plus NewsAPI's top
// headlines when NEWS_API_KEY is set. We fetch the bytes through the upstream client (timeouts,
// retries, size cap); rss-parser only parses text and never touches the network.
import Parser from 'rss-parser';
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import { UpstreamError, type UpstreamClient } from '../../../platform/http/upstream-client.js';
import { storyText } from '../../../common/text/story-text.js';
import { htmlToPlainText } from './html-to-text.js';
import { mapWithConcurrency } from './map-with-concurrency.js';
import { describePageFailures, statusPhrase } from './page-failure-words.js';
import type { NormalizedItem } from '../../trending/index.js';

/** Longest text kept per article: what the AI prompts read of a story (AI_ITEM_CONTENT_LIMIT). */
const SNIPPET_CHARS = 2000;
/** Titles and outlet names are decoded like snippets (feeds double-escape them: "News &amp;amp; Analysis"). */
const TITLE_CHARS = 300;

export type NewsApiSettings = {
  /** NEWS_API_URL, e.g. https://newsapi.org/v2 */
  url: string;
  /** NEWS_API_KEY; sent as the X-Api-Key header, never in the URL. */
  apiKey: string;
  /** Two-letter country for /top-headlines. Default "us". */
  country?: string;
  /** Articles asked for (NewsAPI caps at 100). Default 50. */
  pageSize?: number;
};

export type NewsConnectorOptions = {
  client: UpstreamClient;
  /** NEWS_RSS_URLS. */
  feedUrls: readonly string[];
  /** Present only when NEWS_API_KEY is set. */
  newsApi?: NewsApiSettings | null;
  /** Time cap of one feed attempt. Default 8 s. */
  timeoutMs?: number;
  /** Retries per feed on 429/5xx/network errors. Default 1. */
  maxRetriesPerFeed?: number;
  /** Feeds fetched at once. Default 4. */
  concurrency?: number;
  /** Entries kept per feed, newest first. Default 30. */
  maxItemsPerFeed?: number;
  now?: () => number;
};

export type NewsFailure = {
  /** The feed URL, or "NewsAPI". */
  source: string;
  message: string;
};

export type NewsFetchResult = {
  /** Newest first, one per article (deduplicated by link/guid across feeds). */
  items: NormalizedItem[];
  failures: NewsFailure[];
};

/** A feed a person follows (the feeds module): its address and the name its items are published under. */
export type OwnFeed = { url: string; publication: string };

/** What one read of an own feed gave: its entries, or why it could not be read (a phrase after its name). */
export type OwnFeedResult = { url: string; items: NormalizedItem[]; failure: string | null };

/** Own feeds read at once: up to a hundred of them, each on its own site. */
const OWN_FEEDS_CONCURRENCY = 8;

/** Atom `<author>` elements as rss-parser keeps them when asked for all of them. */
type AtomAuthor = { name?: unknown[] } | string;
type FeedExtras = { sourceName?: string; id?: string; creator?: string; author?: string; atomAuthors?: AtomAuthor[] };

const newsApiSchema = z.object({
  status: z.literal('ok'),
  articles: z.array(
    z.object({
      source: z.object({ name: z.string().nullish() }).nullish(),
      title: z.string().nullish(),
      description: z.string().nullish(),
      url: z.string().nullish(),
      publishedAt: z.string().nullish(),
    }),
  ),
});

/**
 * Collects recent articles from the configured feeds and NewsAPI. Never throws for an upstream
 * problem: each failed feed is reported in `failures`; with no items at all the pipeline reports an
 * error for Top Media (see `describeNewsFailures`).
 */
export class NewsConnector {
  private readonly parser = new Parser<Record<string, unknown>, FeedExtras>({
    customFields: {
      item: [
        ['source', 'sourceName'],
        ['author', 'atomAuthors', { keepArray: true }],
      ],
    },
  });
  private readonly now: () => number;

  constructor(private readonly options: NewsConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Fetches every feed (bounded concurrency) and NewsAPI in parallel; `maxItems` caps the merged list. */
  async fetchNews(maxItems = 100): Promise<NewsFetchResult> {
    const fetchedAtMs = this.now();
    const newsApi = this.options.newsApi;
    const [feedOutcomes, newsApiOutcome] = await Promise.all([
      mapWithConcurrency(this.options.feedUrls, this.options.concurrency ?? 4, (url) => this.readFeed(url, fetchedAtMs)),
      newsApi ? this.readNewsApi(newsApi, fetchedAtMs) : Promise.resolve(null),
    ]);
    const outcomes = newsApiOutcome ? [...feedOutcomes, newsApiOutcome] : feedOutcomes;

    const failures: NewsFailure[] = [];
    const seen = new Set<string>();
    const items: NormalizedItem[] = [];
    for (const outcome of outcomes) {
      if ('failure' in outcome) {
        failures.push(outcome.failure);
        continue;
      }
      for (const item of outcome.items) {
        const key = item.sourceUrl ?? item.externalId;
        if (seen.has(key) || seen.has(item.externalId)) continue;
        seen.add(key);
        seen.add(item.externalId);
        items.push(item);
      }
    }
    if (this.options.feedUrls.length === 0 && !newsApi) {
      failures.push({
        source: 'configuration',
        message: 'no news feed is configured (NEWS_RSS_URLS is empty and NEWS_API_KEY is not set)',
      });
    }
    items.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    return { items: items.slice(0, Math.max(0, maxItems)), failures };
  }

  /**
   * Reads the feeds people follow through the same RSS path as NEWS_RSS_URLS, one result per feed in
   * the order given; their items are published under the feed's stored name. Never throws for an
   * upstream problem. When `signal` ends, the reads still running fail with "did not answer in time".
   */
  async readOwnFeeds(feeds: readonly OwnFeed[], signal?: AbortSignal): Promise<OwnFeedResult[]> {
    const fetchedAtMs = this.now();
    return mapWithConcurrency(feeds, OWN_FEEDS_CONCURRENCY, async (feed) => {
      const outcome = await this.readFeed(feed.url, fetchedAtMs, { publication: feed.publication, signal });
      return 'failure' in outcome
        ? { url: feed.url, items: [], failure: outcome.failure.message }
        : { url: feed.url, items: outcome.items, failure: null };
    });
  }

  private async readFeed(
    url: string,
    fetchedAtMs: number,
    own: { publication: string; signal?: AbortSignal } | null = null,
  ): Promise<{ items: NormalizedItem[] } | { failure: NewsFailure }> {
    const body = await this.download(
      url,
      { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5' },
      'the feed',
      own?.signal,
    );
    if (typeof body !== 'string') return { failure: { source: url, message: body.failure } };

    let feed: Awaited<ReturnType<typeof this.parser.parseString>>;
    try {
      feed = await this.parser.parseString(body);
    } catch {
      return { failure: { source: url, message: 'is not a readable RSS or Atom feed' } };
    }
    const feedTitle = htmlToPlainText(feed.title, TITLE_CHARS) ?? hostOf(url);
    const items: NormalizedItem[] = [];
    for (const entry of feed.items) {
      // The link as written still identifies the entry when it is not one we may store.
      const link = entry.link?.trim() || null;
      const externalId = (entry.guid ?? entry.id ?? link ?? '').trim();
      const rawTitle = htmlToPlainText(entry.title, TITLE_CHARS);
      if (!rawTitle || externalId === '') continue;
      // Aggregated feeds (Google News) name the outlet per item and append it to the title; an own
      // feed is published under the name it was added with.
      const outlet = own?.publication ?? htmlToPlainText(entry.sourceName, TITLE_CHARS) ?? feedTitle;
      items.push({
        source: 'news',
        externalId,
        title: stripOutletSuffix(rawTitle, outlet),
        // The description as HTML, so its lists of links can be told from its sentences.
        content: snippetWithoutTitle(entry.summary ?? entry.content ?? entry.contentSnippet, rawTitle),
        sourceUrl: safeHttpLink(link, url),
        subreddit: null,
        publication: outlet,
        upvotes: null,
        comments: null,
        shares: null,
        timestamp: toIsoTimestamp(entry.isoDate ?? entry.pubDate, fetchedAtMs),
        rank: null,
        byline: feedByline(entry),
      });
    }
    items.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    return { items: items.slice(0, this.options.maxItemsPerFeed ?? 30) };
  }

  private async readNewsApi(
    settings: NewsApiSettings,
    fetchedAtMs: number,
  ): Promise<{ items: NormalizedItem[] } | { failure: NewsFailure }> {
    const query = new URLSearchParams({ country: settings.country ?? 'us', pageSize: String(Math.min(100, settings.pageSize ?? 50)) });
    const url = `${settings.url.replace(/\/+$/, '')}/top-headlines?${query.toString()}`;
    const body = await this.download(url, { 'x-api-key': settings.apiKey, accept: 'application/json' }, 'NewsAPI');
    if (typeof body !== 'string') return { failure: { source: 'NewsAPI', message: body.failure } };

    let parsed: z.infer<typeof newsApiSchema>;
    try {
      parsed = newsApiSchema.parse(JSON.parse(body));
    } catch {
      return { failure: { source: 'NewsAPI', message: 'sent an answer that could not be read' } };
    }
    const items: NormalizedItem[] = [];
    for (const article of parsed.articles) {
      const title = htmlToPlainText(article.title, TITLE_CHARS);
      const url = article.url?.trim();
      // NewsAPI keeps withdrawn articles as "[Removed]" placeholders.
      if (!title || !url || title === '[Removed]') continue;
      const outlet = htmlToPlainText(article.source?.name, TITLE_CHARS) ?? hostOf(url);
      items.push({
        source: 'news',
        externalId: url,
        title: stripOutletSuffix(title, outlet),
        content: snippetWithoutTitle(article.description, title),
        sourceUrl: safeHttpLink(url),
        subreddit: null,
        publication: outlet,
        upvotes: null,
        comments: null,
        shares: null,
        timestamp: toIsoTimestamp(article.publishedAt, fetchedAtMs),
        rank: null,
      });
    }
    return { items };
  }

  /** Returns the body of a 2xx answer, or a failure message naming what went wrong (never the key). */
  private async download(
    url: string,
    headers: Record<string, string>,
    label = 'the feed',
    signal?: AbortSignal,
  ): Promise<string | { failure: string }> {
    try {
      const response = await this.options.client.request({
        url,
        headers,
        timeoutMs: this.options.timeoutMs ?? 8_000,
        maxRetries: this.options.maxRetriesPerFeed ?? 1,
        signal,
      });
      if (response.status >= 200 && response.status < 300) return response.body;
      if (label === 'NewsAPI' && response.status === 401) return { failure: 'rejected the API key (check NEWS_API_KEY)' };
      return { failure: statusPhrase(response.status) };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // The caller's time for all its feeds ran out while this one was read or waiting.
      if (error.reason === 'aborted' && signal?.aborted) return { failure: 'did not answer in time' };
      return { failure: error.phrase };
    }
  }
}

/**
 * One sentence for the fetch answer about Top Media, each feed named by host once:
 * "The news feeds could not be read: feeds.example.org is down right now (error 500); NewsAPI …".
 */
export function describeNewsFailures(failures: readonly NewsFailure[]): string {
  return describePageFailures(
    { one: 'The news feed', many: 'The news feeds' },
    failures.map((failure) =>
      // NewsAPI is no feed at an address: it is the subject of its own message.
      failure.source === 'NewsAPI' || failure.source === 'configuration'
        ? { subject: '', message: `${failure.source === 'NewsAPI' ? 'NewsAPI ' : ''}${failure.message}` }
        : { subject: hostOf(failure.source), message: failure.message },
    ),
  );
}

/**
 * One sentence for the fetch answer about the feeds people follow, each named as they know it:
 * 'Your feed "Harbour Gazette" is down right now (error 503).' or '2 of your feeds could not be read: …'.
 */
export function describeOwnFeedFailures(failures: readonly { title: string; message: string }[]): string {
  const parts = failures.map((failure) => `"${failure.title}" ${failure.message}`);
  if (parts.length === 1) return `Your feed ${parts[0]}.`;
  return `${parts.length} of your feeds could not be read: ${parts.join('; ')}.`;
}

/**
 * Who wrote an entry as the feed names them: RSS `dc:creator` (rss-parser's `creator`, also filled from
 * `author`), else every Atom `<author><name>` joined with "and" (rss-parser keeps only the first as `author`).
 */
function feedByline(entry: FeedExtras): string | null {
  const atomNames = (entry.atomAuthors ?? []).flatMap((author) =>
    typeof author === 'string' ? [] : (author.name ?? []).filter((name): name is string => typeof name === 'string'),
  );
  const byline =
    htmlToPlainText(entry.creator, TITLE_CHARS) ??
    (atomNames.length > 0 ? atomNames.join(' and ') : null) ??
    htmlToPlainText(entry.author, TITLE_CHARS);
  return byline && byline.trim() !== '' ? byline.trim() : null;
}

/** "Headline - Outlet" → "Headline" when the suffix is the outlet's name. */
function stripOutletSuffix(title: string, outlet: string): string {
  for (const separator of [' - ', ' | ', ' – ', ' — ']) {
    const suffix = `${separator}${outlet}`;
    if (title.length > suffix.length && title.endsWith(suffix)) return title.slice(0, -suffix.length).trim();
  }
  return title;
}

/**
 * The description's sentences as one line of plain text, or null when it only repeats the title
 * (Google News descriptions do). Aggregator feeds (Google News) and some outlets wrap a list of linked
 * headlines from several outlets around or instead of the text; flattened into the snippet it read as
 * one garbled sentence and the generator took its subject from it, so storyText drops the list and
 * keeps the sentences.
 */
function snippetWithoutTitle(html: string | null | undefined, title: string): string | null {
  const text = storyText(html, SNIPPET_CHARS)?.replace(/\n/g, ' ') ?? null;
  if (text === null) return null;
  const normalize = (value: string): string => value.toLowerCase().replace(/\W+/g, ' ').trim();
  return normalize(text).startsWith(normalize(title)) && text.length <= title.length + 40 ? null : text;
}

function toIsoTimestamp(value: string | null | undefined, fallbackMs: number): string {
  const ms = value ? Date.parse(value) : Number.NaN;
  return new Date(Number.isNaN(ms) ? fallbackMs : Math.min(ms, fallbackMs)).toISOString();
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
