// Trending items made from the real recordings in ../shared/data (read at run time, never copied into
// the repository), grouped by the day they were recorded: the titles one list would hold together.
// Each source's titles are read the way its connector stores them (a Google Trends query is the title
// and its news articles the content; a Wikipedia article its normalized title and extract).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import type { ItemSource } from '../../src/contracts/trending.contract.js';
import { parseRedditListing } from '../../src/modules/sources/connectors/reddit-listing.parser.js';
import type { StoryItem } from '../../src/modules/trending/story-groups.js';

export const DEFAULT_DATA_DIR = path.resolve('../shared/data');

/** The items of one recorded day (or one recording), and where they come from. */
export type RealDay = { name: string; items: StoryItem[] };

type Draft = { source: ItemSource; title: string; content?: string | null };

const decode = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/<[^>]+>/g, '')
    .trim();

/** Google Trends queries with their articles as content, and each article as a news item of its own. */
function googleTrends(file: string): Draft[] {
  const xml = readFileSync(file, 'utf8');
  const drafts: Draft[] = [];
  for (const [, item] of xml.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const query = decode(/<title>([\s\S]*?)<\/title>/.exec(item)?.[1] ?? '');
    const articles = [...item.matchAll(/<ht:news_item_title>([\s\S]*?)<\/ht:news_item_title>/g)].map((match) => decode(decode(match[1])));
    drafts.push({ source: 'google_trends', title: query, content: articles.join('\n') });
    for (const article of articles) drafts.push({ source: 'news', title: article });
  }
  return drafts;
}

async function feedTitles(file: string): Promise<Draft[]> {
  const parser = new Parser();
  try {
    const feed = await parser.parseString(readFileSync(file, 'utf8'));
    return feed.items.map((item) => ({ source: 'news' as const, title: (item.title ?? '').trim() })).filter((draft) => draft.title);
  } catch {
    return [];
  }
}

type WikiArticle = { normalizedtitle?: string; title?: string; extract?: string; description?: string };

function wikipedia(file: string): Draft[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    articles?: WikiArticle[];
    mostread?: { articles: WikiArticle[] };
    news?: { story: string }[];
  };
  const articles = json.mostread?.articles ?? json.articles ?? [];
  const drafts: Draft[] = articles.map((article) => ({
    source: 'wikipedia',
    title: article.normalizedtitle ?? (article.title ?? '').replace(/_/g, ' '),
    content: article.extract ?? article.description ?? null,
  }));
  // The feed's "In the news" stories, as the headlines a news feed would carry.
  for (const story of json.news ?? []) drafts.push({ source: 'news', title: decode(story.story.replace(/<!--.*?-->/g, '')) });
  return drafts;
}

function hackerNews(file: string): Draft[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { hits: { title: string }[] };
  return json.hits.map((hit) => ({ source: 'hackernews', title: hit.title }));
}

function bluesky(file: string): Draft[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { topics: { topic: string; displayName?: string; description?: string }[] };
  return json.topics.map((topic) => ({ source: 'bluesky', title: topic.displayName ?? topic.topic, content: topic.description ?? null }));
}

function xTrends(file: string): Draft[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { trends: { name: string }[] }[];
  return json[0].trends.map((trend) => ({ source: 'x_trending', title: trend.name }));
}

function reddit(dir: string): Draft[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => parseRedditListing(readFileSync(path.join(dir, file), 'utf8')).posts)
    .map((post) => ({ source: 'reddit', title: post.title, content: post.selftext || null }));
}

/**
 * The recorded days of `dataDir`, null when it does not exist. Items get ids in reading order, scores
 * falling with it and one timestamp, as one stored list would give them.
 */
export async function readRealDays(dataDir: string): Promise<RealDay[] | null> {
  if (!existsSync(dataDir)) return null;
  const sources = path.join(dataDir, 'sources');
  const at = (...parts: string[]) => path.join(...parts);
  const days: { name: string; drafts: Draft[] }[] = [
    {
      name: 'Google Trends US, 2020-10-17 (queries and their articles)',
      drafts: googleTrends(at(sources, 'google-trends', 'google-trends_US_2020-10-17_daily-rss.xml')),
    },
    {
      name: 'Google Trends BD, 2026-02-02 (queries and their articles)',
      drafts: googleTrends(at(sources, 'google-trends', 'google-trends_BD_2026-02-02_trending-rss.xml')),
    },
    {
      name: 'News feeds of 2018-06-23 (BBC, Breitbart, CNBC, CNN, Fox, Guardian, MSNBC, Politico, Reuters, The Hill)',
      drafts: (
        await Promise.all(
          ['bbc', 'breitbart', 'cnbc', 'cnnrss', 'fox_politics', 'guardian', 'msnbc', 'politico', 'reuters', 'thehill'].map((name) =>
            feedTitles(at(dataDir, 'rss', 'newspal-2018', `${name}.xml`)),
          ),
        )
      ).flat(),
    },
    {
      name: 'Wikipedia most read 2017-02-05 and the feed\'s "In the news"',
      drafts: wikipedia(at(sources, 'wikipedia-mostread', 'wikipedia-en_feed-featured_2017-02-05.json')),
    },
    {
      name: 'Wikipedia most read 2016-06-01',
      drafts: wikipedia(at(sources, 'wikipedia-mostread', 'wikipedia-en_mostread_2016-06-01.json')),
    },
    {
      name: 'Unrelated days side by side: HN 2020-07-05, Bluesky 2026-07, X trends 2019-04-19, Reddit listings, news feeds of 2024',
      drafts: [
        ...hackerNews(at(sources, 'hackernews', 'hn-algolia_search-front_page_2020-07-05.json')),
        ...bluesky(at(sources, 'bluesky-trending', 'bluesky_getTrendingTopics_with-descriptions_2026-07.json')),
        ...xTrends(at(dataDir, 'x-trends', 'USTrends.json')),
        ...xTrends(at(dataDir, 'x-trends', 'WWTrends.json')),
        ...reddit(at(dataDir, 'reddit')),
        ...(await feedTitles(at(sources, 'news-rss', 'cnn-topstories_2024-08-08.xml'))),
        ...(await feedTitles(at(sources, 'news-rss', 'nyt-world_2024-08-08.xml'))),
      ],
    },
  ];
  let id = 0;
  return days.map(({ name, drafts }) => ({
    name,
    items: drafts
      .filter((draft) => draft.title)
      .map((draft) => {
        id += 1;
        return {
          id,
          source: draft.source,
          title: draft.title,
          content: draft.content ?? null,
          prScore: 90 - (id % 60),
          timestamp: '2026-02-02T12:00:00.000Z',
        };
      }),
  }));
}
