import { prCategoryName } from '../../../../contracts/ideas.contract.js';
import type { WebsiteCampaignIdea } from '../../../../contracts/website.contract.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { WEBSITE_IDEAS_MAX, WEBSITE_IDEAS_MIN } from '../../tasks/website-ideas.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { TRADE_OUTLETS, WEBSITE_SECTORS, type WebsiteSector } from '../knowledge/website-sectors.js';
import { SeededRandom } from '../seeded-random.js';

type Region = 'UK' | 'US' | 'DE';

/** Everything one idea is written from: only what the analysis says, plus the sector's known outlets and sources. */
type Context = {
  brand: string;
  host: string;
  /** The site's claims, quoted as written. */
  claims: string[];
  audience: string;
  sector: WebsiteSector;
  region: Region;
  outlets: string[];
  sources: string[];
  random: SeededRandom;
};

type Template = { category: number; when?: (context: Context) => boolean; write: (context: Context, index: number) => Omit<WebsiteCampaignIdea, 'prCategory' | 'timeline' | 'difficulty' | 'storyDelivery'> };

const MAX_QUOTE_CHARS = 120;
/** Claims an outside tester can check: figures, superlatives, comparisons, promises. */
const TESTABLE = /(?:^|\s)[£$€]?\d[\d.,]*(?:%|\+)?(?=\s|$)|\b(?:largest|biggest|best|fastest|only|first|more than|over|every|never|no|free|better|last|lasts|guarantee\w*|trusted|protects?|faster|cheaper|true)\b/i;
const TRADE_WORDS = /\b(?:waterproof\w*|damp|roof\w*|plumb\w*|electric\w*|builders?|plaster\w*|locksmith|joiner\w*|glaz\w*|heating|boiler|drain\w*|basement)\b/i;

/**
 * The built-in answer of the website-ideas task: 3-5 campaigns for this business, each built on one
 * of its own claims, its audience and its sector's desks, outlets and public data. Nothing is
 * invented: figures appear only inside the site's quoted claims, and every idea opens differently.
 */
export function generateWebsiteIdeas(input: WebsiteIdeasInput): { ideas: WebsiteCampaignIdea[] } {
  const random = new SeededRandom(`website-ideas|${canonicalJson(input)}`);
  const context = buildContext(input, random);
  const applicable = TEMPLATES.filter((template) => template.when?.(context) ?? true);
  // Claim-led ideas first (they are what only this site has), the rest in a seeded order.
  const [first, ...rest] = applicable;
  const ordered = [first!, ...random.shuffle(rest)];
  const count = Math.min(ordered.length, random.int(WEBSITE_IDEAS_MIN + 1, WEBSITE_IDEAS_MAX));
  const ideas = ordered.slice(0, count).map((template, index) => {
    const playbook = PR_CATEGORY_PLAYBOOKS[template.category as keyof typeof PR_CATEGORY_PLAYBOOKS];
    return {
      ...template.write(context, index),
      prCategory: prCategoryName(template.category),
      timeline: playbook.timeline,
      difficulty: playbook.difficulty,
      storyDelivery: playbook.delivery,
    };
  });
  return { ideas: ideas.map(({ title, description, prCategory, timeline, difficulty, storyDelivery, dataSources, newsHook, implementationSteps, targetPublications, requiredAssets }) => ({ title, description, prCategory, timeline, difficulty, storyDelivery, dataSources, newsHook, implementationSteps, targetPublications, requiredAssets })) };
}

