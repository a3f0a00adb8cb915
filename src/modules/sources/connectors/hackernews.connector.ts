// Hacker News front page through Algolia's HN Search API: GET {HACKERNEWS_API_URL}/search?tags=front_page,
// no key. A hit has title, url, points, num_comments, created_at and objectID; an Ask HN (or any text
// post) has no url and links to its discussion instead.
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { htmlToPlainText } from './html-to-text.js';
import { requestTrendSource, unreadableAnswer } from './trend-source-request.js';

export const HACKERNEWS_PUBLICATION = 'Hacker News';
/** The front page holds 30 stories; Algolia answers 20 a page unless asked for more. */
const FRONT_PAGE_SIZE = 30;

const searchSchema = z.object({
  hits: z.array(
    z.object({
      objectID: z.string(),
      title: z.string().nullish(),
      url: z.string().nullish(),
      points: z.number().nullish(),
      num_comments: z.number().nullish(),
      created_at: z.string().nullish(),
      created_at_i: z.number().nullish(),
      story_text: z.string().nullish(),
    }),
  ),
});

export type HackerNewsConnectorOptions = {
  client: UpstreamClient;
  /** HACKERNEWS_API_URL, e.g. https://hn.algolia.com/api/v1 */
  apiUrl: string;
  timeoutMs?: number;
  maxRetries?: number;
  now?: () => number;
};

export class HackerNewsConnector {
  private readonly now: () => number;

  constructor(private readonly options: HackerNewsConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The stories on the front page now, with their points (as upvotes) and comments.
   * @throws SourceFetchError naming Hacker News when it cannot be read.
   */
  async fetchFrontPage(): Promise<NormalizedItem[]> {
    const body = await requestTrendSource(this.options.client, {
      url: `${this.options.apiUrl}/search?tags=front_page&hitsPerPage=${FRONT_PAGE_SIZE}`,
      subject: HACKERNEWS_PUBLICATION,
      accept: 'application/json',
      timeoutMs: this.options.timeoutMs,
      maxRetries: this.options.maxRetries,
    });
    let parsed: z.infer<typeof searchSchema>;
    try {
      parsed = searchSchema.parse(JSON.parse(body));
    } catch (error) {
      throw unreadableAnswer(HACKERNEWS_PUBLICATION, error);
    }

    const fetchedAtMs = this.now();
    const items: NormalizedItem[] = [];
    for (const hit of parsed.hits) {
      const title = htmlToPlainText(hit.title, 300);
      if (!title || hit.objectID.trim() === '') continue;
      // Item ids are numbers; anything else is not put into a link.
      const discussion = /^\d+$/.test(hit.objectID) ? `https://news.ycombinator.com/item?id=${hit.objectID}` : null;
      items.push({
        source: 'hackernews',
        externalId: hit.objectID,
        title,
        content: htmlToPlainText(hit.story_text, 500),
        sourceUrl: safeHttpLink(hit.url) ?? discussion,
        subreddit: null,
        publication: HACKERNEWS_PUBLICATION,
        upvotes: countOrNull(hit.points),
        comments: countOrNull(hit.num_comments),
        shares: null,
        timestamp: postedAt(hit.created_at, hit.created_at_i, fetchedAtMs),
        rank: null,
      });
    }
    return items;
  }
}

function countOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
}

function postedAt(iso: string | null | undefined, seconds: number | null | undefined, fallbackMs: number): string {
  const parsed = iso ? Date.parse(iso) : Number.NaN;
  const ms = Number.isNaN(parsed) ? (typeof seconds === 'number' ? seconds * 1000 : fallbackMs) : parsed;
  return new Date(Number.isFinite(ms) ? Math.min(ms, fallbackMs) : fallbackMs).toISOString();
}
