// One plan per trending item, seeded by the item alone: the angles, each angle's pitch and the item's
// campaign all read the same spokesperson, audience, data source and outlets from it, so they never
// contradict each other. It also holds what only this item has: its news line, its verifiable fact
// with its source, its real figures and counts, and its sensitivity.
import { isGrave, reportsPeopleAtRisk } from '../../brand-safety/index.js';
import { APPROXIMATE_SHARES_SOURCES, COUNT_NOUNS, type SensitivityKind } from '../../../contracts/trending.contract.js';
import type { StoryPlan } from '../tasks/story-plan.js';
import { clientDataLabel, spokespersonLabel } from '../tasks/client-brief.js';
import type { AiTrendingItem } from '../tasks/trending-item.input.js';
import { itemSeed, readItemStory, type ItemStory } from './item-story.js';
import { BEATS, type Beat } from './knowledge/beats.js';
import { regionsMentioned } from './knowledge/regions.js';
import { SeededRandom } from './seeded-random.js';
import { curlSingleQuotes, formatCount, publicationsFor, shortTitle } from './slot-builder.js';
import { storyFigures, type StoryFigure } from './story-figures.js';

/** Who speaks on sensitive news: an independent, qualified voice, never a product person. */
const SENSITIVE_SPOKESPEOPLE: Readonly<Record<string, string>> = {
  'suicide-self-harm': 'a mental health clinician we work with',
  'serious-illness': 'a medical adviser we work with',
  'partisan-politics': 'our head of public policy',
  'war-terror': 'our head of risk',
  disaster: 'our head of safety',
  death: 'our head of community',
  violence: 'our head of safety',
  abuse: 'a safeguarding adviser we work with',
  hardship: 'a housing and welfare adviser we work with',
};

/**
 * Real public data on the sensitive kinds, UK and US first: context for an explainer must come from
 * the statistics of the thing itself (a hurricane gets weather records, not a price index).
 */
const SENSITIVE_DATA_SOURCES: Readonly<Record<SensitivityKind, { UK: string; US: string; global: string }>> = {
  death: { UK: 'ONS deaths registered in England and Wales', US: 'CDC WONDER mortality data', global: 'WHO mortality database' },
  violence: { UK: 'ONS Crime Survey for England and Wales', US: 'FBI Crime Data Explorer', global: 'UNODC homicide statistics' },
  disaster: {
    UK: 'Met Office climate and weather records',
    US: 'NOAA National Centers for Environmental Information',
    global: 'EM-DAT international disaster database',
  },
  'war-terror': {
    UK: 'House of Commons Library briefings',
    US: 'Congressional Research Service reports',
    global: 'UNHCR refugee statistics',
  },
  'suicide-self-harm': { UK: 'ONS suicides in England and Wales', US: 'CDC WONDER mortality data', global: 'WHO suicide data' },
  abuse: {
    UK: 'ONS Crime Survey for England and Wales',
    US: 'US Department of Justice Bureau of Justice Statistics',
    global: 'UNICEF child protection data',
  },
  hardship: {
    UK: 'MHCLG statutory homelessness statistics and DWP Households Below Average Income',
    US: 'HUD Annual Homelessness Assessment Report and Census Bureau poverty data',
    global: 'UNHCR refugee statistics and World Bank poverty data',
  },
  'serious-illness': { UK: 'NHS England statistics', US: 'CDC data and statistics', global: 'WHO Global Health Observatory' },
  'partisan-politics': { UK: 'House of Commons Library briefings', US: 'Pew Research Center', global: 'OECD government at a glance' },
};

/** Weather records fit a storm or a flood; an explosion or a mine collapse is in the disaster database. */
const WEATHER =
  /\b(?:storms?|floods?|flooding|hurricanes?|heat ?waves?|heat|rain|rainfall|wildfires?|bushfires?|drought|snow|tornado(?:es)?|typhoons?|cyclones?)\b/i;

function sensitiveDataSource(item: AiTrendingItem, lead: SensitivityKind, region: 'UK' | 'US' | 'global'): string {
  if (lead === 'disaster' && !WEATHER.test(`${item.title} ${item.content ?? ''}`)) return SENSITIVE_DATA_SOURCES.disaster.global;
  return SENSITIVE_DATA_SOURCES[lead][region];
}

