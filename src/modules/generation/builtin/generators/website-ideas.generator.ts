import { prCategoryName } from '../../../../contracts/ideas.contract.js';
import type { WebsiteCampaignIdea } from '../../../../contracts/website.contract.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { WEBSITE_IDEAS_MAX, WEBSITE_IDEAS_MIN } from '../../tasks/website-ideas.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { TRADE_OUTLETS, WEBSITE_SECTORS, type SectorSubject, type WebsiteSector } from '../knowledge/website-sectors.js';
import { SeededRandom } from '../seeded-random.js';

type Region = 'UK' | 'US' | 'DE';

/** Everything one idea is written from: only what the analysis says, plus the sector's known outlets and sources. */
type Context = {
  brand: string;
  host: string;
  /** The claim an outside tester can check, shortened to a quotable line; null when the site makes none. */
  testableClaim: string | null;
  /** A claim about what the business charges ("No annual or monthly fees"), other than the tested one. */
  priceClaim: string | null;
  audience: string;
  sector: WebsiteSector;
  /** The sector's topics this site speaks on, its own first: each idea that leads on one takes the next. */
  topics: string[];
  /** The sector's news moments that fit this site, its own first. */
  moments: string[];
  /** What the price check compares; null when the sector has no prices people compare. */
  priceTopic: string | null;
  region: Region;
  outlets: string[];
  sources: string[];
  random: SeededRandom;
};

type Template = {
  category: number;
  when?: (context: Context) => boolean;
  /** The idea leads on one of the sector's topics; each such idea of an answer takes the next one. */
  onTopic?: boolean;
  write: (context: Context, topic: string) => Omit<WebsiteCampaignIdea, 'prCategory' | 'timeline' | 'difficulty' | 'storyDelivery'>;
};

const MAX_QUOTE_CHARS = 120;
/** Claims an outside tester can check: figures, superlatives, comparisons, promises. */
const TESTABLE =
  /(?:^|\s)[£$€]?\d[\d.,]*(?:%|\+)?(?=\s|$)|\b(?:largest|biggest|best|fastest|only|first|more than|over|every|never|no|free|better|last|lasts|guarantee\w*|trusted|protects?|faster|cheaper|true)\b/i;
/** Claims about what the business charges. */
const PRICE_WORDS = /\b(?:free|fees?|costs?|prices?|pay|cheap\w*|inexpensive|included|kostenlos|gebühr\w*)\b|[£$€]\s?\d/i;
const TRADE_WORDS =
  /\b(?:waterproof\w*|damp|roof\w*|plumb\w*|electric\w*|builders?|plaster\w*|locksmith|joiner\w*|glaz\w*|heating|boiler|drain\w*|basement)\b/i;

/**
 * The built-in answer of the website-ideas task: 3-5 campaigns for this business, each built on one
 * of its own claims, its audience and its sector's desks, outlets and public data. Nothing is
 * invented: figures appear only inside the site's quoted claims. Every description opens on what its
 * idea is built on (the claim, the topic, the news moment, the prices), never on a stock verb, so the
 * ideas for one site, and for two sites of one sector, read differently from their first words.
 */
export function generateWebsiteIdeas(input: WebsiteIdeasInput): { ideas: WebsiteCampaignIdea[] } {
  // Seeded on the analysis, not the page text read beside it, so a site keeps its drafts.
  const random = new SeededRandom(`website-ideas|${canonicalJson({ ...input, mainText: undefined, sections: undefined })}`);
  const context = buildContext(input, random);
  const applicable = TEMPLATES.filter((template) => template.when?.(context) ?? true);
  // Claim-led ideas first (they are what only this site has), the rest in a seeded order.
  const [first, ...rest] = applicable;
  const ordered = [first!, ...random.shuffle(rest)];
  const count = Math.min(ordered.length, random.int(WEBSITE_IDEAS_MIN + 1, WEBSITE_IDEAS_MAX));
  // The site's best topic goes to the first idea that leads on one, whichever template that is.
  let topicsTaken = 0;
  const ideas = ordered.slice(0, count).map((template) => {
    const playbook = PR_CATEGORY_PLAYBOOKS[template.category as keyof typeof PR_CATEGORY_PLAYBOOKS];
    const topic = template.onTopic ? context.topics[topicsTaken++ % context.topics.length]! : '';
    return {
      ...template.write(context, topic),
      prCategory: prCategoryName(template.category),
      timeline: playbook.timeline,
      difficulty: playbook.difficulty,
      storyDelivery: playbook.delivery,
    };
  });
  return {
    ideas: ideas.map(
      ({
        title,
        description,
        prCategory,
        timeline,
        difficulty,
        storyDelivery,
        dataSources,
        newsHook,
        implementationSteps,
        targetPublications,
        requiredAssets,
      }) => ({
        title,
        description,
        prCategory,
        timeline,
        difficulty,
        storyDelivery,
        dataSources,
        newsHook,
        implementationSteps,
        targetPublications,
        requiredAssets,
      }),
    ),
  };
}

