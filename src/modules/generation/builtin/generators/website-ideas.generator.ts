// The built-in answer of the website-ideas task: the ideas it can stand behind for this business,
// fewer when it knows less. Each idea is built only on what the page verifies (the brand as the site
// names it, what it does by the site's own words, the sector the analyzer found, the site's market)
// and on what the tables know of such a business (knowledge/website-sectors.ts): the data it really
// holds stated as what a campaign would count, the recurring moment of its field, the expert it has,
// and the outlets and statistics of its own market. The site's marketing copy is never quoted as a
// claim; no figure is written that the campaign has not counted yet.
import { prCategoryName } from '../../../../contracts/ideas.contract.js';
import type { WebsiteCampaignIdea } from '../../../../contracts/website.contract.js';
import { clientSpeaker } from '../../tasks/client-brief.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { BEATS } from '../knowledge/beats.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { REGION_WORDS, type RegionKey } from '../knowledge/regions.js';
import {
  CAR_COSTS,
  SECTOR_FALLBACKS,
  SITE_KINDS,
  type ByMarket,
  type SectorFallback,
  type SiteKind,
} from '../knowledge/website-sectors.js';
import { SeededRandom } from '../seeded-random.js';
import { listed, publicationsFor } from '../slot-builder.js';
import { capitalize } from '../knowledge/slots.js';
import { domainMarket, marketOfCountryCode } from '../../market/story-market.js';

/** What one site's ideas are written from. */
type Site = {
  brand: string;
  host: string;
  market: RegionKey;
  /** The site's own words: title, description, key messages and business type. */
  words: string;
  random: SeededRandom;
  /** The chosen client's spokesperson who fits the site best ("Jane Doe (Head of Research, Acme)"); null without a client. */
  clientExpert: string | null;
};

type IdeaDraft = {
  /** How long it takes and how it reaches journalists, where the category's playbook would misdescribe it. */
  timeline?: string;
  storyDelivery?: string;
  title: string;
  description: string;
  category: number;
  newsHook: string;
  dataSources: string;
  implementationSteps: string[];
  targetPublications: string[];
  requiredAssets: string;
};

/** A count of the business's own data: weeks of work before its moment, then one outlet first. */
const DATA_STORY = {
  timeline: '3-4 weeks before the moment: count, check, write up, pitch',
  storyDelivery: 'Exclusive to one outlet a few days before the moment, then a release with the method and a chart',
} as const;

/** The business types the analyzer reports; any other text is a free-text type (a model's or an old row's). */
const ANALYZER_TYPES: ReadonlySet<string> = new Set(Object.keys(SECTOR_FALLBACKS));

/**
 * One to three ideas for the business behind a home page: for a kind of business the tables know, the
 * data story and, where the kind has a sound one, a second idea; for any other, one idea from its own
 * records. Deterministic: the same analysis always gets the same ideas.
 */
export function generateWebsiteIdeas(input: WebsiteIdeasInput): { ideas: WebsiteCampaignIdea[] } {
  const site = readSite(input);
  const kind = kindOf(input, site.words);
  const drafts = kind ? kindIdeas(kind, site) : [fallbackIdea(input, site)];
  return { ideas: drafts.map(toIdea) };
}

function readSite(input: WebsiteIdeasInput): Site {
  // The analyzer's own type labels ("News & Media") are not the site's words; a free-text type is.
  const type = ANALYZER_TYPES.has(input.businessType) ? '' : input.businessType;
  const words = [input.title ?? '', input.description ?? '', ...input.keyMessages, type].join(' \n ');
  return {
    brand: input.brand,
    host: hostname(input.url),
    market: input.client?.regions[0] ?? siteMarketOf(input, input.mainText ?? ''),
    words,
    // Seeded on the analysis, not the page text read beside it, so a site keeps its drafts.
    random: new SeededRandom(`website-ideas|${canonicalJson({ ...input, mainText: undefined, sections: undefined })}`),
    clientExpert: input.client ? clientSpeaker(input.client, words) : null,
  };
}

/** The first kind whose cues the site's words match and whose business types allow the site's. */
function kindOf(input: WebsiteIdeasInput, words: string): SiteKind | null {
  const known = ANALYZER_TYPES.has(input.businessType);
  return SITE_KINDS.find((kind) => kind.cues.test(words) && (!known || !kind.types || kind.types.includes(input.businessType))) ?? null;
}