/** Who a sensitive story is for: the people it touches, not a marketing segment. */
const SENSITIVE_AUDIENCES: Readonly<Record<SensitivityKind, string>> = {
  death: 'readers',
  violence: 'people in the area',
  disaster: 'people in the affected area',
  'war-terror': 'people with family in the region',
  'suicide-self-harm': 'people who are struggling and those around them',
  abuse: 'survivors and parents',
  hardship: 'people in need and those who support them',
  'serious-illness': 'patients and their families',
  'partisan-politics': 'voters',
};

export type ItemPlan = {
  story: ItemStory;
  beat: Beat;
  /** The plan without its tactic; each angle adds one. */
  base: Omit<StoryPlan, 'tactic'>;
  /** The story as the item tells it, for a quoted reference: 'Apple launches free repair program'. */
  quotedTitle: string;
  /** One verifiable fact from the item with its source: 'CNBC reports "Apple launches ..."'. */
  fact: string;
  /** Where the conversation is: "r/technology", "X", "CNBC". */
  platform: string;
  /** The real counts, written out ("12,400 upvotes and 1,900 comments"), or null when the item has none. */
  counts: string | null;
  figures: StoryFigure[];
  sensitive: boolean;
  /** Recognised as light news (item.light, never sensitive): only then are playful kinds offered. */
  light: boolean;
  grave: boolean;
  /** The item reports people hurt, displaced or in danger: someone practical advice or help is for. */
  peopleAtRisk: boolean;
  contacts: string[];
};

/** Reads an item and fixes its plan; the same item always gives the same plan, whatever asks. */
export function planItem(item: AiTrendingItem): ItemPlan {
  const story = readItemStory(item, 'plan');
  const random = new SeededRandom(`plan|${itemSeed(item)}`);
  const sensitive = item.sensitivity.length > 0;
  const grave = isGrave(item.sensitivity);
  // A tragedy goes to news desks, not the lifestyle or sport pages its words happen to match.
  const beat = grave ? BEATS.general : item.sensitivity.includes('partisan-politics') ? BEATS.politics : story.beat;
  const lead = item.sensitivity[0];
  // A story about somewhere else (Bulawayo, Hualien) gets the international source, not a UK default.
  const abroad = story.analysis.places.length > 0 && regionsMentioned(`${item.title} ${story.analysis.places.join(' ')}`).length === 0;
  const region = abroad ? 'global' : (story.regions.find((key) => key === 'UK' || key === 'US') ?? 'global');
  const figures = storyFigures(item.title, item.content);
  // A client's own person speaks for it, whatever the story; the tables' roles are for no client.
  const clientPerson = item.client?.spokesperson ? spokespersonLabel(item.client.spokesperson, item.client.name) : null;
  const spokesperson =
    clientPerson ??
    (sensitive ? (SENSITIVE_SPOKESPEOPLE[item.sensitivity[0]!] ?? 'an independent expert we work with') : random.pick(beat.spokespeople));
  // A source whose keywords the item shares; otherwise search interest, which fits any topic, rather
  // than an unrelated statistic ("energy price cap figures" for a post about a film).
  const fitting = story.dataSources.find((source) => source.keywords.some((keyword) => story.analysis.words.has(keyword)));
  const clientData = item.client?.asset && !lead ? clientDataLabel(item.client.name, item.client.asset) : null;
  const dataSource = clientData ?? (lead ? sensitiveDataSource(item, lead, region) : (fitting?.name ?? 'Google Trends'));
  const audience = lead ? SENSITIVE_AUDIENCES[lead] : story.slots.audience;
  const outlets = publicationsFor(beat, story.regions, random, 4);
  const platform = story.slots.platform;
  const counts = countsOf(item);
  // Post tags ("[OC]", "[Serious]") are Reddit's bookkeeping, not part of the story.
  // Inner quotes curled so the title can sit inside straight ones.
  // A title that is one quotation ('This is what surviving Auschwitz taught me') loses its own marks:
  // our quotes around it are enough.
  const quotedTitle = curlSingleQuotes(shortTitle(item.title.replace(/^\s*(?:\[[^\]]{1,20}\]\s*)+/, ''), 110))
    .replace(/\.\.\.$/, '…')
    .replace(/^‘([^‘’]+)’$/, '$1');
  const contacts = grave ? ['News desk', random.pick(beat.contacts)] : random.sample(beat.contacts, 2);

  // A picture or clip with a caption is no news story: nothing to react to or explain.
  if (isPicturePost(item)) story.slots.form = 'personal';
  story.slots.expert = spokesperson;
  story.slots.audience = audience;
  story.slots.beat = beat.label;
  story.slots.dataSource = dataSource;
  story.slots.number = figures[0]?.value ?? null;

  return {
    story,
    beat,
    base: {
      newsLine: newsLineOf(item, platform, counts, quotedTitle),
      spokesperson,
      audience,
      dataSource,
      outlets,
    },
    quotedTitle,
    fact: factOf(item, platform, counts, quotedTitle),
    platform,
    counts,
    figures,
    sensitive,
    light: !sensitive && item.light,
    grave,
    peopleAtRisk: grave && reportsPeopleAtRisk(item.title, item.content),
    contacts: [...new Set(contacts)],
  };
}

