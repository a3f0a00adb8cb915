// Stored rows made from the real recordings of ../shared/data (read at run time, never copied into the
// repository), with what the fit reads: the outlet (as the news connector stores a feed's name), the
// link, the description, the subreddit and its post. News feeds first, then Google Trends queries with
// their articles as the text, then Reddit posts: a list of `count` rows as one fetch would store it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { normalizeRedditPosts, parseRedditListing } from '../../src/modules/sources/connectors/reddit-listing.parser.js';
import type { TrendingItemRow } from '../../src/modules/trending/trending-item.repository.js';

export const DEFAULT_DATA_DIR = path.resolve('../shared/data');

type Draft = Omit<TrendingItemRow, 'id' | 'topic_id' | 'pr_score' | 'timestamp'>;

/** Each recorded feed and the outlet name a feed of it carries. */
const FEEDS: ReadonlyArray<[file: string, publication: string]> = [
  ['rss/newspal-2018/bbc.xml', 'BBC News'],
  ['rss/newspal-2018/guardian.xml', 'The Guardian'],
  ['rss/rss-parser/guardian.rss', 'The Guardian'],
  ['rss/newspal-2018/reuters.xml', 'Reuters'],
  ['rss/newspal-2018/cnbc.xml', 'CNBC'],
  ['rss/newspal-2018/cnnrss.xml', 'CNN'],
  ['rss/newspal-2018/breitbart.xml', 'Breitbart'],
  ['rss/newspal-2018/fox_politics.xml', 'Fox News'],
  ['rss/newspal-2018/mcclatchy.xml', 'McClatchy'],
  ['rss/newspal-2018/msnbc.xml', 'MSNBC'],
  ['rss/newspal-2018/politico.xml', 'Politico'],
  ['rss/newspal-2018/thehill.xml', 'The Hill'],
  ['sources/news-rss/cnn-topstories_2024-08-08.xml', 'CNN'],
  ['sources/news-rss/nyt-world_2024-08-08.xml', 'The New York Times'],
];

const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();

async function feedRows(dataDir: string): Promise<Draft[]> {
  const parser = new Parser();
  const rows: Draft[] = [];
  for (const [file, publication] of FEEDS) {
    try {
      const feed = await parser.parseString(readFileSync(path.join(dataDir, file), 'utf8'));
      for (const entry of feed.items) {
        const title = (entry.title ?? '').trim();
        if (!title) continue;
        rows.push({
          source: 'news',
          subreddit: null,
          publication,
          source_url: entry.link?.trim() ?? null,
          title,
          content: entry.content ?? entry.contentSnippet ?? null,
          upvotes: null,
          comments: null,
          shares: null,
        });
      }
    } catch {
      // A feed that does not parse is left out, as the connector would report it.
    }
  }
  return rows;
}

function googleTrendsRows(dataDir: string): Draft[] {
  const rows: Draft[] = [];
  for (const [file, geo] of [
    ['google-trends_US_2020-10-17_daily-rss.xml', 'US'],
    ['google-trends_BD_2026-02-02_trending-rss.xml', 'BD'],
  ] as const) {
    const xml = readFileSync(path.join(dataDir, 'sources', 'google-trends', file), 'utf8');
    for (const [, item] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
      const title = decode(/<title>([\s\S]*?)<\/title>/.exec(item)?.[1] ?? '');
      const articles = [...item.matchAll(/<ht:news_item_title>([\s\S]*?)<\/ht:news_item_title>/g)].map((match) => decode(decode(match[1])));
      rows.push({
        source: 'google_trends',
        subreddit: null,
        publication: `Google Trends (${geo})`,
        source_url: null,
        title,
        content: articles.join('\n') || null,
        upvotes: null,
        comments: null,
        shares: 20_000,
      });
    }
  }
  return rows;
}

function redditRows(dataDir: string): Draft[] {
  const dir = path.join(dataDir, 'reddit');
  const posts = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => parseRedditListing(readFileSync(path.join(dir, file), 'utf8')).posts);
  return normalizeRedditPosts(posts, { minUpvotes: 0, notBeforeUtcSeconds: null }).map((item) => ({
    source: 'reddit',
    subreddit: item.subreddit,
    publication: null,
    source_url: item.sourceUrl,
    title: item.title,
    content: item.content,
    upvotes: item.upvotes,
    comments: item.comments,
    shares: null,
  }));
}

/** `count` real rows (fewer when the recordings hold fewer), null when `dataDir` does not exist. */
export async function readRealFitRows(dataDir: string, count: number): Promise<TrendingItemRow[] | null> {
  if (!existsSync(dataDir)) return null;
  const drafts = [...(await feedRows(dataDir)), ...googleTrendsRows(dataDir), ...redditRows(dataDir)];
  const seen = new Set<string>();
  return drafts
    .filter((draft) => !seen.has(draft.title) && seen.add(draft.title))
    .slice(0, count)
    .map((draft, index) => ({
      ...draft,
      id: index + 1,
      topic_id: null,
      pr_score: 90 - (index % 60),
      timestamp: '2026-02-02T12:00:00.000Z',
    }));
}
