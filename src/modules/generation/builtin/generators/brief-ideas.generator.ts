import type { BriefCampaignIdea, BriefSector, PrCategoryId } from '../../../../contracts/ideas.contract.js';
import type { SensitivityKind } from '../../../../contracts/trending.contract.js';
import { classifySensitivity, isGrave, isSensitive } from '../../../brand-safety/sensitivity.js';
import { RESPECTFUL_CATEGORIES, type BriefIdeasInput, type GroundingTrend } from '../../tasks/brief-ideas.task.js';
import { canonicalJson } from '../../../../platform/ai/generation-cache.js';
import { classifyBeat, wordsOf } from '../beat-classifier.js';
import { rankCategories } from '../category-ranking.js';
import type { Beat } from '../knowledge/beats.js';
import type { DataSource } from '../knowledge/data-sources.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { parseTargetRegions, REGION_WORDS, storyFitsRegions, type RegionKey } from '../knowledge/regions.js';
import { titleCase, capitalize, type Slots } from '../knowledge/slots.js';
import { phraseNumber } from '../noun-phrase.js';
import { writeTitle } from '../headline-writer.js';
import { THEME_TOPICS } from '../knowledge/theme-topics.js';
import { SeededRandom } from '../seeded-random.js';
import {
  analysisSlots,
  audienceIn,
  brandExpert,
  dataSourcesFor,
  nationalNewsOutlets,
  phraseSlots,
  publicationsFor,
  regionOutlets,
  regionWording,
  shortAudience,
  shortTitle,
} from '../slot-builder.js';
import { analyzeText } from '../text-analysis.js';

type IdeaAnswer = { [K in keyof BriefCampaignIdea]-?: Exclude<BriefCampaignIdea[K], undefined> | null };

/** The register a brief's free-text tone asks for; the tone's own words never reach the copy. */
export type ToneRegister = 'playful' | 'authoritative' | 'warm' | 'plain';

