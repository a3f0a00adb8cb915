import type { BriefCampaignIdea, BriefSector, PrCategoryId } from '../../../../contracts/ideas.contract.js';
import type { SensitivityKind } from '../../../../contracts/trending.contract.js';
import { isGrave, isLightItem, isSensitive } from '../../../brand-safety/index.js';
import { RESPECTFUL_CATEGORIES, type BriefIdeasInput, type GroundingTrend } from '../../tasks/brief-ideas.task.js';
import { LIGHT_ONLY_CATEGORIES } from '../../tasks/brand-safety-rules.js';
import { leadSpeaker } from '../../tasks/client-brief.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat, wordsOf } from '../beat-classifier.js';
import { rankCategories } from '../category-ranking.js';
import { BUSINESS_BEATS, type Beat, type BusinessFunction } from '../knowledge/beats.js';
import { BUSINESS_DATA_SOURCES, type DataSource } from '../knowledge/data-sources.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { parseTargetRegions, REGION_WORDS, regionsNamed, storyFitsRegions, type RegionKey } from '../knowledge/regions.js';
import { titleCase, capitalize, lowerFirst, type Slots } from '../knowledge/slots.js';
import { clipText } from '../../../../common/text/clip-text.js';
import { isActivity, phraseNumber } from '../noun-phrase.js';
import { writeTitle } from '../headline-writer.js';
import { isHardship, needsCareTopic, THEME_TOPICS, topicFitsMarkets } from '../knowledge/theme-topics.js';
import { SeededRandom } from '../seeded-random.js';
import {
  analysisSlots,
  audienceIn,
  dataSourcesFor,
  nationalNewsOutlets,
  phraseSlots,
  publicationsFor,
  regionOutlets,
  regionWording,
  shortAudience,
  shortTitle,
  sourceServes,
} from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';

type IdeaAnswer = { [K in keyof BriefCampaignIdea]-?: Exclude<BriefCampaignIdea[K], undefined> | null };

/** The register a brief's free-text tone asks for; the tone's own words never reach the copy. */
export type ToneRegister = 'playful' | 'authoritative' | 'warm' | 'plain';

/** Reads a free-text tone ("playful and witty", "authoritative but engaging") as one register. */
export function toneRegister(tone: string): ToneRegister {
  const lower = tone.toLowerCase();
  if (/\b(playful|witty|fun|funny|cheeky|humou?r|humorous|irreverent|light-hearted|lighthearted|quirky|tongue)/.test(lower)) {
    return 'playful';
  }
  if (/\b(warm|friendly|caring|empath|reassur|supportive|kind|gentle|compassion|approachable)/.test(lower)) return 'warm';
  if (/\b(authoritative|expert|serious|credible|professional|formal|trusted|evidence|data-led|informative)/.test(lower)) {
    return 'authoritative';
  }
  return 'plain';
}

type ToneWords = {
  /** How a pitch ends: the register the idea is told in, never the tone's own words. */
  pitchEnds: readonly string[];
  /** Why only this brand can do it, from its expertise (never "X's expertise in Y makes it credible"). */
  proof: ReadonlyArray<(brand: string, expertise: string) => string>;
  /** The step that keeps every asset in the register. */
  voiceStep: (expert: string) => string;
};

