// Trending content: items, topics, fetch configuration and the forum (Reddit) constants.
// Shared by the server and web/; plain TypeScript, no imports.
import { FIT_SORT, type ClientFit } from './clients.contract.js';

export const CONTENT_SOURCES = ['reddit', 'x_trending', 'google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** Where a stored trending item came from. `news` items are the "Top Media" fallback. */
export const ITEM_SOURCES = ['reddit', 'x_trending', 'news', 'google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];

/** Each source's name as the screens and messages show it. */
export const ITEM_SOURCE_LABELS: Readonly<Record<ItemSource, string>> = {
  reddit: 'Reddit',
  x_trending: 'X (Twitter)',
  news: 'Top Media',
  google_trends: 'Google Trends',
  bluesky: 'Bluesky',
  hackernews: 'Hacker News',
  wikipedia: 'Wikipedia',
  mastodon: 'Mastodon',
};

export const TOPIC_COLORS = ['blue', 'green', 'yellow', 'purple', 'pink', 'red', 'orange', 'teal', 'indigo', 'cyan'] as const;
export type TopicColor = (typeof TOPIC_COLORS)[number] | 'gray';
export const DEFAULT_TOPIC_COLOR: TopicColor = 'gray';

export type Topic = {
  id: number;
  name: string;
  color: TopicColor;
};

/**
 * Kinds of sensitive news. An item of any of these kinds gets only respectful PR ideas (expert
 * commentary, explainers, service or safety information, data context, support for those affected),
 * never playful formats; see src/modules/brand-safety.
 */
export const SENSITIVITY_KINDS = [
  'death',
  'violence',
  'disaster',
  'war-terror',
  'suicide-self-harm',
  'abuse',
  'hardship',
  'serious-illness',
  'partisan-politics',
] as const;
export type SensitivityKind = (typeof SENSITIVITY_KINDS)[number];

export const SENSITIVITY_LABELS: Readonly<Record<SensitivityKind, string>> = {
  death: 'Death',
  violence: 'Violence',
  disaster: 'Disaster',
  'war-terror': 'War and terror',
  'suicide-self-harm': 'Suicide and self-harm',
  abuse: 'Abuse',
  hardship: 'Hardship',
  'serious-illness': 'Serious illness',
  'partisan-politics': 'Partisan politics',
};

/** A story's place on its curve (issue 31, timeline.contract.ts): one snapshot so far, still climbing, at its top, or past it. */
export const STORY_STAGES = ['new', 'rising', 'peaking', 'fading'] as const;
export type StoryStage = (typeof STORY_STAGES)[number];

/** What a sparkline draws: the story's counts (upvotes + comments + shares) or, on a source without counts, its rank. */
export type Sparkline = { measure: 'count' | 'rank'; values: number[] };

export type TrendingItem = {
  id: number;
  topicId: number | null;
  source: ItemSource;
  subreddit: string | null;
  publication: string | null;
  sourceUrl: string | null;
  title: string;
  content: string | null;
  // The three counts, per source (null where the source has no such figure). `shares` is the source's
  // measure of reach, so engagement (their sum) stays one figure on every source:
  // - reddit: upvotes, comments; hackernews: points as upvotes, comments.
  // - x_trending: posts about the trend as shares.
  // - google_trends: searches as shares, approximate (the lower bound of Google's bucket, "50K+"; see sharesApproximate).
  // - wikipedia: page views on the day the most-read list counts (yesterday, UTC) as shares.
  // - mastodon: posts sharing the link or tag on the instance, today and yesterday (UTC), as shares.
  // - bluesky, news: no public counts.
  upvotes: number | null;
  comments: number | null;
  shares: number | null;
  /** Present (true) when `shares` is the lower bound of a range the source reports ("50K+"), not a count. */
  sharesApproximate?: true;
  /** 0-100, see src/modules/trending/pr-score.ts for how it is computed. */
  prScore: number;
  /** ISO 8601 time the item was posted upstream. */
  timestamp: string;
  /** Kinds of sensitive news the item touches; empty when none. */
  sensitivity: SensitivityKind[];
  /**
   * Only in the list (GET /api/trending), present when other stored items tell the same story (a
   * Google Trends query, a Reddit post and news articles about one event): they are listed here, best
   * PR score first, and not as rows of their own. The dashboard shows one "Also trending on" badge per
   * source other than the row's own (ITEM_SOURCE_LABELS). GET /api/trending/:id/angles and the other
   * per-item calls take any member's id.
   */
  alsoTrendingOn?: StoryMember[];
  /**
   * Only in the list, present when the story trends on more than one source: the points its other
   * sources added to `prScore` (STORY_SOURCE_BONUS, the total capped at 100). The item's own score is
   * `prScore - groupScoreBoost`.
   */
  groupScoreBoost?: number;
  /** Only in the list asked with ?clientId=N: how well the item fits that client (clients.contract.ts). */
  fit?: ClientFit;
  /**
   * Only with ?clientId=N: the item matches a topic the client avoids (fit 0, the reason says which).
   * Such items are left out of the list unless ?includeExcluded=true.
   */
  excluded?: true;
  // The story's timeline (issue 31, timeline.contract.ts), in the list and GET /api/trending/:id.
  /** new, rising, peaking or fading, as of its latest snapshot. */
  stage?: StoryStage;
  /** Whole hours it stays worth joining; 0 when fading. */
  windowHours?: number;
  /** Percent an hour over about the last hour; null with one snapshot or nothing to measure. */
  growth?: number | null;
  /** Its newest counts (or ranks) for a sparkline; null when it has neither. */
  sparkline?: Sparkline | null;
};

/** Another stored item about the same story as a list row (TrendingItem.alsoTrendingOn). */
export type StoryMember = {
  id: number;
  source: ItemSource;
  title: string;
  sourceUrl: string | null;
};

/**
 * Points a story's list row gains for the independent sources it trends on beyond the first: the second
 * source adds `second`, the third `third`, every further one `further`; the total stays within 100.
 */
export const STORY_SOURCE_BONUS = { second: 6, third: 4, further: 2 } as const;

/** The points STORY_SOURCE_BONUS adds for a story seen on `sourceCount` different sources (0 for one). */
export function storySourceBonus(sourceCount: number): number {
  if (sourceCount < 2) return 0;
  return (
    STORY_SOURCE_BONUS.second +
    (sourceCount >= 3 ? STORY_SOURCE_BONUS.third : 0) +
    Math.max(0, sourceCount - 3) * STORY_SOURCE_BONUS.further
  );
}

export const POST_TYPES = ['hot', 'top', 'new', 'rising', 'controversial'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const TIME_PERIODS = ['1h', '3h', '6h', '12h', '24h', 'week', 'month', 'year', 'all'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export const SORT_OPTIONS = [
  { value: 'prScore', label: 'PR Score' },
  { value: 'newest', label: 'Newest' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'growth', label: 'Growth' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

/**
 * GET /api/trending's `sortBy`: the dashboard's sorts and, with a client (`clientId`), its fit. Absent,
 * the list is best PR score first, as it always was.
 */
export const TRENDING_SORTS = [...SORT_OPTIONS.map((option) => option.value), FIT_SORT.value] as const;
export type TrendingSort = SortOption | typeof FIT_SORT.value;

export type FetchConfiguration = {
  enabledSources: ContentSource[];
  reddit: {
    subreddits: string[];
    postType: PostType;
    timeFilter: TimePeriod;
    minUpvotes: number;
  };
  xTrending: {
    useFallback: boolean;
    maxResults: number;
  };
  /** Countries (ISO 3166-1 alpha-2, upper case) whose Google Trends "Trending now" list is read; default DEFAULT_GOOGLE_TRENDS_GEOS. */
  googleTrends?: { geos: string[] };
  /** Wikipedia language editions (the subdomain: en, de, pt) whose most-read list is read; default DEFAULT_WIKIPEDIA_LANGUAGES. */
  wikipedia?: { languages: string[] };
  /** Mastodon instances (https URLs) whose trending links and tags are read; default the server's MASTODON_INSTANCES. */
  mastodon?: { instances: string[] };
};

/**
 * GET and PUT /api/preferences/fetch-configuration: the signed-in user's Data Sources form as they last
 * fetched with it (issue 29), restored on every device; null until their first fetch.
 */
export type SavedFetchConfiguration = { fetchConfiguration: FetchConfiguration | null };

/** Sources whose `shares` is a bucket's lower bound ("50K+" searches): items carry `sharesApproximate: true`. */
export const APPROXIMATE_SHARES_SOURCES: readonly ItemSource[] = ['google_trends'];

/** What `upvotes` and `shares` count on each source, as plural nouns for text that names them ("612 points", "50,000+ searches"). */
export const COUNT_NOUNS: Readonly<Record<ItemSource, { upvotes: string; shares: string }>> = {
  reddit: { upvotes: 'upvotes', shares: 'shares' },
  x_trending: { upvotes: 'upvotes', shares: 'posts' },
  news: { upvotes: 'upvotes', shares: 'shares' },
  google_trends: { upvotes: 'upvotes', shares: 'searches' },
  bluesky: { upvotes: 'likes', shares: 'posts' },
  hackernews: { upvotes: 'points', shares: 'shares' },
  wikipedia: { upvotes: 'upvotes', shares: 'views' },
  mastodon: { upvotes: 'favourites', shares: 'posts' },
};

export const DEFAULT_GOOGLE_TRENDS_GEOS: readonly string[] = ['US', 'GB'];
export const DEFAULT_WIKIPEDIA_LANGUAGES: readonly string[] = ['en'];

/** Keys of the per-source warning and error maps; `news` is "Top Media". */
export type SourceMessageKey = ItemSource;

export type FetchContentResponse = {
  contentFetched: boolean;
  counts: Partial<Record<ItemSource, number>>;
  warnings: Partial<Record<SourceMessageKey, string>>;
  data: { errors: Partial<Record<SourceMessageKey, string>> };
};

export type RedditCredentials = { appId: string; appSecret: string };

/**
 * The fetch answer's Reddit messages that new credentials fix. The dashboard offers the credentials
 * dialog (a Fix action on the toast) when `data.errors.reddit` is one of them.
 */
export const REDDIT_CREDENTIALS_MISSING_MESSAGE =
  'Reddit API credentials are not set. Add your Reddit App ID and App Secret to fetch forum posts.';
export const REDDIT_CREDENTIALS_REJECTED_MESSAGE = 'Reddit rejected this App ID and App Secret. Check them on reddit.com/prefs/apps.';
export const REDDIT_CREDENTIAL_PROBLEMS: readonly string[] = [REDDIT_CREDENTIALS_MISSING_MESSAGE, REDDIT_CREDENTIALS_REJECTED_MESSAGE];
export type SetRedditCredentialsResponse = { success: boolean; message: string };

export type SubredditCategory = { name: string; subreddits: string[] };

export const SUBREDDIT_CATEGORIES: readonly SubredditCategory[] = [
  { name: 'Technology', subreddits: ['technology', 'gadgets', 'tech', 'Futurology', 'programming', 'apple', 'Android'] },
  { name: 'AI & Machine Learning', subreddits: ['artificial', 'MachineLearning', 'OpenAI', 'singularity', 'LocalLLaMA', 'ChatGPT'] },
  { name: 'Sports', subreddits: ['sports', 'nba', 'nfl', 'soccer', 'formula1', 'tennis'] },
  { name: 'NBA', subreddits: ['nba', 'lakers', 'warriors', 'bostonceltics', 'nbadiscussion'] },
  { name: 'NFL', subreddits: ['nfl', 'fantasyfootball', 'KansasCityChiefs', 'eagles', 'cowboys'] },
  { name: 'Soccer & Football', subreddits: ['soccer', 'PremierLeague', 'football', 'championsleague', 'MLS'] },
  { name: 'Other Sports', subreddits: ['formula1', 'tennis', 'golf', 'baseball', 'hockey', 'MMA', 'cricket'] },
  { name: 'Entertainment', subreddits: ['movies', 'television', 'Music', 'entertainment', 'gaming', 'books'] },
  { name: 'Science', subreddits: ['science', 'space', 'EverythingScience', 'Physics', 'biology', 'environment'] },
  { name: 'News & Politics', subreddits: ['news', 'worldnews', 'politics', 'UpliftingNews', 'nottheonion'] },
  { name: 'Finance & Business', subreddits: ['business', 'economics', 'personalfinance', 'investing', 'stocks', 'Entrepreneur'] },
  { name: 'Lifestyle', subreddits: ['LifeProTips', 'food', 'travel', 'fitness', 'Parenting', 'malelivingspace'] },
  { name: 'Popular', subreddits: ['popular', 'all', 'AskReddit', 'todayilearned', 'interestingasfuck', 'mildlyinteresting'] },
];

/** The forum source's default subreddit list (26 entries, SPEC section 9). */
export const DEFAULT_SUBREDDITS: readonly string[] = [
  'technology',
  'gadgets',
  'Futurology',
  'artificial',
  'science',
  'space',
  'environment',
  'news',
  'worldnews',
  'UpliftingNews',
  'nottheonion',
  'business',
  'economics',
  'personalfinance',
  'Entrepreneur',
  'marketing',
  'socialmedia',
  'movies',
  'television',
  'Music',
  'gaming',
  'sports',
  'food',
  'travel',
  'LifeProTips',
  'todayilearned',
];

export const DEFAULT_FETCH_CONFIGURATION: FetchConfiguration = {
  enabledSources: ['reddit', 'x_trending'],
  reddit: { subreddits: [...DEFAULT_SUBREDDITS], postType: 'hot', timeFilter: '24h', minUpvotes: 500 },
  xTrending: { useFallback: true, maxResults: 20 },
};

export const TRENDING_PAGE_SIZE = 5;
export const ANGLES_SHOWN_PER_ITEM = 2;

/** Points each part of the PR score can add; src/modules/trending/pr-score.ts scores with these and the dashboard shows them. */
export const PR_SCORE_WEIGHTS = { engagement: 40, velocity: 20, recency: 20, newsworthiness: 20 } as const;
export type PrScorePart = keyof typeof PR_SCORE_WEIGHTS;

/** Plain-words account of the PR score (src/modules/trending/pr-score.ts); the README shows it. */
export const PR_SCORE_EXPLANATION = `The PR score (0-100) says how promising an item is as a news hook right now. It adds four parts and then applies a brand-safety penalty:
- Engagement (up to 40 points): upvotes + comments + shares (or what the source counts instead: searches, page views, posts), judged against the item's own source and community, so a Reddit post and an X trend are comparable. 60% comes from where the item ranks within the items fetched from the same subreddit (or the same X page, country, Wikipedia edition or Mastodon instance), 40% from a log scale between a "barely noticed" and a "huge" level for its source (Reddit: 10 to 20,000; X: 1,000 to 1,000,000 posts; Hacker News: 10 to 2,000 points and comments; Google Trends: 100 to 1,000,000 searches; Wikipedia: 1,000 to 1,000,000 views a day; Mastodon: 5 to 2,000 posts in two days). With fewer than 10 items in the group, the log scale weighs more. X and Bluesky trends without a post count use their rank on the list, slightly discounted; news articles have no public counts and get a fixed middle value.
- Velocity (up to 20 points): engagement per hour since posting (at least one hour), or, once the story has a snapshot from an earlier fetch (at least 10 minutes before), the engagement it really gained per hour since then (none when its counts fell), on a log scale for its source (Reddit: 5 to 5,000 an hour; X: 1,000 to 1,000,000; Hacker News: 2 to 500; Google Trends: 20 to 200,000; Wikipedia: 40 to 40,000; Mastodon: 5 to 2,000).
- Recency (up to 20 points): halves every 24 hours since posting.
- Newsworthiness (up to 20 points): numbers and data (up to 30%), named organisations, people and places (up to 35%), conflict or surprise words (up to 35%) in the title and the start of the text.
- Brand safety: the item's sensitivity class (the one the idea generators respect) multiplies the total: violence, war and terror, abuse, suicide and self-harm by 0.6; death and disaster by 0.7; serious illness and partisan politics by 0.85 (only the gravest class counts). NSFW words multiply it by 0.4 and hate words by 0.5 on top.
- Several sources: items about the same story (a Google Trends query, a Reddit post and news articles about one event) are listed once, as the item with the best score, and every other source the story trends on is independent evidence: a second source adds ${STORY_SOURCE_BONUS.second} points, a third ${STORY_SOURCE_BONUS.third} and each further one ${STORY_SOURCE_BONUS.further}, up to 100 in all. Several articles from the same source add nothing. The row says how many points came from this.
More engagement never lowers the score; more age never raises it.`;

/** The `item` query parameter (`/?item=<id>`): the dashboard opens that stored item. */
export const ITEM_PARAM = 'item';

/** Where a stored item opens in Trendjack, the link alerts carry and the screens use. */
export function itemPath(id: number): string {
  return `/?${ITEM_PARAM}=${id}`;
}

/** Engagement as the spec defines it: upvotes + comments + shares (missing counts are 0). */
export function engagement(item: Pick<TrendingItem, 'upvotes' | 'comments' | 'shares'>): number {
  return (item.upvotes ?? 0) + (item.comments ?? 0) + (item.shares ?? 0);
}

/** Whether the item has any public count (news articles and some X trends have none). */
export function hasEngagementCounts(item: Pick<TrendingItem, 'upvotes' | 'comments' | 'shares'>): boolean {
  return item.upvotes !== null || item.comments !== null || item.shares !== null;
}

/** Whether the story's growth was measured (it has two snapshots with counts or a rank). */
function hasGrowth(item: Pick<TrendingItem, 'growth'>): boolean {
  return item.growth !== null && item.growth !== undefined;
}

/**
 * The list sorted (SPEC section 4), one rule for the dashboard (which sorts client-side) and
 * `GET /api/trending?sortBy=`; the sort is stable, so ties keep the list's order (best PR score first).
 * By engagement, items without any count come last: no count is not the same as no engagement. By
 * fit, items without one (no client chosen) count as 0.
 */
export function sortTrendingItems(items: readonly TrendingItem[], sort: TrendingSort): TrendingItem[] {
  const sorted = [...items];
  switch (sort) {
    case 'prScore':
      return sorted.sort((a, b) => b.prScore - a.prScore);
    case 'newest':
      return sorted.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    case 'engagement':
      return sorted.sort((a, b) => Number(hasEngagementCounts(b)) - Number(hasEngagementCounts(a)) || engagement(b) - engagement(a));
    case 'fit':
      return sorted.sort((a, b) => (b.fit?.score ?? 0) - (a.fit?.score ?? 0));
    case 'growth':
      // Fastest growing first; a story without a measured growth (one snapshot, no counts) comes last.
      return sorted.sort((a, b) => Number(hasGrowth(b)) - Number(hasGrowth(a)) || (b.growth ?? 0) - (a.growth ?? 0));
  }
}
