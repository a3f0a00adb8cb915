// Google Trends "Trending now" per country: GET {GOOGLE_TRENDS_RSS_URL}?geo=XX, an RSS 2.0 feed with
// Google's `ht:` elements. Two layouts are read alike: the current one (about 10 items, traffic like
// "1000+", empty <description/> and snippets, an <ht:news_item_picture> per article) and the older
// daily one (20 items, traffic like "200,000+", related queries in <description>, article snippets).
// rss-parser only parses; the bytes come through the upstream client.
import Parser from 'rss-parser';
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { htmlToPlainText } from './html-to-text.js';
import { readEach, requestTrendSource, type TrendSourceResult, unreadableAnswer } from './trend-source-request.js';

const TITLE_CHARS = 300;
const SNIPPET_CHARS = 300;
/** Articles of a query kept in its content; Google lists two or three. */
const ARTICLES_KEPT = 3;

export type GoogleTrendsConnectorOptions = {
  client: UpstreamClient;
  /** GOOGLE_TRENDS_RSS_URL, e.g. https://trends.google.com/trending/rss */
  feedUrl: string;
  /** Countries fetched at once. Default 4. */
  concurrency?: number;
  timeoutMs?: number;
  maxRetries?: number;
  now?: () => number;
};

type FeedExtras = { traffic?: string; newsItems?: unknown[] };

/** One <ht:news_item> as xml2js leaves it: every child element a list of strings. */
const newsItemSchema = z.object({
  'ht:news_item_title': z.array(z.unknown()).optional(),
  'ht:news_item_snippet': z.array(z.unknown()).optional(),
  'ht:news_item_url': z.array(z.unknown()).optional(),
  'ht:news_item_source': z.array(z.unknown()).optional(),
});

type Article = { title: string; source: string | null; snippet: string | null; url: string | null };

/**
 * Reads the "Trending now" list of each country. Never throws for an upstream problem: a country
 * that could not be read is one sentence in `problems`.
 */
export class GoogleTrendsConnector {
  private readonly parser = new Parser<Record<string, unknown>, FeedExtras>({
    customFields: {
      item: [
        ['ht:approx_traffic', 'traffic'],
        ['ht:news_item', 'newsItems', { keepArray: true }],
      ],
    },
  });
  private readonly now: () => number;

  constructor(private readonly options: GoogleTrendsConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Each country's trending queries, in the order of `geos` (ISO 3166-1 alpha-2; repeats are read once). */
  async fetchTrends(geos: readonly string[]): Promise<TrendSourceResult> {
    const fetchedAtMs = this.now();
    const unique = [...new Set(geos.map((geo) => geo.toUpperCase()))];
    return readEach(unique, this.options.concurrency ?? 4, async (geo) => ({
      items: await this.readCountry(geo, fetchedAtMs),
      problems: [],
    }));
  }

  private async readCountry(geo: string, fetchedAtMs: number): Promise<NormalizedItem[]> {
    const url = new URL(this.options.feedUrl);
    url.searchParams.set('geo', geo);
    const subject = `Google Trends for ${geo}`;
    const body = await requestTrendSource(this.options.client, {
      url: url.href,
      subject,
      accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
      timeoutMs: this.options.timeoutMs,
      maxRetries: this.options.maxRetries,
    });
    let feed: Awaited<ReturnType<typeof this.parser.parseString>>;
    try {
      feed = await this.parser.parseString(body);
    } catch (error) {
      throw unreadableAnswer(subject, error);
    }

    const items = new Map<string, NormalizedItem>();
    for (const entry of feed.items) {
      const query = htmlToPlainText(entry.title, TITLE_CHARS);
      if (!query) continue;
      const externalId = `${geo}:${query.toLowerCase()}`;
      if (items.has(externalId)) continue;
      const articles = (entry.newsItems ?? []).map(readArticle).filter((article): article is Article => article !== null);
      items.set(externalId, {
        source: 'google_trends',
        externalId,
        title: query,
        content: queryContent(articles, entry.content),
        sourceUrl: articles.map((article) => article.url).find((link) => link !== null) ?? null,
        subreddit: null,
        publication: `Google Trends (${geo})`,
        upvotes: null,
        comments: null,
        shares: parseApproximateTraffic(entry.traffic),
        timestamp: toIsoTimestamp(entry.isoDate ?? entry.pubDate, fetchedAtMs),
        rank: null,
      });
    }
    return [...items.values()];
  }
}

/**
 * Google's traffic bucket as its lower bound: "200+" → 200, "2,000+" → 2000, "50K+" → 50000,
 * "1.5M+" → 1500000, "200,000+" → 200000. Null when there is none or it cannot be read.
 */
export function parseApproximateTraffic(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^([\d.,\s\u00a0\u202f]+?)\s*([KMB])?\+?$/i.exec(value.trim());
  if (!match) return null;
  const digits = match[1]!.replace(/[\s\u00a0\u202f]/g, '');
  const suffix = match[2]?.toUpperCase();
  const multiplier = suffix === 'K' ? 1e3 : suffix === 'M' ? 1e6 : suffix === 'B' ? 1e9 : 1;
  // With a suffix a separator is a decimal point ("1.5M+", "1,5M+"); without one it groups thousands.
  const number = suffix ? Number(digits.replace(',', '.')) : Number(digits.replace(/[.,](?=\d{3}(?:[.,]|$))/g, ''));
  return Number.isFinite(number) && number >= 0 ? Math.round(number * multiplier) : null;
}

function readArticle(raw: unknown): Article | null {
  const parsed = newsItemSchema.safeParse(raw);
  if (!parsed.success) return null;
  const text = (field: unknown[] | undefined): string | null => (typeof field?.[0] === 'string' ? field[0] : null);
  const title = htmlToPlainText(text(parsed.data['ht:news_item_title']), TITLE_CHARS);
  if (!title) return null;
  return {
    title,
    source: htmlToPlainText(text(parsed.data['ht:news_item_source']), TITLE_CHARS),
    snippet: htmlToPlainText(text(parsed.data['ht:news_item_snippet']), SNIPPET_CHARS),
    url: safeHttpLink(text(parsed.data['ht:news_item_url'])),
  };
}

/**
 * The query's news as plain text, one article a line ("Title (Outlet): snippet"), then the related
 * searches the older layout lists in <description>. Null when Google gave neither.
 */
function queryContent(articles: readonly Article[], description: string | undefined): string | null {
  const lines = articles
    .slice(0, ARTICLES_KEPT)
    .map((article) => `${article.title}${article.source ? ` (${article.source})` : ''}${article.snippet ? `: ${article.snippet}` : ''}`);
  const related = htmlToPlainText(description, SNIPPET_CHARS);
  if (related) lines.push(`Related searches: ${related}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

function toIsoTimestamp(value: string | null | undefined, fallbackMs: number): string {
  const ms = value ? Date.parse(value) : Number.NaN;
  return new Date(Number.isNaN(ms) ? fallbackMs : Math.min(ms, fallbackMs)).toISOString();
}