const TONE_WORDS: Readonly<Record<ToneRegister, ToneWords>> = {
  authoritative: {
    pitchEnds: [
      'every claim sourced and checkable',
      'with the method published so journalists can test it',
      'led by the evidence rather than opinion',
      'with the numbers doing the talking',
    ],
    proof: [
      (brand, expertise) => `${brand} speaks from its own work in ${expertise} and says where every figure comes from.`,
      (brand, expertise) => `Its day-to-day work in ${expertise} lets ${brand} explain the figures rather than repeat them.`,
      (brand, expertise) => `${brand} can take follow-up questions from its own work in ${expertise}.`,
    ],
    voiceStep: (expert) => `Have ${expert} check every figure and claim against its source before anything goes out.`,
  },
  playful: {
    pitchEnds: [
      'served with a grin and the facts underneath',
      'light enough to share, useful enough to keep',
      'with a headline people will want to pass on',
      'fun to read, with no small print to dig through',
    ],
    proof: [
      (brand, expertise) => `${brand} knows ${expertise} inside out, so the fun rests on real findings.`,
      (brand, expertise) => `${brand}'s work in ${expertise} keeps the joke honest: the punchline is a real finding.`,
      (brand, expertise) => `Behind the fun sits ${brand}'s work in ${expertise}, so the story survives a fact-check.`,
    ],
    voiceStep: () =>
      'Keep the copy light (one pun per asset at most, none about money worries or health) and test the headline on someone outside the team.',
  },
  warm: {
    pitchEnds: [
      'written to reassure rather than alarm',
      'in plain, kind words that make the next step feel easy',
      'leaving readers feeling more in control',
      'with practical help before any brand message',
    ],
    proof: [
      (brand, expertise) => `${brand}'s work in ${expertise} lets it speak as someone who has seen the problem up close.`,
      (brand, expertise) => `Because ${brand} works in ${expertise} every day, the advice is practical, not preachy.`,
      (brand, expertise) => `${brand} can back the reassurance with what its work in ${expertise} shows.`,
    ],
    voiceStep: () => 'Read every line as a worried reader would, and cut anything that sounds like blame or a sales push.',
  },
  plain: {
    pitchEnds: ['in clear everyday language', 'kept short and practical', 'with one clear takeaway', 'easy for a busy editor to use'],
    proof: [
      (brand, expertise) => `${brand}'s work in ${expertise} gives it something to add that general commentators lack.`,
      (brand, expertise) => `The angle comes from ${brand}'s own work in ${expertise}.`,
      (brand, expertise) => `${brand} can answer follow-up questions from its own work in ${expertise}.`,
    ],
    voiceStep: (expert) => `Keep every asset short and plain, and have ${expert} sign off the facts.`,
  },
};

/** Pitch endings for an idea on a sensitive trend, whatever the tone: nothing light about it. */
const RESPECTFUL_ENDS = ['in a calm, factual register', 'with care for the people affected', 'without any promotional tie-in'];

/**
 * The sectors for which a grave story is the brand's own business: a travel brand may tell travellers
 * what a hurricane means for their trip, a climate brand may explain a flood. Other brands do not
 * ride grave stories at all (a disease outbreak is serious illness, not grave: a healthtech brand may
 * explain it, respectfully, as any sensitive story).
 */
const GRAVE_KINDS_A_SECTOR_MAY_EXPLAIN: Partial<Record<BriefSector, readonly SensitivityKind[]>> = {
  sustainability: ['disaster'],
  travel: ['disaster'],
};

const KIND_WORDS: Readonly<Record<SensitivityKind, string>> = {
  death: 'a death',
  violence: 'violence',
  disaster: 'a disaster',
  'war-terror': 'war or terror',
  'suicide-self-harm': 'suicide or self-harm',
  abuse: 'abuse',
  hardship: 'hardship',
  'serious-illness': 'serious illness',
  'partisan-politics': 'partisan politics',
};

// Swear words count inside compounds too ("bullshit"): a pegged pitch opens on the headline itself.
const CRUDE = /\b(nsfw|porn\w*|orgasm\w*|masturbat\w*|sex|sexy|sexual\w*|bitch\w*|\w*fuck\w*|\w*shit\w*|cum|nude\w*|naked)\b/i;

/** Sectors whose brands often sell to businesses; the audience or the product says whether this one does. */
const BUSINESS_SECTORS: ReadonlySet<string> = new Set(['saas', 'fintech', 'cybersecurity', 'ai-ml']);

/** Buyers that are businesses or people at work in a business function. */
const BUSINESS_BUYERS =
  /\b(?:b2b|businesses|companies|firms|enterprises?|smes?|small[- ]business(?:es)?|business owners|employers|finance (?:teams?|directors?|leaders?|departments?|functions?|professionals)|cfos?|ctos?|cios?|cisos?|accounts[- ](?:payable|receivable)|accountants?|bookkeepers?|procurement|payroll|(?:hr|it|people|operations) (?:teams?|leaders?|managers?|directors?|departments?))\b/i;
/** "HR" and "IT" alone, in capitals: "it" is a pronoun. */
const BUSINESS_ACRONYMS = /\b(?:HR|IT)\b/;

const FUNCTION_WORDS: ReadonlyArray<[BusinessFunction, RegExp]> = [
  [
    'finance',
    /\b(?:financ\w*|invoic\w*|accounts?[- ](?:payable|receivable)|accountan\w*|bookkeep\w*|cfos?|expenses?|spend management|procurement|billing)\b/i,
  ],
  ['people', /\b(?:HR|hr|people teams?|recruit\w*|hiring|shifts?|scheduling|rotas?|payroll|employees?|staff|workforce|onboarding)\b/],
  ['it', /\b(?:IT|cios?|ctos?|cisos?|cyber\w*|security|devops|cloud|endpoints?|developers?)\b/],
];

