// Wikipedia's most-read articles per language edition, from the Wikimedia feed API:
// GET {WIKIPEDIA_FEED_URL}/{lang}/featured/{yyyy}/{mm}/{dd}, whose `mostread` block lists the day's
// most-viewed articles (up to 50) with their views.
//
// Which date to ask for: the aggregated feed of day D carries the most-read list of day D-1, the last
// complete day (wikifeeds, routes/aggregated.js asks lib/most-read.js with `aggregated`, which then
// reads the pageviews of `addDays(requestedDate, -1)`; the API's own description says "most read
// articles for the previous day"). So yesterday's list, the newest final one, is asked for with
// today's UTC date. Early in the UTC day Wikimedia may not have loaded yesterday's pageviews yet; the
// feed then leaves the block out, and the list of the day before is read instead, with a warning.
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { htmlToPlainText } from './html-to-text.js';
import { readEach, requestTrendSource, type TrendSourceResult, unreadableAnswer } from './trend-source-request.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_DAY_MS = DAY_MS / 2;

const articleSchema = z.object({
  views: z.number(),
  rank: z.number().nullish(),
  title: z.string(),
  normalizedtitle: z.string().nullish(),
  displaytitle: z.string().nullish(),
  titles: z.object({ canonical: z.string().nullish(), normalized: z.string().nullish() }).nullish(),
  type: z.string().nullish(),
  namespace: z.object({ id: z.number().nullish() }).nullish(),
  description: z.string().nullish(),
  extract: z.string().nullish(),
  content_urls: z.object({ desktop: z.object({ page: z.string().nullish() }).nullish() }).nullish(),
});

const feedSchema = z.object({
  mostread: z.object({ date: z.string(), articles: z.array(z.unknown()) }).nullish(),
});

type MostRead = { date: string; articles: unknown[] };

export type WikipediaConnectorOptions = {
  client: UpstreamClient;
  /** WIKIPEDIA_FEED_URL, e.g. https://api.wikimedia.org/feed/v1/wikipedia */
  feedUrl: string;
  /** Languages fetched at once. Default 4. */
  concurrency?: number;
  timeoutMs?: number;
  maxRetries?: number;
  now?: () => number;
};

/**
 * Reads yesterday's most-read list of each language edition. Never throws for an upstream problem:
 * an edition that could not be read is one sentence in `problems`.
 */
export class WikipediaConnector {
  private readonly now: () => number;

  constructor(private readonly options: WikipediaConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Each edition's most-read articles (Main Page, special pages and disambiguation pages left out). */
  async fetchMostRead(languages: readonly string[]): Promise<TrendSourceResult> {
    const fetchedAtMs = this.now();
    const unique = [...new Set(languages.map((language) => language.toLowerCase()))];
    return readEach(unique, this.options.concurrency ?? 4, (language) => this.readEdition(language, fetchedAtMs));
  }

  private async readEdition(language: string, fetchedAtMs: number): Promise<TrendSourceResult> {
    const subject = `Wikipedia (${language})`;
    const today = startOfUtcDay(fetchedAtMs);
    let mostRead = await this.readFeed(language, today, subject);
    const problems: string[] = [];
    if (!mostRead) {
      mostRead = await this.readFeed(language, today - DAY_MS, subject);
      if (!mostRead) return { items: [], problems: [`${subject} has no most-read list for yesterday or the day before yet.`] };
      problems.push(`${subject} has not published yesterday's most-read list yet; the day before's is shown.`);
    }
    return { items: toItems(language, mostRead, fetchedAtMs), problems };
  }

  /** The `mostread` block of the feed of `dayMs` (the list of the day before), or null when the feed has none. */
  private async readFeed(language: string, dayMs: number, subject: string): Promise<MostRead | null> {
    const date = new Date(dayMs);
    const path = `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
    const body = await requestTrendSource(this.options.client, {
      url: `${this.options.feedUrl}/${encodeURIComponent(language)}/featured/${path}`,
      subject,
      accept: 'application/json',
      timeoutMs: this.options.timeoutMs,
      maxRetries: this.options.maxRetries,
    });
    let parsed: z.infer<typeof feedSchema>;
    try {
      parsed = feedSchema.parse(JSON.parse(body));
    } catch (error) {
      throw unreadableAnswer(subject, error);
    }
    return parsed.mostread && parsed.mostread.articles.length > 0 ? parsed.mostread : null;
  }
}

function toItems(language: string, mostRead: MostRead, fetchedAtMs: number): NormalizedItem[] {
  // The views were counted over the list's whole day; its middle, noon UTC, dates them (never later than now).
  const dayMs = listDay(mostRead.date) ?? startOfUtcDay(fetchedAtMs) - DAY_MS;
  const timestamp = new Date(Math.min(dayMs + HALF_DAY_MS, fetchedAtMs)).toISOString();
  const items: NormalizedItem[] = [];
  const seen = new Set<string>();
  for (const raw of mostRead.articles) {
    const parsed = articleSchema.safeParse(raw);
    if (!parsed.success) continue;
    const article = parsed.data;
    const canonical = (article.titles?.canonical ?? article.title).trim();
    if (isNotAnArticle(canonical, article) || seen.has(canonical)) continue;
    seen.add(canonical);
    const title =
      htmlToPlainText(article.titles?.normalized ?? article.normalizedtitle, 300) ??
      htmlToPlainText(article.displaytitle, 300) ??
      canonical.replace(/_/g, ' ');
    items.push({
      source: 'wikipedia',
      externalId: `${language}:${canonical}`.slice(0, 300),
      title,
      content: htmlToPlainText(article.extract, 500) ?? htmlToPlainText(article.description, 500),
      sourceUrl:
        safeHttpLink(article.content_urls?.desktop?.page) ??
        safeHttpLink(`https://${language}.wikipedia.org/wiki/${encodeURIComponent(canonical)}`),
      subreddit: null,
      publication: `Wikipedia (${language})`,
      upvotes: null,
      comments: null,
      shares: Math.max(0, Math.round(article.views)),
      timestamp,
      rank: article.rank ?? items.length + 1,
    });
  }
  return items;
}

/**
 * Pages that are no story: the Main Page, special pages ("Special:Search"), anything outside the
 * article namespace, and disambiguation pages (a list of meanings, no subject).
 */
function isNotAnArticle(canonical: string, article: z.infer<typeof articleSchema>): boolean {
  const namespace = article.namespace?.id;
  return (
    canonical === '' ||
    canonical === 'Main_Page' ||
    /^Special:/i.test(canonical) ||
    (namespace !== null && namespace !== undefined && namespace !== 0) ||
    article.type === 'disambiguation'
  );
}

/** "2017-02-05Z" (the feed's form) → that day's 00:00 UTC in ms; null when unreadable. */
function listDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
