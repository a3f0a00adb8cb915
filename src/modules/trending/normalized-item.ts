import type { ItemSource } from '../../contracts/trending.contract.js';

/**
 * One upstream item in the shape every connector returns (DESIGN.md section 6). The fetch pipeline
 * scores it, assigns a topic and upserts it on (source, externalId).
 */
export type NormalizedItem = {
  source: ItemSource;
  /** Stable id within the source: Reddit's t3 id, the lower-cased trend name, a feed entry's guid or link. */
  externalId: string;
  title: string;
  /** Plain text (Reddit selftext is Markdown as written); null when the upstream has none. */
  content: string | null;
  sourceUrl: string | null;
  subreddit: string | null;
  /** The outlet: "X (Twitter)" for trends, the feed title or NewsAPI source name for news. */
  publication: string | null;
  upvotes: number | null;
  comments: number | null;
  /** Post volume for X trends; null when the page does not show it. */
  shares: number | null;
  /** ISO 8601 time the item was posted upstream (for trends: when the page was captured). */
  timestamp: string;
  /** Position in the upstream's own ranking (1 = top) when it ranks items, as trend pages do; else null. */
  rank: number | null;
  /**
   * News only: who wrote the article as the feed names them (`dc:creator`, RSS `author`, Atom
   * `<author>`), e.g. "Jane Doe and John Roe"; absent or null when the feed names nobody. The
   * journalists module reads people out of it.
   */
  byline?: string | null;
};