function buildContext(input: WebsiteIdeasInput, random: SeededRandom): Context {
  // Own keys only: the business type is stored text, so it must not find an object's built-in keys.
  const sector = Object.hasOwn(WEBSITE_SECTORS, input.businessType)
    ? WEBSITE_SECTORS[input.businessType]!
    : WEBSITE_SECTORS[sectorByWords(input.businessType)]!;
  const host = hostname(input.url);
  const region: Region =
    /German/.test(input.targetAudience) || /\.(?:de|at|ch)$/.test(host)
      ? 'DE'
      : /United States/.test(input.targetAudience) || (/\.(?:com|org|net|io)$/.test(host) && !/United Kingdom/.test(input.targetAudience))
        ? 'US'
        : 'UK';
  const claims = input.keyMessages.filter((message) => message.split(/\s+/).length >= 3);
  if (claims.length === 0 && input.description) {
    claims.push(input.description.split(/(?<=[.!?])\s+/)[0]!);
  }
  const testableClaim = claims.find((claim) => TESTABLE.test(claim)) ?? null;
  const priceClaim = claims.find((claim) => claim !== testableClaim && PRICE_WORDS.test(claim)) ?? null;
  const siteWords = `${input.title ?? ''} ${input.description ?? ''} ${input.keyMessages.join(' ')}`;
  const isTrade = input.businessType === 'Local Business' && TRADE_WORDS.test(siteWords);
  const outlets = [...(isTrade ? TRADE_OUTLETS[region] : []), ...sector.outlets[region]];
  return {
    brand: input.brand,
    host,
    testableClaim: testableClaim === null ? null : quote(testableClaim),
    priceClaim: priceClaim === null ? null : quote(priceClaim),
    audience: input.targetAudience.split(/\s*\(/)[0]!.trim().toLowerCase() || 'its customers',
    sector,
    topics: subjectsFor(sector.topics, siteWords, random),
    moments: subjectsFor(sector.moments, siteWords, random),
    priceTopic: subjectsFor(sector.priceTopics, siteWords, random)[0] ?? null,
    region,
    outlets,
    sources: [...sector.dataSources[region]],
    random,
  };
}

/** A claim shortened to a quotable line: its first sentence or clause, never cut mid-word. */
function quote(claim: string): string {
  const sentence = claim.split(/(?<=[.!?])\s+/)[0]!.replace(/[.!]$/, '');
  if (sentence.length <= MAX_QUOTE_CHARS) {
    return sentence;
  }
  const clause = sentence.split(/[,:;–—]\s+/)[0]!;
  if (clause.length <= MAX_QUOTE_CHARS && clause.split(/\s+/).length >= 3) {
    return clause;
  }
  const cut = sentence.slice(0, MAX_QUOTE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * A sector's subjects in the order this site uses them: those its own words cue first (a football
 * site's last matchday, a video site's end-of-year charts), then the plain ones in a seeded order, so
 * two sites of one sector lead on different subjects. A cued subject the site's words miss is left out.
 */
function subjectsFor(subjects: readonly SectorSubject[], siteWords: string, random: SeededRandom): string[] {
  const cued = subjects.flatMap((subject) => (typeof subject !== 'string' && subject.cues.test(siteWords) ? [subject.text] : []));
  const plain = subjects.filter((subject): subject is string => typeof subject === 'string');
  return [...cued, ...random.shuffle(plain)];
}

function outletsFor(context: Context, index: number): string[] {
  const rotated = [...context.outlets.slice(index % context.outlets.length), ...context.outlets.slice(0, index % context.outlets.length)];
  return rotated.slice(0, Math.min(rotated.length, 4));
}

const TEMPLATES: readonly Template[] = [
  {
    // The one idea only this site can run: its own claim, checked by someone outside it.
    category: 6,
    when: (context) => context.testableClaim !== null,
    write: (context) => {
      const claim = context.testableClaim!;
      return {
        title: `Put to the test: "${claim}"`,
        description: `${context.brand} says "${claim}" on ${context.host}. Ask an independent tester (a university department, a trade body or a panel of ${context.audience}) to check it with a published method, and release the result either way: a claim that survives an outside test is a story ${context.sector.desks} can run; advertising copy is not.`,
        dataSources: `The independent test's own results and method; ${possessive(context.brand)} ${context.sector.ownData} behind the claim; ${context.sources[0]} for context.`,
        newsHook: `Journalists distrust marketing claims; an independent test with its method attached turns "${claim}" into something they can report and readers can check.`,
        implementationSteps: [
          `Choose the tester and agree the method in writing before any result is known`,
          `Run the test with ${context.audience} and record it on video`,
          `Write up the result and the method in plain words, including anything that did not go ${possessive(context.brand)} way`,
          `Offer the results first to ${context.outlets[0]}, then release them with the method attached`,
        ],
        targetPublications: outletsFor(context, 0),
        requiredAssets: `Signed-off test method, results table, video and photos of the test, quotes from the tester and ${possessive(context.brand)} ${context.sector.expert}, a results page on ${context.host}.`,
      };
    },
  },
  {
    category: 1,
    onTopic: true,
    write: (context, topic) => ({
      title: `Ask ${possessive(context.brand)} ${context.sector.expert}: ${topic}, without the myths`,
      description: `${capitalize(topic)}: three myths the coverage repeats, each answered by ${possessive(context.brand)} ${context.sector.expert} with a figure from ${context.sources[0]} and one from ${possessive(context.brand)} ${context.sector.ownData}. Offered to ${context.sector.desks} as a standing named voice, the ${context.sector.expert} earns the quote the next time the subject comes up.`,
      dataSources: `${context.sources.join('; ')}; ${possessive(context.brand)} ${context.sector.ownData}.`,
      newsHook: `${capitalize(topic)} keeps coming back on ${context.sector.desks}; reporters need a named expert who answers with evidence, ready before the next story breaks.`,
      implementationSteps: [
        `List the three most repeated claims about ${topic} in recent coverage`,
        `Check each against ${context.sources[0]} and ${possessive(context.brand)} own records`,
        `Media-train the ${context.sector.expert} and write five short, quotable answers`,
        `Send a short expert profile to the journalists who covered the subject in the last three months`,
      ],
      targetPublications: outletsFor(context, 1),
      requiredAssets: `Expert profile and headshot, a one-page myth-buster with sources, a comment line for the ${context.sector.expert}, a Q&A page on ${context.host}.`,
    }),
  },
  {
    category: 5,
    write: (context) => {
      const moment = context.moments[0]!;
      return {
        title: `Ready for ${moment}: ${possessive(context.brand)} comment kit`,
        description: `${capitalize(moment)}: ${context.sector.desks} want a reaction within hours, and whoever is ready first gets quoted. Prepare a two-line comment from ${possessive(context.brand)} ${context.sector.expert} on what it means for ${context.audience}, with one fresh fact from its ${context.sector.ownData}.`,
        dataSources: `${possessive(context.brand)} ${context.sector.ownData}; ${context.sources[context.sources.length - 1]} for the wider picture.`,
        newsHook: `Around ${moment}, desks need a reaction within hours; the first credible comment that brings a new fact is the one that gets used.`,
        implementationSteps: [
          `Put ${moment} in the press calendar and pull the relevant figures from ${possessive(context.brand)} own data a week ahead`,
          `Draft and approve the ${context.sector.expert}'s comment so only the details change on the day`,
          `Send it within two hours to the reporters who covered ${moment} last time`,
          `Offer the ${context.sector.expert} for broadcast and follow up with the full figures`,
        ],
        targetPublications: outletsFor(context, 2),
        requiredAssets: `Approved comment template, a fact sheet from ${possessive(context.brand)} data, spokesperson availability on the day, a newsroom page on ${context.host}.`,
      };
    },
  },
  {
    category: 2,
    when: (context) => context.priceTopic !== null,
    write: (context) => {
      const priceTopic = context.priceTopic!;
      // The site's own promise about price is one more price in the table, checked like the rest.
      const promise = context.priceClaim
        ? ` ${possessive(context.brand)} own promise, "${context.priceClaim}", is checked like every other line.`
        : '';
      return {
        title: `What ${context.audience} pay for ${priceTopic}: a ${context.brand} price check`,
        description: `${capitalize(priceTopic)}: compare what ${context.audience} pay, using ${possessive(context.brand)} own prices alongside ${context.sources[0]}, and publish the comparison with the method.${promise} ${possessive(context.brand)} ${context.sector.expert} explains where the money goes and how to pay less.`,
        dataSources: `${possessive(context.brand)} own price list and ${context.sector.ownData}; ${context.sources.join('; ')}.`,
        newsHook: `Prices are what ${context.audience} talk about; a like-for-like comparison with its method published gives consumer journalists a story and a service piece in one.`,
        implementationSteps: [
          `Define the items to compare and where the prices come from`,
          `Collect the prices over the same fortnight and check them twice`,
          `Rank the results and write the ${context.sector.expert}'s advice on paying less`,
          `Offer the comparison first to ${context.outlets[0]}, then release it with a table journalists can reuse`,
        ],
        targetPublications: outletsFor(context, 3),
        requiredAssets: `Price table and method note, one chart, a comment from the ${context.sector.expert}, a price-check page on ${context.host}.`,
      };
    },
  },
  {
    category: 8,
    onTopic: true,
    write: (context, topic) => ({
      title: `Real questions about ${topic}, answered by ${context.brand}`,
      description: `${capitalize(topic)}: the questions ${context.audience} ask most in public threads (Reddit, forums, review sites), counted and answered by ${possessive(context.brand)} ${context.sector.expert}. Quotes stay anonymous; the counts and the method are published.`,
      dataSources: `Public Reddit and forum threads (counted, quotes anonymised); ${possessive(context.brand)} ${context.sector.ownData}; ${context.sources[0]}.`,
      newsHook: `What ${context.audience} actually ask about ${topic}, counted rather than guessed, gives features desks a story with real voices in it.`,
      implementationSteps: [
        `Collect the threads of the last twelve months and record where each came from`,
        `Code the questions into themes and count them`,
        `Answer the top questions with the ${context.sector.expert}`,
        `Pitch the findings with charts and anonymised quotes to ${context.outlets[1] ?? context.outlets[0]}`,
      ],
      targetPublications: outletsFor(context, 4),
      requiredAssets: `Coding sheet and counts, two charts, anonymised quotes, the ${context.sector.expert}'s answers, an FAQ page on ${context.host}.`,
    }),
  },
];

/** A business type written freely (the OpenAI path or an old row): its sector by its words. */
function sectorByWords(businessType: string): string {
  const rules: [RegExp, string][] = [
    [/agency|studio|design|marketing|branding/i, 'Creative & Marketing Agency'],
    [/shop|store|retail|boutique/i, 'E-commerce / Retail'],
    [/software|saas|app\b|platform/i, 'SaaS / Software'],
    [/game|gaming|music|sport/i, 'Entertainment & Gaming'],
    [/loan|bank|insur|financ|pension/i, 'Financial Services'],
    [/care|clinic|health|medical/i, 'Healthcare'],
    [/news|media|magazine|publisher/i, 'News & Media'],
    [/charity|non-?profit/i, 'Charity / Non-profit'],
    [/job|law|legal|consult|recruit/i, 'Professional Services'],
    [/travel|hotel|bike|car/i, 'Travel & Hospitality'],
  ];
  return rules.find(([pattern]) => pattern.test(businessType))?.[1] ?? 'Other';
}

/** "Apple's", but "Amazon Web Services'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hostname(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
