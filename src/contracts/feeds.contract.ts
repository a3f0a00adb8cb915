// Your own feeds (issue 16): news sites and blogs a person adds on the News Scraper screen, read
// with Top Media on every fetch. Shared by the server and web/; plain TypeScript, no imports.

/** How many feeds one installation follows at most. */
export const MAX_CUSTOM_FEEDS = 100;

/** Longest address accepted in POST /api/feeds. */
export const MAX_FEED_URL_CHARS = 2048;

export type CustomFeed = {
  id: number;
  /** The feed's own address (after redirects): unique, one row per feed. */
  url: string;
  /** The feed's title, read when it was added; its items carry it as their publication. */
  title: string;
  /** The site the feed belongs to (the feed's own link, else the page it was found on); null when unknown. */
  siteUrl: string | null;
  /** A paused feed stays in the list and is not read. */
  paused: boolean;
  /** ISO 8601 time it was added. */
  createdAt: string;
  /** ISO 8601 time of the last fetch that tried to read it; null before the first. */
  lastFetchAt: string | null;
  /** Why the last fetch could not read it, in words; null when it was read. */
  lastError: string | null;
  /** Entries read from it by the last fetch that could read it; null before that. */
  itemCount: number | null;
};

/** POST /api/feeds: a site's address (its feed is found) or a feed's own address. */
export type AddFeedRequest = { url: string };

/** PATCH /api/feeds/:id. */
export type UpdateFeedRequest = { paused: boolean };