function buildContext(input: WebsiteIdeasInput, random: SeededRandom): Context {
  // Own keys only: the business type is stored text, so it must not find an object's built-in keys.
  const sector = Object.hasOwn(WEBSITE_SECTORS, input.businessType) ? WEBSITE_SECTORS[input.businessType]! : WEBSITE_SECTORS[sectorByWords(input.businessType)]!;
  const host = hostname(input.url);
  const region: Region = /German/.test(input.targetAudience) || /\.(?:de|at|ch)$/.test(host) ? 'DE' : /United States/.test(input.targetAudience) || /\.(?:com|org|net|io)$/.test(host) && !/United Kingdom/.test(input.targetAudience) ? 'US' : 'UK';
  const claims = input.keyMessages.filter((message) => message.split(/\s+/).length >= 3);
  if (claims.length === 0 && input.description) {
    claims.push(input.description.split(/(?<=[.!?])\s+/)[0]!);
  }
  const isTrade = input.businessType === 'Local Business' && TRADE_WORDS.test(`${input.title ?? ''} ${input.description ?? ''} ${input.keyMessages.join(' ')}`);
  const outlets = [...(isTrade ? TRADE_OUTLETS[region] : []), ...sector.outlets[region]];
  return {
    brand: input.brand,
    host,
    claims,
    audience: input.targetAudience.split(/\s*\(/)[0]!.trim().toLowerCase() || 'its customers',
    sector,
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

function claimAt(context: Context, index: number): string | null {
  return context.claims.length > 0 ? context.claims[index % context.claims.length]! : null;
}

function outletsFor(context: Context, index: number): string[] {
  const rotated = [...context.outlets.slice(index % context.outlets.length), ...context.outlets.slice(0, index % context.outlets.length)];
  return rotated.slice(0, Math.min(rotated.length, 4));
}

const TEMPLATES: readonly Template[] = [
  {
    // The one idea only this site can run: its own claim, checked by someone outside it.
    category: 6,
    when: (context) => context.claims.some((claim) => TESTABLE.test(claim)),
    write: (context) => {
      const claim = quote(context.claims.find((candidate) => TESTABLE.test(candidate))!);
      return {
        title: `Put to the test: "${claim}"`,
        description: `${context.brand} says "${claim}" on its home page. Ask an independent tester (a university department, a trade body or a panel of ${context.audience}) to check it with a published method, and release the result either way. A claim that survives an outside test is a story ${context.sector.desks} can run; advertising copy is not.`,
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
    write: (context, index) => {
      const topic = context.sector.topics[index % context.sector.topics.length]!;
      const claim = claimAt(context, index + 1);
      return {
        title: `Ask ${possessive(context.brand)} ${context.sector.expert}: ${topic}, without the myths`,
        description: `Offer ${possessive(context.brand)} ${context.sector.expert} to ${context.sector.desks} as a named voice on ${topic}: three things the coverage gets wrong, each answered with a figure from ${context.sources[0]}${claim ? ` and with what ${context.brand} knows first-hand ("${quote(claim)}")` : ''}. A standing offer of a credible comment earns the quote the next time the subject comes up.`,
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
      };
    },
  },
  {
    category: 5,
    write: (context, index) => {
      const moment = context.sector.moments[index % context.sector.moments.length]!;
      return {
        title: `Ready for ${moment}: ${possessive(context.brand)} comment kit`,
        description: `Prepare ${possessive(context.brand)} reaction ahead of ${moment}: a two-line comment from its ${context.sector.expert} on what it means for ${context.audience}, plus one fresh fact from its ${context.sector.ownData}. Desks covering ${moment} want a practical angle within hours, and a business that is ready gets quoted.`,
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
    when: (context) => context.sector.priceTopic !== null,
    write: (context) => ({
      title: `What ${context.audience} pay for ${context.sector.priceTopic}: a ${context.brand} price check`,
      description: `Compare what ${context.sector.priceTopic} cost, using ${possessive(context.brand)} own prices alongside ${context.sources[0]}, and publish the comparison with the method. ${possessive(context.brand)} ${context.sector.expert} explains where the money goes and how ${context.audience} can pay less.`,
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
    }),
  },
  {
    category: 8,
    write: (context, index) => {
      const claim = claimAt(context, index + 2);
      return {
        title: `The questions ${context.audience} really ask, answered by ${context.brand}`,
        description: `Read the public threads where ${context.audience} discuss ${context.sector.topics[0]} (Reddit, forums, review sites), count the questions that come up most and answer them with ${possessive(context.brand)} ${context.sector.expert}${claim ? `, showing where "${quote(claim)}" fits in` : ''}. Quotes stay anonymous; the counts and the method are published.`,
        dataSources: `Public Reddit and forum threads (counted, quotes anonymised); ${possessive(context.brand)} ${context.sector.ownData}; ${context.sources[0]}.`,
        newsHook: `What ${context.audience} actually ask, counted rather than guessed, gives features desks a story with real voices in it.`,
        implementationSteps: [
          `Collect the threads of the last twelve months and record where each came from`,
          `Code the questions into themes and count them`,
          `Answer the top questions with the ${context.sector.expert}`,
          `Pitch the findings with charts and anonymised quotes to ${context.outlets[1] ?? context.outlets[0]}`,
        ],
        targetPublications: outletsFor(context, 4),
        requiredAssets: `Coding sheet and counts, two charts, anonymised quotes, the ${context.sector.expert}'s answers, an FAQ page on ${context.host}.`,
      };
    },
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
