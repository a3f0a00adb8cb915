// Bluesky trending topics: GET {BLUESKY_API_URL}/xrpc/app.bsky.unspecced.getTrendingTopics on the
// public AppView, no account needed. Each topic has `topic` and `link` (a path on bsky.app, usually
// the topic's feed); current answers add `displayName` and `description`, older ones do not. The
// endpoint is "unspecced": Bluesky may change it without notice, so anything unexpected is reported
// as an unreadable answer rather than guessed at. No counts are given: topics carry their rank.
import { z } from 'zod';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { UpstreamClient } from '../../../platform/http/upstream-client.js';
import type { NormalizedItem } from '../../trending/index.js';
import { htmlToPlainText } from './html-to-text.js';
import { requestTrendSource, unreadableAnswer } from './trend-source-request.js';

export const BLUESKY_PUBLICATION = 'Bluesky';
/** Topic links are paths on the web app. */
const BLUESKY_WEB = 'https://bsky.app';
/** Topics asked for; the lexicon allows 1 to 25 (default 10). */
const TOPIC_LIMIT = 20;

const topicsSchema = z.object({
  topics: z.array(
    z.object({
      topic: z.string(),
      displayName: z.string().nullish(),
      description: z.string().nullish(),
      link: z.string().nullish(),
    }),
  ),
});

export type BlueskyConnectorOptions = {
  client: UpstreamClient;
  /** BLUESKY_API_URL, e.g. https://public.api.bsky.app */
  apiUrl: string;
  timeoutMs?: number;
  maxRetries?: number;
  now?: () => number;
};

export class BlueskyConnector {
  private readonly now: () => number;

  constructor(private readonly options: BlueskyConnectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The current trending topics in Bluesky's order, dated now (the list is a snapshot).
   * @throws SourceFetchError naming Bluesky when it cannot be read.
   */
  async fetchTopics(): Promise<NormalizedItem[]> {
    const body = await requestTrendSource(this.options.client, {
      url: `${this.options.apiUrl}/xrpc/app.bsky.unspecced.getTrendingTopics?limit=${TOPIC_LIMIT}`,
      subject: BLUESKY_PUBLICATION,
      accept: 'application/json',
      timeoutMs: this.options.timeoutMs,
      maxRetries: this.options.maxRetries,
    });
    let parsed: z.infer<typeof topicsSchema>;
    try {
      parsed = topicsSchema.parse(JSON.parse(body));
    } catch (error) {
      throw unreadableAnswer(BLUESKY_PUBLICATION, error);
    }

    const timestamp = new Date(this.now()).toISOString();
    const items: NormalizedItem[] = [];
    const seen = new Set<string>();
    for (const entry of parsed.topics) {
      const topic = htmlToPlainText(entry.topic, 200);
      if (!topic || seen.has(topic.toLowerCase())) continue;
      seen.add(topic.toLowerCase());
      items.push({
        source: 'bluesky',
        externalId: topic.toLowerCase(),
        title: htmlToPlainText(entry.displayName, 200) ?? topic,
        content: htmlToPlainText(entry.description, 500),
        sourceUrl: safeHttpLink(entry.link, BLUESKY_WEB),
        subreddit: null,
        publication: BLUESKY_PUBLICATION,
        upvotes: null,
        comments: null,
        shares: null,
        timestamp,
        rank: items.length + 1,
      });
    }
    return items;
  }
}