const COUNTRY_MARKETS: ReadonlyArray<[RegExp, RegionKey]> = [
  [/\bUnited Kingdom\b/, 'UK'],
  [/\bUnited States\b/, 'US'],
  [/\b(?:Germany|Austria|Switzerland)\b/, 'DE'],
  [/\bIreland\b/, 'IE'],
  [/\bFrance\b/, 'FR'],
  [/\bSpain\b/, 'ES'],
  [/\bItaly\b/, 'IT'],
  [/\bNetherlands\b/, 'NL'],
  [/\b(?:Sweden|Norway|Denmark|Finland)\b/, 'NORDICS'],
  [/\bCanada\b/, 'CA'],
  [/\bAustralia\b/, 'AU'],
  [/\bNew Zealand\b/, 'NZ'],
  [/\bIndia\b/, 'IN'],
  [/\bSingapore\b/, 'SG'],
  [/\bUnited Arab Emirates\b/, 'AE'],
];

const LANGUAGE_MARKETS: ReadonlyArray<[RegExp, RegionKey]> = [
  [/\bGerman speakers\b/, 'DE'],
  [/\bFrench speakers\b/, 'FR'],
  [/\bSpanish speakers\b/, 'ES'],
  [/\bItalian speakers\b/, 'IT'],
  [/\bDutch speakers\b/, 'NL'],
  [/\b(?:Swedish|Norwegian|Danish|Finnish|Norwegian Bokmål) speakers\b/, 'NORDICS'],
];

/** Signs on the page itself: a phone prefix, a currency. */
const PAGE_MARKETS: ReadonlyArray<[RegExp, RegionKey]> = [
  [/\+44\s?\d|£\s?\d/, 'UK'],
  [/\+49\s?\d|\bGmbH\b/, 'DE'],
  [/\+353\s?\d/, 'IE'],
  [/\+33\s?\d/, 'FR'],
  [/\+61\s?\d|\bA\$\s?\d/, 'AU'],
  [/\+91\s?\d|₹\s?\d/, 'IN'],
];

