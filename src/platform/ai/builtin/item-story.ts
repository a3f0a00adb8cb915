// Reads a trending item once for the generators that work from one (angles, pitch, campaign): what it is
// about, its beat and regions, where the conversation happens and how big it is.
import type { PrCategoryId } from '../../../contracts/ideas.contract.js';
import { canonicalJson } from '../generation-cache.js';
import type { AiTrendingItem } from '../tasks/trending-item.input.js';
import { classifyBeat } from './beat-classifier.js';
import { rankCategories } from './category-ranking.js';
import type { Beat } from './knowledge/beats.js';
import type { DataSource } from './knowledge/data-sources.js';
import { regionsMentioned, type RegionKey } from './knowledge/regions.js';
import type { Slots } from './knowledge/slots.js';
import { SeededRandom } from './seeded-random.js';
import { audienceIn, dataSourcesFor, formatCount, regionWording } from './slot-builder.js';
import { analyzeText, type TextAnalysis } from './text-analysis.js';

export type ItemStory = {
  analysis: TextAnalysis;
  beat: Beat;
  regions: RegionKey[];
  slots: Slots;
  dataSources: DataSource[];
  /** "the r/technology post has 12,400 upvotes and 1,900 comments" */
  conversation: string;
  categories: PrCategoryId[];
  random: SeededRandom;
};

/** Reads an item; `purpose` keeps the seeds of different tasks on the same item apart. */
export function readItemStory(item: AiTrendingItem, purpose: string): ItemStory {
  const random = new SeededRandom(`${purpose}|${canonicalJson(item)}`);
  const analysis = analyzeText(item.title, item.content);
  const beat = classifyBeat(analysis.words, { subreddit: item.subreddit, topicName: item.topicName });
  const mentioned = regionsMentioned(`${item.title} ${item.content ?? ''} ${item.publication ?? ''}`);
  const regions: RegionKey[] = mentioned.length > 0 ? mentioned : ['UK', 'US'];
  const wording = regionWording(regions);
  const dataSources = dataSourcesFor(beat.themes, analysis.words, regions, random, 3);
  const platform = platformOf(item);
  const regionNames = new Set(['uk', 'us', 'usa', 'britain', 'america', 'united states', 'united kingdom', 'england']);
  const place = analysis.places.find((name) => !regionNames.has(name.toLowerCase())) ?? wording.name;

  const slots: Slots = {
    subject: analysis.subject,
    topic: analysis.topic,
    audience: audienceIn(random.pick(beat.audiences), regions),
    people: wording.people,
    place,
    region: wording.name,
    number: analysis.numbers[0] ?? null,
    brand: 'your brand',
    expert: random.pick(beat.spokespeople),
    dataSource: dataSources[0]?.name ?? 'Google Trends',
    platform,
    beat: beat.label,
    count: random.int(5, 12),
    sample: random.pick(['1,000', '1,500', '2,000', '2,500', '3,000']),
  };
  return {
    analysis,
    beat,
    regions,
    slots,
    dataSources,
    conversation: conversationOf(item, platform),
    categories: rankCategories(
      { beat: beat.key, analysis, source: item.source, comments: item.engagement.comments },
      random,
    ),
    random,
  };
}

function platformOf(item: AiTrendingItem): string {
  if (item.source === 'reddit') return item.subreddit ? `r/${item.subreddit}` : 'Reddit';
  if (item.source === 'x_trending') return 'X';
  return item.publication ?? 'the news';
}

function conversationOf(item: AiTrendingItem, platform: string): string {
  const { upvotes, comments, shares } = item.engagement;
  const counts = [
    upvotes ? `${formatCount(upvotes)} upvotes` : null,
    comments ? `${formatCount(comments)} comments` : null,
    shares ? `${formatCount(shares)} ${item.source === 'x_trending' ? 'posts' : 'shares'}` : null,
  ].filter((count): count is string => count !== null);
  const quoted = `"${shortTitle(item.title)}"`;
  if (item.source === 'x_trending') {
    return counts.length > 0 ? `${quoted} is trending on X with ${counts.join(' and ')}` : `${quoted} is trending on X`;
  }
  if (item.source === 'reddit') {
    return counts.length > 0
      ? `the ${platform} post ${quoted} has ${counts.join(' and ')}`
      : `the ${platform} post ${quoted} is climbing fast`;
  }
  return `${platform} is running ${quoted}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`;
}

/** The first words of a title, cut at a word boundary, with double quotes made single for quoting. */
function shortTitle(title: string, max = 80): string {
  const clean = title.replace(/\s+/g, ' ').trim().replace(/["“”]/g, "'");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max).replace(/[,;:.\s]+$/, '')}...`;
}