/** Reads a free-text tone ("playful and witty", "authoritative but engaging") as one register. */
export function toneRegister(tone: string): ToneRegister {
  const lower = tone.toLowerCase();
  if (/\b(playful|witty|fun|funny|cheeky|humou?r|humorous|irreverent|light-hearted|lighthearted|quirky|tongue)/.test(lower)) return 'playful';
  if (/\b(warm|friendly|caring|empath|reassur|supportive|kind|gentle|compassion|approachable)/.test(lower)) return 'warm';
  if (/\b(authoritative|expert|serious|credible|professional|formal|trusted|evidence|data-led|informative)/.test(lower)) return 'authoritative';
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
      (brand, expertise) => `The evidence is ${brand}'s own ${expertise}, which a rival cannot quote.`,
      (brand, expertise) => `${brand} brings first-hand ${expertise} to a story usually told from the outside.`,
      (brand, expertise) => `Journalists get a source with real ${expertise}, not a press-release opinion.`,
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
      (brand, expertise) => `The twist only ${brand} can pull off: it actually knows ${expertise} inside out.`,
      (brand, expertise) => `${brand}'s ${expertise} keeps the joke honest: the punchline is a real finding.`,
      (brand, expertise) => `Behind the fun sits ${brand}'s ${expertise}, so the story survives a fact-check.`,
    ],
    voiceStep: () => 'Keep the copy light (one pun per asset at most, none about money worries or health) and test the headline on someone outside the team.',
  },
  warm: {
    pitchEnds: [
      'written to reassure rather than alarm',
      'in plain, kind words that make the next step feel easy',
      'leaving readers feeling more in control',
      'with practical help before any brand message',
    ],
    proof: [
      (brand, expertise) => `${brand}'s ${expertise} lets it speak as someone who has seen the problem up close.`,
      (brand, expertise) => `Because ${brand} works in ${expertise} every day, the advice is practical, not preachy.`,
      (brand, expertise) => `${brand} can back the reassurance with its own ${expertise}.`,
    ],
    voiceStep: () => 'Read every line as a worried reader would, and cut anything that sounds like blame or a sales push.',
  },
  plain: {
    pitchEnds: ['in clear everyday language', 'kept short and practical', 'with one clear takeaway', 'easy for a busy editor to use'],
    proof: [
      (brand, expertise) => `${brand}'s ${expertise} gives it something to add that general commentators lack.`,
      (brand, expertise) => `The angle comes from ${brand}'s ${expertise}, so it is not one a competitor can copy.`,
      (brand, expertise) => `${brand} can answer follow-up questions from its own ${expertise}.`,
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
  'serious-illness': 'serious illness',
  'partisan-politics': 'partisan politics',
};

const CRUDE = /\b(nsfw|porn\w*|orgasm\w*|masturbat\w*|sex|sexy|sexual\w*|bitch\w*|fuck\w*|shit\w*|cum|nude\w*|naked)\b/i;

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
    if (isSensitive(kinds) && analyzeText(trend.title).form === 'personal') continue;
    let categories: readonly PrCategoryId[] = allowed;
    if (isGrave(kinds)) {
      const explainable = GRAVE_KINDS_A_SECTOR_MAY_EXPLAIN[sector] ?? [];
      if (!kinds.filter((kind) => isGrave([kind])).every((kind) => explainable.includes(kind))) continue;
      categories = allowed.filter((id) => id === 1);
    } else if (isSensitive(kinds)) {
      categories = allowed.filter((id) => RESPECTFUL_CATEGORIES.includes(id));
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
  const beat = classifyBeat(words, { sector: brief.sector_or_niche });
  const regions = parseTargetRegions(brief.target_regions);
  const wording = regionWording(regions);
  const register = toneRegister(brief.tone);
  const tone = TONE_WORDS[register];
  const dataSources = dataSourcesFor(beat.themes, words, regions, random, Math.max(4, regions.length + 2));
  const categories = rankCategories({ beat: beat.key }, random, input.allowedCategories);
  const topics = topicPool(random, beat.themes[0]!);
  const audience = brief.core_audience ? `${shortAudience(brief.core_audience)} in ${wording.name}` : audienceIn(random.pick(beat.audiences.slice(0, 2)), regions);
  const pegs = usablePegs(input, regions);
  const expertise = brief.primary_expertise;

  // Pegged ideas take their categories first (a sensitive trend only a respectful one); the other ideas
  // go through the ranking, skipping what the pegs took while other categories are left.
  const pegCategories = pegs.slice(0, brief.n_ideas).map((peg) => categories.find((ranked) => peg.categories.includes(ranked)) ?? peg.categories[0]!);
  const rest = [...categories.filter((id) => !pegCategories.includes(id)), ...categories.filter((id) => pegCategories.includes(id))];
  const ideas: IdeaAnswer[] = [];
  const openings = new Set<string>();
  const evergreenLines = random.shuffle(EVERGREEN_LINES);
  for (let index = 0; index < brief.n_ideas; index += 1) {
    const peg: Peg | undefined = pegs[index];
    const trend = peg?.trend;
    const sensitive = trend !== undefined && isSensitive(trend.sensitivity);
    const categoryId = index < pegCategories.length ? pegCategories[index]! : rest[(index - pegCategories.length) % rest.length]!;
    const playbook = PR_CATEGORY_PLAYBOOKS[categoryId];
    // A trend whose title names nothing ("This is pathetic.") still grounds the idea; its topic comes from the pool.
    const trendAnalysis = trend ? analyzeText(trend.title) : null;
    const fromTrend = trendAnalysis !== null && trendAnalysis.subjectKind !== 'none';
    const topic = fromTrend ? trendAnalysis.subject : topics[index % topics.length]!;
    const round = Math.floor(index / categories.length);
    const phrases = fromTrend ? analysisSlots(trendAnalysis) : phraseSlots(topic);
    const expert = brandExpert(brief.brand_name, random.pick(beat.spokespeople));
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
      count: random.int(5, 12),
      sample: random.pick(['1,000', '1,500', '2,000', '2,500']),
    };

    const title = writeTitle(playbook.titles, slots, round);
    const ends = sensitive ? RESPECTFUL_ENDS : tone.pitchEnds;
    const pitch = distinctOpening(
      pitchOpenings(brief.brand_name, playbook.action, slots, register),
      openings,
      index,
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
          trend ? pegSentence(trend, sensitive) : capitalize(random.pick(playbook.hooks)(slots)),
          trend ? (sensitive ? respectfulHook(brief.brand_name, expert, slots.audience) : capitalize(random.pick(playbook.hooks)(slots))) : evergreenLines[index % evergreenLines.length]!(brief.timing_constraints),
          expertise ? tone.proof[index % tone.proof.length]!(brief.brand_name, expertise) : null,
        ],
        MAX_HOOK,
      ),
      required_assets: `${capitalize(playbook.needs.join(', '))}.${brief.available_assets ? ` Already available: ${brief.available_assets}.` : ''}`,
      target_publications: publications,
      timeline: `${playbook.timeline}${brief.timing_constraints ? ` (planned around: ${brief.timing_constraints})` : ''}`,
      difficulty: playbook.difficulty,
      implementation_steps: [
        ...steps,
        ...(market ? [market] : []),
        sensitive ? `Keep the brand in the background: lead with the facts and help for ${slots.audience}, not the product.` : tone.voiceStep(expert),
      ],
      risk_notes: trend && sensitive ? holdBackNote(trend, brief.brand_name) : playbook.risks.join(' '),
      source_platform: trend?.source_platform ?? null,
      trend_link: trend?.trend_link ?? null,
      time_to_live_days: trend?.time_to_live_days ?? null,
    });
  }
  return { ideas };
}

