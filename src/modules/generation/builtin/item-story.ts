// Reads a trending item once for the generators that work from one (angles, pitch, campaign): what it is
// about, its beat and regions, and where the conversation happens.
import type { PrCategoryId } from '../../../contracts/ideas.contract.js';
import { ITEM_SOURCE_LABELS } from '../../../contracts/trending.contract.js';
import { canonicalJson } from '../../../platform/ai/generation-cache.js';
import { isGrave, sensitivityEvidence } from '../../brand-safety/index.js';
import type { AiTrendingItem } from '../tasks/trending-item.input.js';
import { classifyBeat } from './beat-classifier.js';
import { rankCategories } from './category-ranking.js';
import { audiencesFor, type Beat } from './knowledge/beats.js';
import type { DataSource } from './knowledge/data-sources.js';
import { regionsMentioned, type RegionKey } from './knowledge/regions.js';
import { capitalize, type Slots } from './knowledge/slots.js';
import { SeededRandom } from './seeded-random.js';
import { analysisSlots, audienceIn, dataSourcesFor, phraseSlots, regionWording, type PhraseSlots } from './slot-builder.js';
import { analyzeText, type TextAnalysis } from './text-analysis.js';

export type ItemStory = {
  analysis: TextAnalysis;
  beat: Beat;
  regions: RegionKey[];
  slots: Slots;
  dataSources: DataSource[];
  categories: PrCategoryId[];
  random: SeededRandom;
};

/**
 * The seed of an item's choices: what the story says, not when or where it was fetched from, so a
 * story keeps its drafts when its link or date changes (and kept them when those joined the input).
 */
export function itemSeed(item: AiTrendingItem): string {
  return canonicalJson({ ...item, sourceUrl: undefined, publishedAt: undefined, country: undefined, targetMarket: undefined });
}

/** Reads an item; `purpose` keeps the seeds of different tasks on the same item apart. */
export function readItemStory(item: AiTrendingItem, purpose: string): ItemStory {
  const random = new SeededRandom(`${purpose}|${itemSeed(item)}`);
  const analysis = analyzeText(item.title, item.content);
  const beat = classifyBeat(analysis.words, { subreddit: item.subreddit, topicName: item.topicName });
  // The story's market (market/story-market.ts) when it has one, as the prompts name it; a story no
  // country claims keeps the places it mentions, else the UK and the US.
  const mentioned = regionsMentioned(`${item.title} ${item.content ?? ''} ${item.publication ?? ''}`);
  const regions: RegionKey[] = item.targetMarket !== 'global' ? [item.targetMarket] : mentioned.length > 0 ? mentioned : ['UK', 'US'];
  const wording = regionWording(regions);
  const dataSources = dataSourcesFor(beat.themes, analysis.words, regions, random, 3);
  const platform = platformOf(item);
  const regionNames = new Set(['uk', 'us', 'usa', 'britain', 'america', 'united states', 'united kingdom', 'england']);
  const place = analysis.places.find((name) => !regionNames.has(name.toLowerCase())) ?? wording.name;

  const slots: Slots = {
    ...subjectSlots(item, analysis),
    audience: audienceIn(random.pick(audiencesFor(beat, analysis.words)), regions),
    people: wording.people,
    place,
    region: wording.name,
    number: analysis.numbers[0] ?? null,
    brand: 'your brand',
    expert: random.pick(beat.spokespeople),
    dataSource: dataSources[0]?.name ?? 'Google Trends',
    platform,
    beat: beat.label,
    comments: item.engagement.comments,
    count: random.int(5, 12),
    sample: random.pick(['1,000', '1,500', '2,000', '2,500', '3,000']),
  };
  return {
    analysis,
    beat,
    regions,
    slots,
    dataSources,
    categories: rankCategories({ beat: beat.key, analysis, source: item.source, comments: item.engagement.comments }, random),
    random,
  };
}

/**
 * Where the item is talked about, as running text names it ("on r/technology", "on Google"). A trend
 * list is named by its platform, never by its publication label ("Wikipedia (en)", "Google Trends (US)"):
 * it is where people search and read, not an outlet running the story.
 */
function platformOf(item: AiTrendingItem): string {
  switch (item.source) {
    case 'reddit':
      return item.subreddit ? `r/${item.subreddit}` : 'Reddit';
    case 'x_trending':
      return 'X';
    case 'google_trends':
      return 'Google';
    case 'news':
      return item.publication ? publicationName(item.publication) : 'the news';
    default:
      return ITEM_SOURCE_LABELS[item.source];
  }
}

/** A feed's title as a sentence names the outlet: "reddit: the front page of the internet" → "Reddit", "BBC News - Home" → "BBC News". */
function publicationName(publication: string): string {
  const name = publication.split(/\s*[:|]\s+|\s+[-–—]\s+/)[0]!.trim() || publication.trim();
  return name.length <= 40 ? capitalize(name) : capitalize(name.slice(0, 40).replace(/\s+\S*$/, ''));
}

/** Words that describe a person, not what happened to them. */
const PERSON_DESCRIPTOR =
  /\b(?:teen|teenager|boy|girl|man|woman|child|children|kid|toddler|baby|mother|father|mum|mom|dad|student|pupil|victim|person|people|family|worker|driver|homeowner|resident|officer)s?$/i;
/** Events a grave story can be named by instead: "the shooting", not "the black teen". */
const EVENT_NOUNS = new Set([
  'shooting',
  'stabbing',
  'explosion',
  'earthquake',
  'flood',
  'flooding',
  'wildfire',
  'fire',
  'crash',
  'attack',
  'murder',
  'killing',
  'massacre',
  'collapse',
  'tsunami',
  'hurricane',
  'tornado',
  'bombing',
  'riot',
  'derailment',
]);

/**
 * The subject slots of an item. On a grave story they name the event, never the people it happened to
 * by a descriptor: "With the black teen in the news" and "Black Teen in Context" reduced a victim to his
 * skin colour. Every generator reads these slots, so angles, pitches and campaigns all say "the shooting".
 */
function subjectSlots(item: AiTrendingItem, analysis: TextAnalysis): PhraseSlots {
  const slots = analysisSlots(analysis);
  if (!isGrave(item.sensitivity) || !PERSON_DESCRIPTOR.test(analysis.subject)) return slots;
  const event = sensitivityEvidence(item.title)
    .map(([, phrase]) => phrase.toLowerCase())
    .find((phrase) => EVENT_NOUNS.has(phrase));
  const { subject, theSubject, subjectLabel, subjectKind } = phraseSlots(event ?? 'story');
  return { ...slots, subject, theSubject, subjectLabel, subjectKind };
}