/** Subreddits of pictures and clips, where a title is a caption. */
const PICTURE_SUBREDDITS = new Set([
  'pics',
  'aww',
  'gifs',
  'funny',
  'earthporn',
  'mildlyinteresting',
  'interestingasfuck',
  'blackmagicfuckery',
  'oddlysatisfying',
  'photoshopbattles',
  'itookapicture',
  'videos',
  'wholesomememes',
  'memes',
  'historymemes',
]);

function isPicturePost(item: AiTrendingItem): boolean {
  return item.source === 'reddit' && item.content === null && PICTURE_SUBREDDITS.has((item.subreddit ?? '').toLowerCase());
}

/** The item's own counts as a phrase; a count the item does not have is never written. */
export function countsOf(item: AiTrendingItem): string | null {
  const { upvotes, comments, shares } = item.engagement;
  // Each source's own words: Hacker News points, Wikipedia views, Google's "50,000+" searches.
  const nouns = COUNT_NOUNS[item.source];
  const approximate = APPROXIMATE_SHARES_SOURCES.includes(item.source) ? '+' : '';
  const parts = [
    upvotes ? `${formatCount(upvotes)} ${nouns.upvotes}` : null,
    comments ? `${formatCount(comments)} comments` : null,
    shares ? `${formatCount(shares)}${approximate} ${nouns.shares}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Where a trend source's item stands, in words: "is a top search on Google", "is on the Hacker News front page". */
export const TREND_STANDING: Partial<Record<AiTrendingItem['source'], string>> = {
  x_trending: 'is trending on X',
  google_trends: 'is a top search on Google',
  bluesky: 'is trending on Bluesky',
  hackernews: 'is on the Hacker News front page',
  wikipedia: "was among Wikipedia's most-read articles yesterday",
  mastodon: 'is trending on Mastodon',
};

/** A trend list's item as one line, for the news line and the fact alike; null for posts and news. */
function standingLineOf(item: AiTrendingItem, counts: string | null, title: string): string | null {
  const standing = TREND_STANDING[item.source];
  return standing ? `'${title}' ${standing}${counts ? `, with ${counts}` : ''}.` : null;
}

function newsLineOf(item: AiTrendingItem, platform: string, counts: string | null, title: string): string {
  const standing = standingLineOf(item, counts, title);
  if (standing) return standing;
  if (item.source === 'reddit') return `A ${platform} post, '${title}', has ${counts ?? 'a fast-growing thread'}.`;
  // Quoted: the headline's words are the outlet's, not ours.
  return `${platform} reports: '${title.replace(/[.…]+$/, '')}'.`;
}

function factOf(item: AiTrendingItem, platform: string, counts: string | null, title: string): string {
  const standing = standingLineOf(item, counts, title);
  if (standing) return standing;
  if (item.source === 'reddit') return `'${title}' has ${counts ?? 'a growing comment thread'} on ${platform}.`;
  return `'${title.replace(/[.…]+$/, '')}', ${platform} reports.`;
}
