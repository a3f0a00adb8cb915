// The real inputs of the quality bench, read where they lie in the recorded data (../shared/data):
// everything bench/ai/builtin-quality-inputs.ts reads (Reddit, RSS, X trends, home pages, Upworthy)
// plus the keyless trend sources of data/sources: Google Trends with its news bundles, the Hacker News
// front page, Wikipedia's most read and "in the news", and the 2024 CNN and New York Times feeds, which
// carry many war and death stories. Nothing is copied into the repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { isLightItem } from '../../src/modules/brand-safety/light-news.js';
import { itemSensitivity } from '../../src/modules/brand-safety/sensitivity.js';
import { AI_ITEM_CONTENT_LIMIT, withStoryMarket, type AiTrendingItem } from '../../src/modules/generation/tasks/trending-item.input.js';
import { loadRealInputs, type RealInputs } from '../ai/builtin-quality-inputs.js';

/** Where an item came from: the sample takes a share of each family so no source drowns the rest. */
export type SourceFamily = 'reddit' | 'rss' | 'x-trends' | 'google-trends' | 'google-news' | 'hackernews' | 'wikipedia' | 'news-2024';

export type BenchItem = { family: SourceFamily; item: AiTrendingItem };

export type QualityInputs = Omit<RealInputs, 'items'> & { items: BenchItem[] };

/** A family contributes at most this many ordinary items to the sample. */
export const FAMILY_SAMPLE = 60;
/** The sample's size: a run over it takes seconds, not minutes. */
export const ITEM_SAMPLE = 150;
/** Half the sample is sensitive news (the data holds over 300 such items, the 2024 feeds dozens). */
export const SENSITIVE_SAMPLE = 75;

/** Reads every source and takes the fixed sample the bench runs on. */
export async function loadQualityInputs(dataDir: string): Promise<QualityInputs> {
  const real = await loadRealInputs(dataDir);
  const legacy = real.items.map((item): BenchItem => ({
    family: item.source === 'reddit' ? 'reddit' : item.source === 'x_trending' ? 'x-trends' : 'rss',
    item,
  }));
  const sources = path.join(dataDir, 'sources');
  const all = [
    ...legacy,
    ...googleTrendsItems(path.join(sources, 'google-trends')),
    ...hackerNewsItems(path.join(sources, 'hackernews')),
    ...wikipediaItems(path.join(sources, 'wikipedia-mostread')),
    ...(await news2024Items(path.join(sources, 'news-rss'))),
  ];
  return { ...real, items: sampleItems(all) };
}

/**
 * Sensitive items first (they are what brand safety is judged on), then ordinary ones; each taken in
 * turn from every family, each family capped, in file order: the same sample on every run.
 */
export function sampleItems(all: readonly BenchItem[]): BenchItem[] {
  const unique = dedupe(all);
  const isSensitiveItem = ({ item }: BenchItem) => itemSensitivity(item.title, item.content).length > 0;
  const sensitive = roundRobin(unique.filter(isSensitiveItem), SENSITIVE_SAMPLE);
  return [
    ...sensitive,
    ...roundRobin(
      unique.filter((entry) => !isSensitiveItem(entry)),
      ITEM_SAMPLE - sensitive.length,
    ),
  ];
}

/** Up to `limit` items, one from each family in turn, at most FAMILY_SAMPLE from any one family. */
function roundRobin(items: readonly BenchItem[], limit: number): BenchItem[] {
  const queues = new Map<SourceFamily, BenchItem[]>();
  for (const entry of items) queues.set(entry.family, [...(queues.get(entry.family) ?? []), entry]);
  const taken: BenchItem[] = [];
  for (let round = 0; round < FAMILY_SAMPLE; round += 1) {
    for (const queue of queues.values()) {
      if (taken.length < limit && queue[round]) taken.push(queue[round]!);
    }
  }
  return taken;
}

