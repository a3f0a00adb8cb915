// Finding the RSS or Atom feed of a site (POST /api/feeds): the address itself when it is a feed,
// else the feeds its page announces in <link rel="alternate"> tags, else the paths where blog engines
// and news sites put theirs. Every candidate must parse as a feed before it is taken. The pages are
// fetched by the caller's `fetchPage` (the guarded upstream client in production), so this file knows
// no network and its specs run on fixtures.
import { load } from 'cheerio';
import Parser from 'rss-parser';
import { AppException } from '../../common/errors/app.exception.js';
import { safeHttpLink } from '../../platform/http/safe-link.js';

/** One answer of `fetchPage`: the address after redirects, its status, media type (lower case, no parameters) and text. */
export type FeedPageAnswer = { url: string; status: number; contentType: string; body: string };

/**
 * GETs one address. Throws an AppException in the user's words when no answer came (refused address,
 * unreachable, too slow); non-2xx answers are returned.
 */
export type FeedPageFetcher = (url: string) => Promise<FeedPageAnswer>;

export type DiscoveredFeed = {
  /** The feed's own address, after redirects. */
  url: string;
  title: string;
  /** The site the feed belongs to; null when neither the feed nor the page says. */
  siteUrl: string | null;
};

/** Paths tried on the site's origin when its page announces no feed, most common first. */
export const COMMON_FEED_PATHS = ['/feed', '/rss', '/rss.xml', '/feed.xml', '/atom.xml', '/index.xml', '/feeds/posts/default'] as const;

/** Link tags tried at most: a page lists its main feed first, then comment and category feeds. */
const MAX_LINK_CANDIDATES = 3;
const FEED_LINK_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/rdf+xml']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** Longest title kept; feed titles are a name, not a paragraph. */
const TITLE_CHARS = 200;

const parser = new Parser();

/**
 * Finds the feed behind `start` (already normalised). Returns null when none is found.
 * @throws AppException when the address itself cannot be fetched or answers with an error status
 */
export async function discoverFeed(start: URL, fetchPage: FeedPageFetcher): Promise<DiscoveredFeed | null> {
  const page = await fetchPage(start.href);
  if (page.status < 200 || page.status > 299) {
    throw pageStatusError(new URL(page.url).host, page.status);
  }
  const tried = new Set([start.href, page.url]);

  // Taken by what it is, not what it is labelled: feeds are served as text/xml, text/plain, even text/html.
  const direct = await readFeed(page.body, page.url);
  if (direct) return { url: page.url, title: direct.title, siteUrl: direct.siteUrl ?? new URL('/', page.url).href };

  if (HTML_TYPES.has(page.contentType) || looksLikeHtml(page.body)) {
    for (const candidate of feedLinks(page.body, page.url).slice(0, MAX_LINK_CANDIDATES)) {
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      const found = await tryCandidate(candidate, fetchPage);
      if (found) return { ...found, siteUrl: found.siteUrl ?? page.url };
    }
  }

  // The common paths at once (a slow site costs one wait, not seven); the first in the list wins.
  const paths = COMMON_FEED_PATHS.map((path) => new URL(path, page.url).href).filter((candidate) => !tried.has(candidate));
  const answers = await Promise.all(paths.map((candidate) => tryCandidate(candidate, fetchPage)));
  const found = answers.find((answer) => answer !== null);
  return found ? { ...found, siteUrl: found.siteUrl ?? new URL('/', page.url).href } : null;
}

/**
 * The addresses of the RSS and Atom feeds a page announces in `<link rel="alternate">` tags, in
 * document order, resolved against the page's `<base href>` or its own address; http(s) only.
 */
export function feedLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const base = safeHttpLink($('base[href]').first().attr('href'), pageUrl) ?? pageUrl;
  const links: string[] = [];
  $('link[rel][href]').each((_index, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    const type = ($(element).attr('type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!rel.includes('alternate') || !FEED_LINK_TYPES.has(type)) return;
    const href = safeHttpLink($(element).attr('href'), base);
    if (href && !links.includes(href)) links.push(href);
  });
  return links;
}

/** The feed's title and site when `text` parses as RSS or Atom with a title or at least one entry; else null. */
export async function readFeed(text: string, feedUrl: string): Promise<{ title: string; siteUrl: string | null } | null> {
  if (!/^\s*(<\?xml|<!--|<rss|<feed|<rdf:RDF)/i.test(text.replace(/^\uFEFF/, ''))) return null;
  let feed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    feed = await parser.parseString(text);
  } catch {
    return null;
  }
  const title = plainTitle(feed.title);
  if (title === null && feed.items.length === 0) return null;
  const site = safeHttpLink(feed.link, feedUrl);
  return { title: title ?? new URL(feedUrl).hostname, siteUrl: site === feedUrl ? null : site };
}

async function tryCandidate(url: string, fetchPage: FeedPageFetcher): Promise<DiscoveredFeed | null> {
  let answer: FeedPageAnswer;
  try {
    answer = await fetchPage(url);
  } catch {
    // A candidate that cannot be fetched (refused, unreachable, too slow) is simply not the feed.
    return null;
  }
  if (answer.status < 200 || answer.status > 299) return null;
  const feed = await readFeed(answer.body, answer.url);
  return feed ? { url: answer.url, ...feed } : null;
}

/** A feed's title as one line of plain text (feeds double-escape: "News &amp;amp; Views"); null when empty. */
function plainTitle(raw: string | undefined): string | null {
  if (!raw) return null;
  const text = (/[<&]/.test(raw) ? load(raw, null, false).root().text() : raw).replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text.length <= TITLE_CHARS ? text : `${text.slice(0, TITLE_CHARS - 1).trimEnd()}…`;
}

function looksLikeHtml(body: string): boolean {
  return /<(!doctype html|html|head)\b/i.test(body.slice(0, 2048));
}

function pageStatusError(host: string, status: number): AppException {
  if (status >= 500) return new AppException('upstream-failed', `${host} is down right now (error ${status}). Try again later.`);
  if (status === 404 || status === 410) {
    return new AppException('invalid-input', `${host} has no page at that address (error ${status}). Check the address.`);
  }
  if (status === 401 || status === 403) return new AppException('invalid-input', `${host} turned the request away (error ${status}).`);
  if (status === 429) return new AppException('upstream-failed', `${host} is limiting requests right now (error 429). Try again later.`);
  return new AppException('invalid-input', `${host} answered with error ${status}.`);
}
