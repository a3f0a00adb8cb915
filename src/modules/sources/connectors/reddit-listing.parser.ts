// Reddit listing JSON → normalized items, and the tool's time windows → Reddit's `t` parameter.
// Pure functions: the connector does the HTTP, this file decides what a post means.
import { z } from 'zod';
import type { PostType, TimePeriod } from '../../../contracts/trending.contract.js';
import { safeHttpLink } from '../../../platform/http/safe-link.js';
import type { NormalizedItem } from '../../trending/index.js';
import { SourceFetchError } from './source-fetch-error.js';

export type RedditTimeParameter = 'hour' | 'day' | 'week' | 'month' | 'year' | 'all';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * How each UI window maps onto Reddit: the `t` value Reddit understands (honoured by top and
 * controversial only) and the age limit we apply ourselves on `created_utc`, because 3h/6h/12h have no
 * `t` of their own and hot/new/rising ignore `t` altogether.
 */
export const REDDIT_TIME_WINDOWS: Record<TimePeriod, { t: RedditTimeParameter; maxAgeSeconds: number | null }> = {
  '1h': { t: 'hour', maxAgeSeconds: HOUR_SECONDS },
  '3h': { t: 'day', maxAgeSeconds: 3 * HOUR_SECONDS },
  '6h': { t: 'day', maxAgeSeconds: 6 * HOUR_SECONDS },
  '12h': { t: 'day', maxAgeSeconds: 12 * HOUR_SECONDS },
  '24h': { t: 'day', maxAgeSeconds: DAY_SECONDS },
  week: { t: 'week', maxAgeSeconds: 7 * DAY_SECONDS },
  month: { t: 'month', maxAgeSeconds: 31 * DAY_SECONDS },
  year: { t: 'year', maxAgeSeconds: 366 * DAY_SECONDS },
  all: { t: 'all', maxAgeSeconds: null },
};

/** Longest selftext we keep; Reddit allows 40,000 characters and nobody reads that in a list. */
const MAX_CONTENT_CHARS = 10_000;

const redditPostSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  selftext: z.string().nullish(),
  ups: z.number().nullish(),
  score: z.number().nullish(),
  num_comments: z.number().nullish(),
  permalink: z.string(),
  created_utc: z.number(),
  subreddit: z.string(),
  over_18: z.boolean().nullish(),
  stickied: z.boolean().nullish(),
  pinned: z.boolean().nullish(),
});
export type RedditPost = z.infer<typeof redditPostSchema>;

const listingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({
    after: z.string().nullish(),
    children: z.array(z.object({ kind: z.string(), data: z.unknown() })),
  }),
});

export type RedditListing = { after: string | null; posts: RedditPost[]; skipped: number };

/**
 * Parses a listing body. Children that are not posts (t3) or lack a needed field are skipped and
 * counted rather than failing the whole page.
 * @throws SourceFetchError (bad_response) when the body is not a Reddit listing at all.
 */
export function parseRedditListing(body: string): RedditListing {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new SourceFetchError('Reddit sent a listing that is not valid JSON.', 'bad_response', null, { cause: error });
  }
  const listing = listingSchema.safeParse(json);
  if (!listing.success) throw new SourceFetchError('Reddit sent a response that is not a post listing.', 'bad_response');
  const posts: RedditPost[] = [];
  let skipped = 0;
  for (const child of listing.data.data.children) {
    const post = child.kind === 't3' ? redditPostSchema.safeParse(child.data) : null;
    if (post?.success) posts.push(post.data);
    else skipped++;
  }
  return { after: listing.data.data.after ?? null, posts, skipped };
}

export type RedditPostFilter = {
  minUpvotes: number;
  /** Posts created before this (Unix seconds) are dropped; null keeps every age. */
  notBeforeUtcSeconds: number | null;
};

/** Drops stickied/pinned, NSFW, too-old and under-minimum posts; maps the rest to normalized items. */
export function normalizeRedditPosts(posts: readonly RedditPost[], filter: RedditPostFilter): NormalizedItem[] {
  const items: NormalizedItem[] = [];
  for (const post of posts) {
    if (post.stickied || post.pinned || post.over_18) continue;
    if (filter.notBeforeUtcSeconds !== null && post.created_utc < filter.notBeforeUtcSeconds) continue;
    const upvotes = post.ups ?? post.score ?? 0;
    if (upvotes < filter.minUpvotes) continue;
    items.push(normalizeRedditPost(post, upvotes));
  }
  return items;
}

function normalizeRedditPost(post: RedditPost, upvotes: number): NormalizedItem {
  const selftext = post.selftext?.trim() ?? '';
  return {
    source: 'reddit',
    externalId: post.id,
    title: post.title.trim(),
    content: selftext === '' ? null : selftext.slice(0, MAX_CONTENT_CHARS),
    sourceUrl: safeHttpLink(`https://www.reddit.com${post.permalink.startsWith('/') ? '' : '/'}${post.permalink}`),
    subreddit: post.subreddit,
    publication: null,
    upvotes,
    comments: post.num_comments ?? 0,
    shares: null,
    timestamp: new Date(post.created_utc * 1000).toISOString(),
    rank: null,
  };
}

/** Builds the listing path and query for a group of subreddits (names already normalized). */
export function redditListingPath(subreddits: readonly string[], postType: PostType, timeFilter: TimePeriod): string {
  const query = new URLSearchParams({ t: REDDIT_TIME_WINDOWS[timeFilter].t, limit: '100', raw_json: '1' });
  return `/r/${subreddits.map(encodeURIComponent).join('+')}/${postType}?${query.toString()}`;
}

const SUBREDDIT_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/;

/**
 * Cleans the user's subreddit list: strips "r/" and "/r/" prefixes and spaces, drops duplicates
 * (Reddit names are case-insensitive) and returns names Reddit could never accept separately.
 */
export function normalizeSubredditNames(names: readonly string[]): { valid: string[]; invalid: string[] } {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of names) {
    const name = raw
      .trim()
      .replace(/^\/?r\//i, '')
      .replace(/\/+$/, '');
    if (name === '') continue;
    if (!SUBREDDIT_NAME.test(name)) {
      invalid.push(raw.trim());
      continue;
    }
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    valid.push(name);
  }
  return { valid, invalid };
}