/** An English site that says it trades across borders speaks to the world, not to one country. */
const WORLDWIDE = /\b(?:international trade|import & export|import and export|exporters|worldwide|world's largest|global marketplace)\b/i;

/**
 * The site's market, from what the analyzer and the page show: its country-code domain, a country
 * path ("apple.com/uk/"), the country the audience line names, a phone prefix or currency on the page,
 * the page's language; an English site with none of these is American, unless it says it trades
 * worldwide.
 */
export function siteMarketOf(input: WebsiteIdeasInput, mainText = ''): RegionKey {
  const byDomain = domainMarket(input.url);
  if (byDomain) return byDomain;
  const pathCountry = /^\/([a-z]{2})(?:[/-]|$)/i.exec(pathOf(input.url))?.[1];
  const byPath = pathCountry ? marketOfCountryCode(pathCountry) : null;
  if (byPath) return byPath;
  // The audience line's country comes after the address: it is often read from a page template's
  // language tag (en-US on an Indian site), while a country-code domain is the owner's own choice.
  const byCountry = COUNTRY_MARKETS.find(([pattern]) => pattern.test(input.targetAudience))?.[1];
  if (byCountry) return byCountry;
  const pageText = `${input.description ?? ''} ${input.keyMessages.join(' ')} ${mainText}`;
  const byPage =
    PAGE_MARKETS.find(([pattern]) => pattern.test(pageText))?.[1] ?? COUNTRY_MARKETS.find(([pattern]) => pattern.test(pageText))?.[1];
  if (byPage) return byPage;
  const byLanguage = LANGUAGE_MARKETS.find(([pattern]) => pattern.test(input.targetAudience))?.[1];
  if (byLanguage) return byLanguage;
  return WORLDWIDE.test(`${input.title ?? ''} ${pageText}`) ? 'global' : 'US';
}

/** The kind's ideas: the data story always, a second idea where the kind has a sound one. */
function kindIdeas(kind: SiteKind, site: Site): IdeaDraft[] {
  const outlets = outletsOf(kind.outlets?.[site.market] ?? null, kind.beat, site);
  const stats = statsOf(kind, site.market);
  const moment = pick(kind.moment, site.market);
  const fill = (text: string) => slots(text, site);
  const expert = site.clientExpert ?? named(fill(kind.expert), site.brand);
  const measures = fill(kind.data.measures);
  const ideas: IdeaDraft[] = [
    {
      title: capitalize(fill(kind.data.title)),
      description: `${site.brand} ${fill(kind.does)}. Its ${fill(kind.data.asset)} can show ${measures}. ${capitalize(moment)}, publish ${fill(kind.data.publish)}${stats ? `, set against ${stats}` : ''}, with ${expert} explaining ${kind.data.explain ?? 'what the figures mean'}. Pitch it first to ${listOrPress(outlets.slice(0, 2))}.`,
      category: kind.key === 'ad-agency' ? 1 : 4,
      ...(kind.key === 'ad-agency' ? {} : DATA_STORY),
      newsHook: `${capitalize(moment)}, ${kind.desks} look for fresh figures; ${possessive(site.brand)} own count is one no one else has.`,
      dataSources: `${possessive(site.brand)} ${fill(kind.data.asset)}, counted for this campaign${stats ? `; ${stats} for context` : ''}.`,
      implementationSteps: [
        `Agree what to count (${measures}), over which period, and how the data is anonymised`,
        `Run the count from ${possessive(site.brand)} ${fill(kind.data.asset)}${stats ? ` and set it against ${stats}` : ''}`,
        `Write up the findings with the method and a comment from ${expert}`,
        `Offer it first to ${outlets[0]} ${moment}, then to ${listOrPress(outlets.slice(1, 3))}`,
      ],
      targetPublications: outlets,
      requiredAssets: `The counted figures with their method, one chart, a comment from ${expert}, and a page on ${site.host} that journalists can link to.`,
    },
  ];
  const second = kind.second;
  // Playful formats only where the sector is light: a challenge or a league table on a lender's site reads as flippant.
  if (second && (kind.light || ![3, 6, 7, 9, 10].includes(second.category))) {
    const secondMoment = second.moment ? pick(second.moment, site.market) : moment;
    const text = (template: string) => fill(template).replaceAll('{pay}', secondMoment).replaceAll('{costs}', pick(CAR_COSTS, site.market));
    const secondOutlets = [...outlets.slice(2), ...outlets.slice(0, 2)];
    const secondExpert = second.expert && !site.clientExpert ? named(fill(second.expert), site.brand) : expert;
    ideas.push({
      title: capitalize(text(second.title)),
      description: capitalize(text(second.description)),
      category: second.category,
      ...(second.timeline ? { timeline: second.timeline } : {}),
      newsHook: text(second.hook),
      dataSources: second.sources
        ? text(second.sources)
        : second.category === 6
          ? `The results of the test itself, recorded with its method; ${possessive(site.brand)} own records where they are used.`
          : `First-hand knowledge of ${secondExpert}; ${possessive(site.brand)} ${fill(kind.data.asset)} where a figure is quoted.`,
      implementationSteps: secondSteps(second.category, site, secondExpert, secondOutlets),
      targetPublications: secondOutlets,
      requiredAssets:
        second.category === 6
          ? `The method written down before it starts, the full results, and a comment from ${secondExpert}.`
          : second.category === 2
            ? `The comparison table and its method, one chart, a comment from ${secondExpert}, and a page on ${site.host}.`
            : `A short briefing note with a comment from ${secondExpert}, a headshot and availability for interviews, and a page on ${site.host}.`,
    });
  }
  return ideas;
}

function secondSteps(category: number, site: Site, expert: string, outlets: readonly string[]): string[] {
  if (category === 6) {
    return [
      'Write down the method and how the result will be judged before anything is run',
      'Run it and record every result, including any that do not flatter the brand',
      `Publish the results and the method together on ${site.host}`,
      `Offer the story to ${listOrPress(outlets.slice(0, 2))} with a comment from ${expert}`,
    ];
  }
  if (category === 2) {
    return [
      'Fix the trips and the yearly mileage being compared, and where each cost comes from',
      'Work out both sides of the comparison and have someone outside the team check the sums',
      `Publish the table and the method on ${site.host}`,
      `Offer it to ${listOrPress(outlets.slice(0, 2))} as a consumer piece`,
    ];
  }
  return [
    `Brief ${expert} and agree three points they can make with first-hand knowledge`,
    'Write a short note journalists can quote from, with one figure from the company’s own records where there is one',
    `Send it to ${listOrPress(outlets.slice(0, 2))} ahead of the moment, with availability for interviews`,
  ];
}

/**
 * A business the tables do not know: one honest idea, from the data it surely holds, stated as what a
 * count would show, for the desks of its sector in its market.
 */
function fallbackIdea(input: WebsiteIdeasInput, site: Site): IdeaDraft {
  const sector: SectorFallback = SECTOR_FALLBACKS[input.businessType] ?? SECTOR_FALLBACKS[sectorByWords(input.businessType)]!;
  const outlets = outletsOf(sector.outlets?.[site.market] ?? null, sector.beat, site);
  const expert = site.clientExpert ?? named(sector.expert, site.brand);
  return {
    title: capitalize(slots(sector.title, site)),
    description: `${site.brand} holds one source no competitor or journalist has: its own ${sector.asset}. Count ${sector.measures}, publish the results with the method, and have ${expert} explain them. Until the count is run there are no figures to pitch; once it is, offer it to ${listOrPress(outlets.slice(0, 2))}.`,
    category: 4,
    ...DATA_STORY,
    newsHook: `Fresh first-party figures give ${BEATS[sector.beat].label} desks a story they cannot get elsewhere; repeated each year, it becomes a fixture.`,
    dataSources: `${possessive(site.brand)} ${sector.asset}, counted for this campaign.`,
    implementationSteps: [
      `Agree what to count (${sector.measures}), over which period, and how the data is anonymised`,
      'Run the count and have someone outside the team check it',
      `Write up the findings with the method and a comment from ${expert}`,
      `Offer the story first to ${outlets[0]}, then to ${listOrPress(outlets.slice(1, 3))}`,
    ],
    targetPublications: outlets,
    requiredAssets: `The counted figures with their method, one chart, a comment from ${expert}, and a page on ${site.host}.`,
  };
}

function toIdea(draft: IdeaDraft): WebsiteCampaignIdea {
  const playbook = PR_CATEGORY_PLAYBOOKS[draft.category as keyof typeof PR_CATEGORY_PLAYBOOKS];
  return {
    title: draft.title,
    description: draft.description,
    prCategory: prCategoryName(draft.category),
    timeline: draft.timeline ?? playbook.timeline,
    difficulty: playbook.difficulty,
    storyDelivery: draft.storyDelivery ?? playbook.delivery,
    dataSources: draft.dataSources,
    newsHook: draft.newsHook,
    implementationSteps: draft.implementationSteps,
    targetPublications: draft.targetPublications,
    requiredAssets: draft.requiredAssets,
  };
}

/** The kind's own outlets for the market, else the beat's outlets of that market; three to four. */
function outletsOf(own: readonly string[] | null, beat: SiteKind['beat'], site: Site): string[] {
  const list = own ? [...own] : publicationsFor(BEATS[beat], [site.market], site.random, 4);
  return list.slice(0, 4);
}

function statsOf(kind: SiteKind, market: RegionKey): string | null {
  return kind.stats?.[market] ?? (market === 'global' ? null : (kind.stats?.any ?? null));
}

function pick(byMarket: ByMarket, market: RegionKey): string {
  return byMarket[market] ?? byMarket.any;
}

function slots(text: string, site: Site): string {
  const words = REGION_WORDS[site.market];
  return text
    .replaceAll('{brands}', possessive(site.brand))
    .replaceAll('{brand}', site.brand)
    .replaceAll('{people}', site.market === 'global' ? 'buyers worldwide' : words.people)
    .replaceAll('{country}', site.market === 'global' ? 'each market' : words.name);
}

/** A business type written freely (the OpenAI path or an old row): its sector by its words. */
function sectorByWords(businessType: string): string {
  const rules: [RegExp, string][] = [
    [/agency|studio|design|marketing|branding/i, 'Creative & Marketing Agency'],
    [/garage|repair|servic|plumb|install|trades?\b|cleaning|walking service/i, 'Local Business'],
    [/shop|store|retail|boutique|backpacks?|kits?\b|brand\b|maker\b/i, 'E-commerce / Retail'],
    [/software|saas|app\b|platform|\bai\b|assistant|tool/i, 'SaaS / Software'],
    [/catering|snacks?|food|meals?|drinks?/i, 'E-commerce / Retail'],
    [/game|gaming|music|sport/i, 'Entertainment & Gaming'],
    [/loan|bank|insur|financ|pension|crypto/i, 'Financial Services'],
    [/care|clinic|health|medical/i, 'Healthcare'],
    [/news|media|magazine|publisher|blog/i, 'News & Media'],
    [/charity|non-?profit/i, 'Charity / Non-profit'],
    [/job|law|legal|consult|recruit/i, 'Professional Services'],
    [/travel|hotel|bike|car/i, 'Travel & Hospitality'],
  ];
  return rules.find(([pattern]) => pattern.test(businessType))?.[1] ?? 'Other';
}

/** Outlets in words; "the national press" when there are none. */
function listOrPress(items: readonly string[]): string {
  return listed(items) || 'the national press';
}

/** "Apple’s", but "Amazon Web Services’". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

/** "its head of data" as "Kicktipp’s head of data": the expert belongs to the business by name. */
function named(expert: string, brand: string): string {
  return expert.replace(/\bits\b/, possessive(brand));
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