/**
 * The business function a B2B brief sells to, or null for a brand that sells to consumers. A brief is
 * B2B when its sector often is (SaaS, fintech, security, AI) and its audience or product names business
 * buyers: "finance directors at mid-sized companies", "SMEs", "HR teams", "software for small businesses".
 */
export function businessFunctionOf(brief: BriefIdeasInput['brief']): BusinessFunction | null {
  const sector = brief.sector_or_niche.toLowerCase();
  const texts = [brief.primary_expertise, brief.core_audience].filter((text): text is string => text !== null);
  if (!BUSINESS_SECTORS.has(sector) || !texts.some((text) => BUSINESS_BUYERS.test(text) || BUSINESS_ACRONYMS.test(text))) {
    return null;
  }
  if (sector === 'cybersecurity') return 'it';
  // The product says what the brand does; the audience only where the product does not.
  for (const text of texts) {
    const found = FUNCTION_WORDS.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return 'general';
}

/** The categories that suit a brand selling to businesses: expert comment, a refreshed guide, prepared reaction, an analysis. */
const BUSINESS_CATEGORIES: readonly PrCategoryId[] = [1, 4, 5, 8];

/**
 * A B2B brief's data: the function's business sources that serve its markets, best fit first, then
 * each market's own national source where none of those does (MoSPI for India).
 */
function businessSources(
  fn: BusinessFunction,
  words: ReadonlySet<string>,
  regions: readonly RegionKey[],
  themed: readonly DataSource[],
): DataSource[] {
  const scope: readonly RegionKey[] = regions.length > 0 ? regions : ['global'];
  const fit = (source: DataSource) =>
    source.keywords.filter((keyword) => words.has(keyword)).length + (regions.includes(source.region) ? 2 : 0);
  const own = BUSINESS_DATA_SOURCES[fn].filter((source) => sourceServes(source, scope)).sort((a, b) => fit(b) - fit(a));
  const served = new Set(own.map((source) => source.region));
  return [...own, ...themed.filter((source) => regions.includes(source.region) && !served.has(source.region))];
}

/** A spokesperson role the brief's assets name ("our CFO is available"); otherwise a neutral one. */
const ROLE =
  /\b(?:(?:co-)?founders?|chief [a-z]+ officer|chief executive|CEO|CFO|CTO|COO|head of [a-z]+|economists?|nutritionists?|dietitians?|data scientists?|psychologists?|financial (?:planners?|advis[eo]rs?)|pharmacists?|solicitors?|lawyers?)\b/i;

/** Who speaks for the brand: only a role the brief names, else "<brand>'s spokesperson". */
function briefSpokesperson(brief: BriefIdeasInput['brief']): string {
  const role = brief.available_assets?.match(ROLE)?.[0];
  if (!role) return `${brief.brand_name}'s spokesperson`;
  return `${brief.brand_name}'s ${/^[A-Z]{2,}$/.test(role) ? role : role.toLowerCase()}`;
}

/** A trend as the generator uses it: how it may be used, or that it may not. */
type Peg = { trend: GroundingTrend; categories: readonly PrCategoryId[] };

/**
 * The trends an idea may ride on, and with which categories: only trends that fit the brief's regions
 * (their sector fit is checked where they are picked, trend-grounding.ts); a sensitive trend only with respectful categories; a
 * grave one only when the sector is directly concerned, and then as an expert explainer only.
 */
export function usablePegs(input: BriefIdeasInput, regions: readonly RegionKey[]): Peg[] {
  const allowed = input.allowedCategories as PrCategoryId[];
  const sector = input.brief.sector_or_niche.toLowerCase() as BriefSector;
  const pegs: Peg[] = [];
  const titles = new Set<string>();
  for (const trend of input.trends) {
    // One story handed twice (two links, one title) would give two ideas on one subject.
    const title = trend.title.trim().toLowerCase();
    if (titles.has(title)) continue;
    titles.add(title);
    if (!storyFitsRegions(trend.title, regions)) continue;
    const kinds = trend.sensitivity;
    // A brand takes no side in party politics, and someone's own crisis told in the first person is
    // not a news peg for anyone.
    if (kinds.includes('partisan-politics')) continue;
    // Sexual or crude posts are no sensitivity kind but no brand pegs a campaign on them either.
    if (CRUDE.test(trend.title)) continue;
    if (isSensitive(kinds)) {
      const story = analyzeText(trend.title);
      // A named person's illness, death or ordeal ("Jose Enrique brain tumour") is theirs: a brand that
      // pegs a campaign on it exploits them, however calm the wording.
      if (story.form === 'personal' || story.people.length > 0 || story.subjectKind === 'person') continue;
    }
    let categories: readonly PrCategoryId[] = allowed;
    if (isGrave(kinds)) {
      // Own keys only: the sector is the user's text ("__proto__" would find Object.prototype).
      const explainable =
        (Object.hasOwn(GRAVE_KINDS_A_SECTOR_MAY_EXPLAIN, sector) ? GRAVE_KINDS_A_SECTOR_MAY_EXPLAIN[sector] : undefined) ?? [];
      if (!kinds.filter((kind) => isGrave([kind])).every((kind) => explainable.includes(kind))) continue;
      categories = allowed.filter((id) => id === 1);
    } else if (isSensitive(kinds)) {
      categories = allowed.filter((id) => RESPECTFUL_CATEGORIES.includes(id));
    } else if (isHardship(trend.title)) {
      // Hardship no sensitivity kind names ("Loneliness at work"): expert comment only.
      categories = allowed.filter((id) => id === 1);
    } else if (!isLightItem(trend.title, null)) {
      // Playful categories only on a trend recognised as light, never merely because nothing sensitive was found.
      categories = allowed.filter((id) => !LIGHT_ONLY_CATEGORIES.has(id));
    }
    if (categories.length > 0) pegs.push({ trend, categories });
  }
  return pegs;
}

/**
 * The built-in answer of the brief-ideas task: n ideas over the allowed categories (best fit for the
 * sector first), each on its own topic, with the brief's brand, expertise, audience and every target
 * region written into it. An idea rides a grounding trend only when the trend fits (see usablePegs);
 * the others say they are evergreen. The tone picks the wording; its words are never echoed.
 */
export function generateBriefIdeas(input: BriefIdeasInput) {
  const { brief } = input;
  const random = new SeededRandom(`brief-ideas|${canonicalJson(input)}`);
  const words = wordsOf(brief.sector_or_niche, brief.primary_expertise, brief.core_audience);
  // A brand that sells to businesses is pitched to the business pages and its buyers' trade press.
  const businessFunction = businessFunctionOf(brief);
  const beat = businessFunction ? BUSINESS_BEATS[businessFunction] : classifyBeat(words, { sector: brief.sector_or_niche });
  const regions = parseTargetRegions(brief.target_regions);
  const wording = regionWording(regions);
  const register = toneRegister(brief.tone);
  const tone = TONE_WORDS[register];
  const themed = dataSourcesFor(beat.themes, words, regions, random, Math.max(4, regions.length + 2));
  const dataSources = businessFunction ? businessSources(businessFunction, words, regions, themed) : themed;
  const ranked = rankCategories({ beat: beat.key }, random, input.allowedCategories);
  // A price index, a puzzle, a trend remix, a meme or a challenge has nothing to say to a finance director.
  const businessFit = ranked.filter((id) => BUSINESS_CATEGORIES.includes(id));
  // A client's own subjects are its fields of expertise (tariffs, interest rates, household budgets), never
  // light in themselves: no challenge, puzzle, meme or price index on them ("The Tariffs Challenge").
  const serious = input.client ? ranked.filter((id) => !LIGHT_ONLY_CATEGORIES.has(id)) : ranked;
  const categories = businessFunction && businessFit.length > 0 ? businessFit : serious.length > 0 ? serious : ranked;
  const topics = topicPool(
    random,
    beat,
    words,
    regions,
    businessFunction !== null,
    input.client ? [...new Set(input.client.spokespeople.flatMap((person) => person.expertise))] : [],
  );
  // "young professionals in India" already says where: "in India in India" doubled it.
  const audience = brief.core_audience
    ? regionsNamed(brief.core_audience).length > 0
      ? shortAudience(brief.core_audience)
      : `${shortAudience(brief.core_audience)} in ${wording.name}`
    : audienceIn(random.pick(beat.audiences.slice(0, 2)), regions);
  // Only a role the brief names; an invented "head of consumer research" is a person the brand may not have.
  const expert = input.client ? (leadSpeaker(input.client) ?? briefSpokesperson(brief)) : briefSpokesperson(brief);
  const pegs = usablePegs(input, regions);
  const expertise = brief.primary_expertise;

  // Pegged ideas take their categories first (a sensitive trend only a respectful one); the other ideas
  // go through the ranking, skipping what the pegs took while other categories are left.
  const pegCategories = pegs
    .slice(0, brief.n_ideas)
    .map((peg) => categories.find((ranked) => peg.categories.includes(ranked)) ?? peg.categories[0]!);
  const rest = [...categories.filter((id) => !pegCategories.includes(id)), ...categories.filter((id) => pegCategories.includes(id))];
  const ideas: IdeaAnswer[] = [];
  const openings = new Set<string>();
  const evergreenLines = random.shuffle(EVERGREEN_LINES);
  // Evergreen topics are taken in order of relevance, so the pegged ideas skip none of the best.
  let nextTopic = 0;
  for (let index = 0; index < brief.n_ideas; index += 1) {
    const peg: Peg | undefined = pegs[index];
    const trend = peg?.trend;
    const sensitive = trend !== undefined && isSensitive(trend.sensitivity);
    const categoryId = index < pegCategories.length ? pegCategories[index]! : rest[(index - pegCategories.length) % rest.length]!;
    const base = PR_CATEGORY_PLAYBOOKS[categoryId];
    // A same-day tactic with no story breaking is prepared now and sent when the subject is next in the news.
    const prepared = trend === undefined ? base.prepared : undefined;
    const playbook = prepared
      ? {
          ...base,
          action: prepared.action ?? base.action,
          hooks: prepared.hooks,
          timeline: prepared.timeline,
          steps: prepared.steps ?? base.steps,
        }
      : base;
    // A trend whose title names nothing ("This is pathetic.") still grounds the idea; its topic comes from the pool.
    const trendAnalysis = trend ? analyzeText(trend.title) : null;
    const fromTrend = trendAnalysis !== null && trendAnalysis.subjectKind !== 'none';
    const topic = fromTrend ? trendAnalysis.subject : topics[nextTopic++ % topics.length]!;
    const round = Math.floor(index / categories.length);
    const phrases = fromTrend ? analysisSlots(trendAnalysis) : phraseSlots(topic);
    const source = dataSources[index % dataSources.length];
    const slots: Slots = {
      ...phrases,
      form: 'evergreen',
      audience,
      people: wording.people,
      place: wording.name,
      region: wording.name,
      number: null,
      brand: brief.brand_name,
      expert,
      dataSource: source?.name ?? 'Google Trends',
      platform: trend?.source_platform ?? playbook.sourcePlatform,
      beat: beat.label,
      comments: null,
      count: random.int(5, 12),
      sample: random.pick(['1,000', '1,500', '2,000', '2,500']),
    };

    const title = writeTitle(playbook.titles, slots, round);
    const ends = sensitive ? RESPECTFUL_ENDS : tone.pitchEnds;
    const leadParts: LeadParts = { brand: brief.brand_name, action: playbook.action, slots, register, expertise, trend, sensitive };
    const { lead: leadKind, text: pitch } = distinctOpening(
      leadOrder(categoryId).flatMap((kind) => {
        const text = pitchLead(kind, leadParts);
        return text === null ? [] : [{ lead: kind, text }];
      }),
      openings,
    );
    const publications = publicationsFor(beat, regions, random, random.int(4, 6), { nationalFirst: true });
    const steps = playbook.steps.map((step) => capitalize(step(slots))).slice(0, 5);
    const market = marketStep({ beat, regions, publications, sources: dataSources, ideaSource: source, steps });
    ideas.push({
      title: ideas.some((idea) => idea.title === title) ? `${title}: ${titleCase(topic)}` : title,
      category: categoryId,
      effort_level: playbook.effort,
      speed_required: trend ? playbook.speed : null,
      one_sentence_pitch: `${pitch}, ${ends[index % ends.length]}.`,
      hook: fitSentences(
        [
          // A pitch that opens on the trend has quoted it already.
          trend && leadKind !== 'peg' ? pegSentence(trend, sensitive) : null,
          sensitive ? respectfulHook(brief.brand_name, expert, slots.audience) : capitalize(random.pick(playbook.hooks)(slots)),
          trend
            ? null
            : prepared
              ? `Evergreen, not tied to a current trend: prepared now and sent the day ${slots.theSubject} is next in the news.`
              : evergreenLines[index % evergreenLines.length]!(brief.timing_constraints),
          // A pitch that opens on the expertise has said it; the proof line would say it again.
          expertise && leadKind !== 'expertise' ? tone.proof[index % tone.proof.length]!(brief.brand_name, expertise) : null,
        ],
        MAX_HOOK,
      ),
      required_assets: withQuote(
        `${capitalize(playbook.needs.join(', '))}.`,
        brief.available_assets,
        (assets) => ` Already available: ${assets}.`,
        MAX_REQUIRED_ASSETS,
      ),
      target_publications: publications,
      timeline: withQuote(playbook.timeline, brief.timing_constraints, (timing) => ` (planned around: ${timing})`, MAX_TIMELINE),
      difficulty: playbook.difficulty,
      implementation_steps: [
        ...steps,
        ...(market ? [market] : []),
        sensitive
          ? `Keep the brand in the background: lead with the facts and help for ${slots.audience}, not the product.`
          : tone.voiceStep(expert),
      ],
      risk_notes: trend && sensitive ? holdBackNote(trend, brief.brand_name) : playbook.risks.join(' '),
      source_platform: trend?.source_platform ?? null,
      trend_link: trend?.trend_link ?? null,
      time_to_live_days: trend?.time_to_live_days ?? null,
    });
  }
  return { ideas };
}

/**
 * What a pitch opens on. Each names something only this idea or this brief has: the story it rides,
 * the brand's own know-how, the brief's audience, the idea's subject. The category's action ("runs
 * and films a measured experiment") is the same for every brand, so it never opens a pitch.
 */
type PitchLead = 'peg' | 'expertise' | 'audience' | 'subject';

type LeadParts = {
  brand: string;
  action: string;
  slots: Slots;
  register: ToneRegister;
  expertise: string | null;
  trend: GroundingTrend | undefined;
  sensitive: boolean;
};

/** Categories whose story is the brand's know-how: expert comment, new figures, a fast reaction, an analysis. */
const EXPERTISE_LED: readonly PrCategoryId[] = [1, 4, 5, 8];
/** Categories the audience joins in: a puzzle, a trend remix, a meme, a challenge. */
const AUDIENCE_LED: readonly PrCategoryId[] = [3, 7, 9, 10];

/** The leads an idea of this category tries, best first; a peg always comes first (it is why the story is news today). */
function leadOrder(category: PrCategoryId): PitchLead[] {
  if (EXPERTISE_LED.includes(category)) return ['peg', 'expertise', 'subject', 'audience'];
  if (AUDIENCE_LED.includes(category)) return ['peg', 'audience', 'subject', 'expertise'];
  return ['peg', 'subject', 'audience', 'expertise'];
}

/** The longest headline a pitch quotes, so the pitch still fits one sentence. */
const MAX_PEG_QUOTE = 70;

/** The longest expertise a pitch can open on; a longer one reads as a paragraph, not a credential. */
const MAX_LEAD_EXPERTISE = 60;

/** The pitch opened on one lead, or null when the idea has nothing for it (no peg, no expertise). */
function pitchLead(lead: PitchLead, { brand, action, slots, register, expertise, trend, sensitive }: LeadParts): string | null {
  switch (lead) {
    case 'peg': {
      if (!trend) return null;
      // The headline itself, not the subject read out of it: "With Jiri trending" would misstate what trends.
      const headline = `"${shortTitle(trend.title, MAX_PEG_QUOTE)}"`;
      return sensitive
        ? `With ${headline} in the news, ${brand} ${action} for ${slots.audience}`
        : `With ${headline} trending on ${trend.source_platform}, ${brand} ${action} for ${slots.audience}`;
    }
    case 'expertise': {
      const knowHow = expertise?.replace(/^(?:our|its|the|a|an)\s+/i, '');
      // "Drawing on its online GP appointments", but never "drawing on its saving for a first home".
      if (!knowHow || knowHow.length > MAX_LEAD_EXPERTISE || isActivity(knowHow)) return null;
      return `Drawing on its ${lowerFirst(knowHow)}, ${brand} ${action} on ${slots.theSubject} for ${slots.audience}`;
    }
    case 'audience':
      return `For ${slots.audience}, ${brand} ${action} on ${slots.theSubject}`;
    case 'subject':
      // Nothing light about a sensitive story, whatever the brief's tone.
      return register === 'playful' && !sensitive
        ? `${capitalize(slots.theSubject)} ${phraseNumber(slots.subject) === 'plural' ? 'get' : 'gets'} the ${brand} treatment: it ${action}, aimed at ${slots.audience}`
        : `${capitalize(slots.theSubject)}: ${brand} ${action} for ${slots.audience}`;
  }
}

/** As many words as a reader skimming a list of pitches takes in before deciding they read alike. */
const OPENING_WORDS = 4;

function openingOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, OPENING_WORDS)
    .join(' ');
}