function dedupe(items: readonly BenchItem[]): BenchItem[] {
  const seen = new Set<string>();
  return items.filter(({ item }) => {
    const key = item.title.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function filesIn(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .sort()
    .map((file) => path.join(dir, file));
}

function newsItem(
  title: string,
  content: string | null,
  publication: string,
  engagement: Partial<AiTrendingItem['engagement']> = {},
): AiTrendingItem {
  const text = content?.replace(/\s+/g, ' ').trim() ?? '';
  return withStoryMarket({
    title: title.replace(/\s+/g, ' ').trim(),
    content: text === '' ? null : text.slice(0, AI_ITEM_CONTENT_LIMIT),
    source: 'news',
    subreddit: null,
    publication,
    topicName: null,
    engagement: { upvotes: engagement.upvotes ?? null, comments: engagement.comments ?? null, shares: engagement.shares ?? null },
    sensitivity: itemSensitivity(title, content),
    light: isLightItem(title, content),
    sourceUrl: null,
    publishedAt: '2026-11-27T09:00:00.000Z',
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** XML text with entities decoded twice: Google Trends escapes its snippets' entities once more. */
function xmlText(raw: string | undefined): string {
  let text = (raw ?? '').replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  for (let pass = 0; pass < 2; pass += 1) text = text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!);
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function tag(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
}

/**
 * Each Google Trends trend, and each of its news items as the news connector stores a Google News
 * entry: the lead headline as title and its publisher as publication ("Headline - Publisher" split,
 * the related-coverage list dropped; see news.connector.ts).
 */
export function googleTrendsItems(dir: string): BenchItem[] {
  return filesIn(dir, '.xml').flatMap((file) => {
    const xml = readFileSync(file, 'utf8');
    return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].flatMap(([, body]): BenchItem[] => {
      const title = xmlText(tag(body!, 'title'));
      if (!title) return [];
      const traffic = xmlText(tag(body!, 'ht:approx_traffic'));
      const related = xmlText(tag(body!, 'description'));
      const trend: BenchItem = {
        family: 'google-trends',
        item: newsItem(title, [related, traffic ? `${traffic} searches` : ''].filter(Boolean).join('. '), 'Google Trends'),
      };
      const news = [...body!.matchAll(/<ht:news_item>([\s\S]*?)<\/ht:news_item>/g)].flatMap(([, entry]): BenchItem[] => {
        const headline = xmlText(tag(entry!, 'ht:news_item_title'));
        const publisher = xmlText(tag(entry!, 'ht:news_item_source'));
        if (!headline) return [];
        return [
          { family: 'google-news', item: newsItem(headline, xmlText(tag(entry!, 'ht:news_item_snippet')), publisher ?? 'Google News') },
        ];
      });
      return [trend, ...news];
    });
  });
}

type HnHit = { title?: string | null; story_text?: string | null; points?: number | null; num_comments?: number | null };

export function hackerNewsItems(dir: string): BenchItem[] {
  return filesIn(dir, '.json').flatMap((file) => {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { hits?: HnHit[] };
    return (parsed.hits ?? [])
      .filter((hit) => hit.title)
      .map((hit): BenchItem => ({
        family: 'hackernews',
        item: newsItem(hit.title!, hit.story_text ?? null, 'Hacker News', {
          upvotes: hit.points ?? null,
          comments: hit.num_comments ?? null,
        }),
      }));
  });
}

type WikiArticle = { normalizedtitle?: string; description?: string; extract?: string; views?: number };

/** Most-read articles (title + short description) and the "in the news" stories of the featured feed. */
export function wikipediaItems(dir: string): BenchItem[] {
  return filesIn(dir, '.json').flatMap((file) => {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      articles?: WikiArticle[];
      mostread?: { articles?: WikiArticle[] };
      news?: Array<{ story?: string }>;
    };
    const articles = parsed.articles ?? parsed.mostread?.articles ?? [];
    const mostRead = articles
      .filter((article) => article.normalizedtitle && article.normalizedtitle !== 'Main Page')
      .map((article): BenchItem => ({
        family: 'wikipedia',
        item: newsItem(article.normalizedtitle!, [article.description, article.extract].filter(Boolean).join('. '), 'Wikipedia'),
      }));
    const stories = (parsed.news ?? [])
      .map((story) => xmlText(story.story))
      .filter((story) => story !== '')
      .map((story): BenchItem => ({ family: 'wikipedia', item: newsItem(story, null, 'Wikipedia') }));
    return [...mostRead, ...stories];
  });
}

export async function news2024Items(dir: string): Promise<BenchItem[]> {
  const parser = new Parser();
  const items: BenchItem[] = [];
  for (const file of filesIn(dir, '.xml')) {
    const feed = await parser.parseString(readFileSync(file, 'utf8'));
    const publication = /nyt/i.test(path.basename(file))
      ? 'The New York Times'
      : /cnn/i.test(path.basename(file))
        ? 'CNN'
        : (feed.title?.trim() ?? 'News');
    for (const entry of feed.items) {
      if (entry.title?.trim()) items.push({ family: 'news-2024', item: newsItem(entry.title, entry.contentSnippet ?? null, publication) });
    }
  }
  return items;
}