/** Ways a pitch can open, all naming the brand; which one is used rotates so no two ideas open alike. */
function pitchOpenings(brand: string, action: string, slots: Slots, register: ToneRegister): string[] {
  return [
    `${brand} ${action} on ${slots.theSubject} for ${slots.audience}`,
    `For ${slots.audience}, ${brand} ${action} on ${slots.theSubject}`,
    `Drawing on ${theSource(slots.dataSource)}, ${brand} ${action} on ${slots.theSubject} for ${slots.audience}`,
    `Fronted by ${spokespersonOf(slots.expert, brand)}, ${brand} ${action} on ${slots.theSubject} for ${slots.audience}`,
    register === 'playful'
      ? `${capitalize(slots.theSubject)} ${phraseNumber(slots.subject) === 'plural' ? 'get' : 'gets'} the ${brand} treatment: it ${action}, aimed at ${slots.audience}`
      : `With ${slots.audience} in mind, ${brand} ${action} on ${slots.theSubject}`,
  ];
}

/** A source's name in running text: "the Australian Institute of Health and Welfare", but "ONS Family Spending". */
function theSource(name: string): string {
  return /^(Office|Central|Federal|Australian|Department|Reserve|Bank|US|UK|National|German|Singapore|Monetary|Ministry|Canadian|New Zealand Health|Healthy|Nordic|Dubai|Robert|Survey|Food|UN|International|European|Frontur|Fáilte)\b/.test(name)
    ? `the ${name}`
    : name;
}

/** "Acme's head of research" → "its head of research", so a sentence does not name the brand twice. */
function spokespersonOf(expert: string, brand: string): string {
  return expert.startsWith(`${brand}'s `) ? `its ${expert.slice(brand.length + 3)}` : expert;
}

/** The opening at this idea's turn, or the next one whose first three words no earlier idea used. */
function distinctOpening(candidates: readonly string[], used: Set<string>, index: number): string {
  for (let offset = 0; offset < candidates.length; offset += 1) {
    const candidate = candidates[(index + offset) % candidates.length]!;
    const start = candidate.split(/\s+/).slice(0, 3).join(' ').toLowerCase();
    if (!used.has(start)) {
      used.add(start);
      return candidate;
    }
  }
  return candidates[index % candidates.length]!;
}

function pegSentence(trend: GroundingTrend, sensitive: boolean): string {
  const quoted = `"${shortTitle(trend.title, 90)}"`;
  return sensitive ? `Pegged, with care, to ${quoted} on ${trend.source_platform}.` : `Pegged to ${quoted}, trending on ${trend.source_platform}.`;
}

/** How an idea says it is evergreen; each names the brief's timing when it has one. */
const EVERGREEN_LINES: ReadonlyArray<(timing: string | null) => string> = [
  (timing) => `It is evergreen, not tied to a current trend, so it can be timed ${timing ? `around ${timing}` : 'for a quiet news week'}.`,
  (timing) => `Evergreen (not tied to a current trend): ${timing ? `plan it around ${timing}` : 'it keeps until the calendar is clear'}.`,
  (timing) => `As an evergreen idea, not tied to a current trend, it ${timing ? `can be lined up with ${timing}` : 'can wait for the right slot'}.`,
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
 * Topics for ideas without a trend: the sector's recurring stories. The brief's expertise is what the
 * brand brings, not what the story is about ("household budgeting data" is no headline), so it goes
 * into the proof line instead.
 */
/**
 * Evergreen topics of the brief's theme. Sensitive ones ("flood risk") are left out: an evergreen idea
 * may take any category, and a puzzle or a challenge about a disaster is a stunt.
 */
function topicPool(random: SeededRandom, theme: keyof typeof THEME_TOPICS): string[] {
  const topics = THEME_TOPICS[theme].topics;
  const safe = topics.filter((topic) => classifySensitivity(topic).length === 0);
  return random.shuffle(safe.length > 0 ? safe : topics);
}

/** The task's limit on a hook. */
const MAX_HOOK = 500;

/** The sentences that fit under the limit, in order; the first one given always stays. */
function fitSentences(sentences: ReadonlyArray<string | null>, max: number): string {
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (sentence && (kept.length === 0 || [...kept, sentence].join(' ').length <= max)) kept.push(sentence);
  }
  return kept.join(' ');
}