/** The first candidate whose first four words no earlier idea of the brief used (the best one if all were). */
function distinctOpening<T extends { text: string }>(candidates: readonly T[], used: Set<string>): T {
  const fresh = candidates.find((candidate) => !used.has(openingOf(candidate.text))) ?? candidates[0]!;
  used.add(openingOf(fresh.text));
  return fresh;
}

/** A source's name in running text: "the Australian Institute of Health and Welfare", but "ONS Family Spending". */
function theSource(name: string): string {
  return /^(Office|Central|Federal|Australian|Department|Reserve|Bank|US|UK|National|German|Singapore|Monetary|Ministry|Canadian|New Zealand Health|Healthy|Nordic|Dubai|Robert|Survey|Food|UN|International|European|Frontur|Fáilte)\b/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

function pegSentence(trend: GroundingTrend, sensitive: boolean): string {
  const quoted = `"${shortTitle(trend.title, 90)}"`;
  return sensitive
    ? `Pegged, with care, to ${quoted} on ${trend.source_platform}.`
    : `Pegged to ${quoted}, trending on ${trend.source_platform}.`;
}

/** How an idea says it is evergreen; each names the brief's timing when it has one. */
const EVERGREEN_LINES: ReadonlyArray<(timing: string | null) => string> = [
  (timing) => `It is evergreen, not tied to a current trend, so it can be timed ${timing ? `around ${timing}` : 'for a quiet news week'}.`,
  (timing) => `Evergreen (not tied to a current trend): ${timing ? `plan it around ${timing}` : 'it keeps until the calendar is clear'}.`,
  (timing) =>
    `As an evergreen idea, not tied to a current trend, it ${timing ? `can be lined up with ${timing}` : 'can wait for the right slot'}.`,
];

function respectfulHook(brand: string, expert: string, audience: string): string {
  return `Readers need clear, accurate context more than another hot take; ${expert} can give ${audience} exactly that, with ${brand} staying in the background.`;
}

/** Says plainly when the brand should hold back on a sensitive trend, and why. */
function holdBackNote(trend: GroundingTrend, brand: string): string {
  const kinds = trend.sensitivity.map((kind) => KIND_WORDS[kind]);
  const about = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}` : kinds[0];
  return [
    `Hold back if the story turns out to involve loss of life or named victims: it touches ${about}, and a brand seen to profit from that loses trust fast.`,
    `${brand} comments only where it has real expertise to add: no product mentions, no promotion, no humour, and nothing that speculates beyond the facts.`,
  ].join(' ');
}

type MarketPlan = {
  beat: Beat;
  regions: readonly RegionKey[];
  publications: readonly string[];
  /** The brief's data sources: dataSourcesFor gives every named region at least one of its own. */
  sources: readonly DataSource[];
  /** The source this idea's own steps work from, if any. */
  ideaSource: DataSource | undefined;
  steps: readonly string[];
};

/**
 * The step that gives each target market figures of its own (its statistics office or a national
 * body) and, with several markets, the outlet that hears it first: a market without its own numbers
 * reads as an afterthought, and a German desk will not lead on Eurostat or UK figures. Null when there
 * is no named market, or when the idea's steps already cite the one market's own source.
 */
function marketStep({ beat, regions, publications, sources, ideaSource, steps }: MarketPlan): string | null {
  const markets = regions.filter((region) => region !== 'global');
  // The idea's own source where it is the market's, so the step and the idea cite the same figures.
  const sourceOf = (region: RegionKey) => (ideaSource?.region === region ? ideaSource : sources.find((entry) => entry.region === region));
  if (markets.length === 1) {
    const market = markets[0]!;
    const source = sourceOf(market);
    if (!source || steps.some((step) => step.includes(source.name))) return null;
    const words = REGION_WORDS[market];
    return `Anchor the story in national figures for ${words.name} from ${theSource(source.name)}, so ${words.adjective} outlets have a number of their own to quote.`;
  }
  if (markets.length === 0) return null;
  const versions = markets.map((region) => {
    const own = [...nationalNewsOutlets(region), ...regionOutlets(beat, region)];
    const outlet = publications.find((entry) => own.includes(entry)) ?? own[0];
    const source = sourceOf(region);
    return `${REGION_WORDS[region].name} (${[source ? figuresOf(source.name) : null, outlet ? `first to ${outlet}` : null].filter(Boolean).join(', ')})`;
  });
  const step = `Give each market its own version: ${versions.join('; ')}.`;
  if (step.length <= MAX_STEP) return step;
  // The outlets are in the target list already; the figures are what a market cannot do without.
  const figures = `Give each market figures of its own: ${markets.map((region) => `${REGION_WORDS[region].name} from ${theSource(sourceOf(region)?.name ?? 'its statistics office')}`).join('; ')}.`;
  if (figures.length <= MAX_STEP) return figures;
  return `Give each market its own version, with its own figures and outlets: ${markets.map((region) => REGION_WORDS[region].name).join(', ')}.`;
}

/** "ONS Family Spending figures", but "Central Bank of Ireland statistics", not "statistics figures". */
function figuresOf(source: string): string {
  return /\b(?:statistics|figures|data|database)$/i.test(source) ? source : `${source} figures`;
}

/** The task's limit on one implementation step. */
const MAX_STEP = 300;

/**
 * Topics for ideas without a trend: the beat's own recurring stories first, then those of its first
 * theme. The brief's expertise is what the brand brings, not what the story is about ("household
 * budgeting data" is no headline), so it goes into the proof line instead. Topics that need care
 * ("flood risk", "loneliness") are left out: an evergreen idea may take any category, and a puzzle or a
 * challenge about a disaster is a stunt.
 */
function topicPool(
  random: SeededRandom,
  beat: Beat,
  briefWords: ReadonlySet<string>,
  regions: readonly RegionKey[],
  ownOnly: boolean,
  /**
   * Written for a client: its spokespeople's fields of expertise ("energy bills", "camping", "UPI"). Its
   * own subjects then come right after the beat's topics that share a word with the brief, and the
   * others are dropped while two remain.
   */
  clientFields: readonly string[] = [],
): string[] {
  // A topic of another market (council tax for India) is left out; so are a business beat's consumer themes.
  const own = random.shuffle((beat.evergreenTopics ?? []).filter((topic) => topicFitsMarkets(topic, regions)));
  const themed = ownOnly
    ? []
    : random.shuffle(THEME_TOPICS[beat.themes[0]!].topics.filter((topic) => !own.includes(topic) && topicFitsMarkets(topic, regions)));
  const topics = [...own, ...themed];
  const safe = topics.filter((topic) => !needsCareTopic(topic));
  // Topics that share a word with the brand's sector, expertise or audience come first: an EV-charging
  // brand gets "electric vehicle charging" before "food waste" from the same climate list.
  const stems = new Set([...briefWords].filter((word) => word.length >= 4).map((word) => word.slice(0, 5)));
  const relevance = (topic: string) => (topic.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => stems.has(word.slice(0, 5))).length;
  const ranked = (safe.length > 0 ? safe : topics).sort((a, b) => relevance(b) - relevance(a));
  // Graded blind, an energy supplier's brief got "the price of a pint" and "the cost of a night out"
  // from the cost-of-living list: for a client, two ideas on its own subjects beat a third on nobody's.
  // A client's relevance takes no everyday money word: an energy supplier's "energy prices" shares
  // "price" with "the price of a pint", not a subject.
  const subjectStems = new Set([...stems].filter((stem) => !EVERYDAY_STEMS.has(stem)));
  const relevant = ranked.filter((topic) =>
    (topic.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((word) => subjectStems.has(word.slice(0, 5))),
  );
  if (clientFields.length === 0) return ranked;
  const known = new Set(relevant.map((topic) => topic.toLowerCase()));
  const clientsOwn = clientFields.filter((field) => !known.has(field.toLowerCase()) && !needsCareTopic(field));
  const forClient = [...relevant, ...clientsOwn];
  return forClient.length >= 2 ? forClient : ranked;
}

/** Stems of words every consumer topic has ("cost", "price", "money"): no subject of their own. */
const EVERYDAY_STEMS: ReadonlySet<string> = new Set([
  'cost',
  'costs',
  'price',
  'money',
  'value',
  'livin',
  'house',
  'budge',
  'saver',
  'savin',
]);

/** The task's limit on a hook. */
const MAX_HOOK = 500;
const MAX_REQUIRED_ASSETS = 500;
const MAX_TIMELINE = 200;

/** `text` followed by `quote(words)` when the brief has such words, shortened so the whole stays within `max`. */
function withQuote(text: string, words: string | null | undefined, quote: (words: string) => string, max: number): string {
  if (!words) return text;
  return `${text}${quote(clipText(words, max - text.length - quote('').length))}`;
}

/** The sentences that fit under the limit, in order; the first one given always stays. */
function fitSentences(sentences: ReadonlyArray<string | null>, max: number): string {
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (sentence && (kept.length === 0 || [...kept, sentence].join(' ').length <= max)) kept.push(sentence);
  }
  return kept.join(' ');
}
