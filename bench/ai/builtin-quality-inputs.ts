// Real inputs for the built-in generator's quality check, read from the recorded data next to the
// repository (../shared/data): Reddit post titles and self-texts, RSS and Atom item titles, X trend
// names, home pages run through the website analyzer and Upworthy's A/B-tested headlines. Nothing here
// is copied into the repository; the check reads the files where they are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLightItem } from '../../src/modules/brand-safety/light-news.js';
import { itemSensitivity } from '../../src/modules/brand-safety/sensitivity.js';
import Parser from 'rss-parser';
import { analyzeHeadline } from '../../src/modules/headline-analysis/headline-analysis.js';
import { readWebsite } from '../../src/modules/website/website-extraction.js';
import {
  headlineAlternativesInput,
  type HeadlineAlternativesInput,
} from '../../src/modules/generation/tasks/headline-alternatives.task.js';
import { AI_ITEM_CONTENT_LIMIT, withStoryMarket, type AiTrendingItem } from '../../src/modules/generation/tasks/trending-item.input.js';
import { websiteIdeasInput, type WebsiteIdeasInput } from '../../src/modules/generation/tasks/website-ideas.task.js';

export type RealInputs = {
  /** Reddit posts, news items and X trends, deduplicated by title. */
  items: AiTrendingItem[];
  websites: WebsiteIdeasInput[];
  /** Upworthy headlines with the weaknesses the headline analyzer measures. */
  headlines: HeadlineAlternativesInput[];
  /** The A/B test each headline belongs to: two headlines of one test tell one story. */
  headlineStories: Map<string, string>;
};

type RedditChild = { kind: string; data: { title?: string; selftext?: string; subreddit?: string; ups?: number; num_comments?: number } };

/** Reads every real input the data folder has; a missing sub-folder just contributes nothing. */
export async function loadRealInputs(dataDir: string): Promise<RealInputs> {
  const items = dedupeBy([...redditItems(dataDir), ...(await newsItems(dataDir)), ...trendItems(dataDir)], (item) =>
    item.title.toLowerCase(),
  );
  const { headlines, stories } = upworthyInputs(dataDir);
  return { items, websites: websiteInputs(dataDir), headlines, headlineStories: stories };
}

function filesIn(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .sort()
    .map((file) => path.join(dir, file));
}

/** One fixed publication time: the recorded data is old, and the report must not change from run to run. */
const BENCH_PUBLISHED_AT = '2026-11-27T09:00:00.000Z';

function redditItems(dataDir: string): AiTrendingItem[] {
  return filesIn(path.join(dataDir, 'reddit'), ['.json']).flatMap((file) => {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as
      { data?: { children?: RedditChild[] } } | Array<{ data?: { children?: RedditChild[] } }>;
    const listings = Array.isArray(parsed) ? parsed : [parsed];
    return listings
      .flatMap((listing) => listing.data?.children ?? [])
      .filter((child) => child.kind === 't3' && typeof child.data.title === 'string' && child.data.title.trim() !== '')
      .map(({ data }): AiTrendingItem => {
        const content = data.selftext?.trim() ?? '';
        return withStoryMarket({
          title: data.title!.trim(),
          content: content === '' ? null : content.slice(0, AI_ITEM_CONTENT_LIMIT),
          source: 'reddit',
          subreddit: data.subreddit ?? null,
          publication: null,
          topicName: null,
          engagement: { upvotes: data.ups ?? null, comments: data.num_comments ?? null, shares: null },
          sensitivity: itemSensitivity(data.title!, content),
          light: isLightItem(data.title!, content, { subreddit: data.subreddit ?? null }),
          sourceUrl: null,
          publishedAt: BENCH_PUBLISHED_AT,
        });
      });
  });
}

async function newsItems(dataDir: string): Promise<AiTrendingItem[]> {
  const parser = new Parser();
  const items: AiTrendingItem[] = [];
  for (const folder of ['rss/newspal-2018', 'rss/rss-parser']) {
    for (const file of filesIn(path.join(dataDir, folder), ['.xml', '.rss', '.atom'])) {
      let feed;
      try {
        feed = await parser.parseString(readFileSync(file, 'utf8'));
      } catch {
        continue; // a feed rss-parser cannot read is not the generator's problem
      }
      const publication = feed.title?.trim() || path.basename(file).replace(/\.\w+$/, '');
      for (const entry of feed.items) {
        const title = entry.title?.replace(/\s+/g, ' ').trim();
        if (!title) continue;
        const snippet = entry.contentSnippet?.replace(/\s+/g, ' ').trim() ?? '';
        items.push(
          withStoryMarket({
            title,
            content: snippet === '' ? null : snippet.slice(0, AI_ITEM_CONTENT_LIMIT),
            source: 'news',
            subreddit: null,
            publication,
            topicName: null,
            engagement: { upvotes: null, comments: null, shares: null },
            sensitivity: itemSensitivity(title, snippet),
            light: isLightItem(title, snippet),
            sourceUrl: null,
            publishedAt: BENCH_PUBLISHED_AT,
          }),
        );
      }
    }
  }
  return items;
}

function trendItems(dataDir: string): AiTrendingItem[] {
  return filesIn(path.join(dataDir, 'x-trends'), ['.json']).flatMap((file) => {
    const places = JSON.parse(readFileSync(file, 'utf8')) as Array<{ trends: Array<{ name: string; tweet_volume: number | null }> }>;
    return places.flatMap((place) =>
      place.trends.map((trend): AiTrendingItem =>
        withStoryMarket({
          title: trend.name,
          content: null,
          source: 'x_trending',
          subreddit: null,
          publication: null,
          topicName: null,
          engagement: { upvotes: null, comments: null, shares: trend.tweet_volume },
          sensitivity: itemSensitivity(trend.name, null),
          light: isLightItem(trend.name, null),
          sourceUrl: null,
          publishedAt: BENCH_PUBLISHED_AT,
        }),
      ),
    );
  });
}

function websiteInputs(dataDir: string): WebsiteIdeasInput[] {
  return filesIn(path.join(dataDir, 'websites'), ['.html']).map((file) => {
    const host = path
      .basename(file)
      .replace(/\.html$/, '')
      .replace(/\.icons$/, '')
      .replace(/_443$/, '');
    const { profile, content } = readWebsite(readFileSync(file, 'utf8'), `https://${host}/`);
    return websiteIdeasInput({ ...profile, id: 0, createdAt: '' }, content);
  });
}

function upworthyInputs(dataDir: string): { headlines: HeadlineAlternativesInput[]; stories: Map<string, string> } {
  const file = path.join(dataDir, 'upworthy', 'pairs-train.jsonl');
  const stories = new Map<string, string>();
  if (!existsSync(file)) return { headlines: [], stories };
  const headlines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      const pair = JSON.parse(line) as { test: string; a: string; b: string };
      return [pair.a, pair.b].map((headline) => ({ test: pair.test, headline: headline.replace(/\s+/g, ' ').trim() }));
    })
    .filter(({ headline }) => headline.length >= 3 && headline.length <= 300);
  for (const { test, headline } of headlines) if (!stories.has(headline)) stories.set(headline, test);
  const inputs = dedupeBy(headlines, ({ headline }) => headline.toLowerCase()).map(({ headline }) =>
    headlineAlternativesInput(headline, analyzeHeadline(headline).metrics),
  );
  return { headlines: inputs, stories };
}

function dedupeBy<T>(values: readonly T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
