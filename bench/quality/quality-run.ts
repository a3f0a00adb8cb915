// Runs every built-in generator through the real validator (checkAnswer) over the bench's inputs and
// applies every detector of quality-checks.ts to every output. An output is one angle, one pitch, one
// campaign, one brief idea, one theme headline, one campaign plan, one website idea or one alternative.
import { THEMES, type BrandBrief } from '../../src/contracts/ideas.contract.js';
import type { SensitivityKind } from '../../src/contracts/trending.contract.js';
import { checkAnswer, type AiTask } from '../../src/platform/ai/ai-task.js';
import { BUILTIN_MODEL, createBuiltinProvider } from '../../src/modules/generation/builtin/builtin-generators.js';
import { briefIdeasInput, briefIdeasTask, type GroundingTrend } from '../../src/modules/generation/tasks/brief-ideas.task.js';
import { campaignDetailsTask } from '../../src/modules/generation/tasks/campaign-details.task.js';
import {
  headlineAlternativesInput,
  headlineAlternativesTask,
  type HeadlineAlternativesInput,
} from '../../src/modules/generation/tasks/headline-alternatives.task.js';
import { pitchRefusal } from '../../src/contracts/generation.contract.js';
import { pitchEmailTask } from '../../src/modules/generation/tasks/pitch-email.task.js';
import { prAnglesTask } from '../../src/modules/generation/tasks/pr-angles.task.js';
import { themeHeadlinesTask } from '../../src/modules/generation/tasks/theme-headlines.task.js';
import { trendingCampaignTask } from '../../src/modules/generation/tasks/trending-campaign.task.js';
import { websiteIdeasTask } from '../../src/modules/generation/tasks/website-ideas.task.js';
import { analyzeHeadline } from '../../src/modules/headline-analysis/headline-analysis.js';
import { sectorFit } from '../../src/modules/ideas/sector-fit.js';
import {
  alternativeScoresBelowOriginal,
  anglePitchContradiction,
  DEFECTS,
  echoedTone,
  garbledHeadline,
  inputSensitivity,
  inventedCounts,
  junkSubjectOrBrand,
  numbersFromNamesOrDates,
  pitchClaimsNonexistentWork,
  pitchOverWordLimit,
  pitchPastesInstruction,
  placeholders,
  repeatedOpenings,
  uncoveredRegions,
  unsafeKindOnSensitive,
  type Defect,
  type Engagement,
} from './quality-checks.js';
import type { BenchItem, QualityInputs } from './quality-inputs.js';
import { pitchInputFor } from './pitch-input.js';

export const OUTPUT_TYPES = [
  'angles',
  'pitches',
  'campaigns',
  'brief ideas',
  'theme headlines',
  'campaign details',
  'website ideas',
  'headline alternatives',
] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

/** Which defects apply to which output type; a cell outside this shows "–". */
export const APPLIES: Readonly<Record<Defect, readonly OutputType[]>> = {
  'unsafe-kind-on-sensitive': ['angles', 'pitches', 'campaigns', 'brief ideas', 'headline alternatives'],
  'invented-count': OUTPUT_TYPES,
  'number-from-name-or-date': [
    'angles',
    'pitches',
    'campaigns',
    'brief ideas',
    'campaign details',
    'website ideas',
    'headline alternatives',
  ],
  placeholder: OUTPUT_TYPES,
  'angle-pitch-contradiction': ['pitches'],
  'repeated-opening': OUTPUT_TYPES,
  'echoed-tone': ['brief ideas'],
  'uncovered-region': ['brief ideas'],
  'pitch-pastes-instruction': ['pitches'],
  'pitch-claims-nonexistent-work': ['pitches'],
  'pitch-over-200-words': ['pitches'],
  'alternative-scores-below-original': ['headline alternatives'],
  'garbled-headline': ['angles', 'pitches', 'campaigns', 'brief ideas', 'theme headlines', 'website ideas', 'headline alternatives'],
  'junk-subject-or-brand': OUTPUT_TYPES,
};

/** One output with what the detectors need of it and of its input. */
export type OutputRecord = {
  type: OutputType;
  /** The input it was written for, as a reader knows it (a title, a brief, a theme, a URL). */
  input: string;
  /** Sensitivity kinds of the input, as the product classifies it. */
  kinds: SensitivityKind[];
  output: unknown;
  findings: Partial<Record<Defect, string[]>>;
};

export type QualityRun = {
  model: string;
  counts: { items: number; sensitiveItems: number; briefs: number; websites: number; headlines: number };
  outputs: OutputRecord[];
  /** Answers checkAnswer rejected, per type (their outputs do not exist, so they are not rated). */
  invalid: Record<OutputType, string[]>;
};

/** What every detector but the batch ones (repeated openings) reads of one output. */
type Draft = {
  type: OutputType;
  input: string;
  kinds: SensitivityKind[];
  output: unknown;
  /** Prose the reader sees. */
  texts: string[];
  /** Headline-like lines: titles, subjects, headlines. */
  headlines: string[];
  /** The text whose opening counts for repeated openings. */
  openingText: string;
  source: string;
  sourceTitle: string;
  engagement?: Engagement | null;
  format?: string | null;
  category?: number | null;
  extra?: (findings: Partial<Record<Defect, string[]>>) => void;
};

/** Briefs across sectors, region mixes and tones; grounded on trends from the loaded items. */
export const BENCH_BRIEFS: readonly BrandBrief[] = [
  {
    brand_name: 'Coinpath',
    sector_or_niche: 'fintech',
    primary_expertise: 'household budgeting and savings apps',
    target_regions: 'UK, US',
    core_audience: 'young adults saving for a first home',
  },
  {
    brand_name: 'Vitalcare',
    sector_or_niche: 'healthtech',
    primary_expertise: 'online GP appointments',
    target_regions: 'UK, Ireland',
    tone: 'warm and reassuring',
    core_audience: 'working parents',
  },
  {
    brand_name: 'Basketly',
    sector_or_niche: 'ecommerce',
    primary_expertise: 'grocery price comparison',
    target_regions: 'Germany',
    core_audience: 'families on a budget',
  },
  {
    brand_name: 'Roamsure',
    sector_or_niche: 'travel',
    primary_expertise: 'travel insurance',
    target_regions: 'France, Spain',
    tone: 'playful and witty',
    core_audience: 'holidaymakers',
  },
  {
    brand_name: 'Shiftly',
    sector_or_niche: 'saas',
    primary_expertise: 'shift scheduling software for small businesses',
    target_regions: 'US, Canada',
    core_audience: 'small-business owners',
  },
  {
    brand_name: 'Plateful',
    sector_or_niche: 'foodtech',
    primary_expertise: 'meal-kit delivery',
    target_regions: 'Australia, New Zealand',
    tone: 'warm and reassuring',
    core_audience: 'busy households',
  },
  {
    brand_name: 'Learnwise',
    sector_or_niche: 'edtech',
    primary_expertise: 'exam preparation apps',
    target_regions: 'India',
    core_audience: 'secondary-school students and their parents',
  },
  {
    brand_name: 'DryHome Waterproofing',
    sector_or_niche: 'proptech',
    primary_expertise: 'damp proofing and basement waterproofing',
    target_regions: 'UK, Ireland',
    tone: 'playful and witty',
    core_audience: 'homeowners',
  },
  {
    brand_name: 'Pixelforge',
    sector_or_niche: 'gaming',
    primary_expertise: 'indie game publishing',
    target_regions: 'Nordics, Netherlands',
    tone: 'playful and witty',
    core_audience: 'PC gamers',
  },
  {
    brand_name: 'Greenloop',
    sector_or_niche: 'sustainability',
    primary_expertise: 'clothing resale and repair',
    target_regions: 'Italy, Germany, France',
    core_audience: 'eco-conscious shoppers',
  },
  {
    brand_name: 'Lockstep',
    sector_or_niche: 'cybersecurity',
    primary_expertise: 'password managers',
    target_regions: 'Singapore, UAE',
    core_audience: 'office workers',
  },
  {
    brand_name: 'Chargeway',
    sector_or_niche: 'automotive',
    primary_expertise: 'EV charging networks',
    target_regions: 'UK, US, Canada',
    tone: 'warm and reassuring',
    core_audience: 'drivers considering an electric car',
  },
];

/** Upworthy headlines rewritten, in file order. */
export const UPWORTHY_SAMPLE = 60;
/** Sensitive news headlines rewritten: the rewrites must not turn them into play. */
export const SENSITIVE_HEADLINE_SAMPLE = 30;
/** Theme headlines per theme whose campaign plan is generated. */
export const DETAILS_PER_THEME = 3;

export async function runQuality(inputs: QualityInputs): Promise<QualityRun> {
  const provider = createBuiltinProvider();
  const invalid = Object.fromEntries(OUTPUT_TYPES.map((type) => [type, [] as string[]])) as Record<OutputType, string[]>;
  const drafts: Draft[] = [];

  async function generate<TInput, TOutput, TAnswer>(
    type: OutputType,
    task: AiTask<TInput, TOutput, TAnswer>,
    key: string,
    input: TInput,
  ): Promise<TOutput | null> {
    const answer = await provider.generate(task, input);
    const checked = checkAnswer(task, input, answer);
    if (checked.ok) return checked.output;
    invalid[type].push(`${key}: ${checked.problems.join('; ')}`);
    if (process.env.SHOW_INVALID) console.error(`invalid ${type}: ${key}: ${checked.problems.join('; ')}`);
    return null;
  }

  const kindsOf = ({ item }: BenchItem) => inputSensitivity(item.title, item.content?.slice(0, 1500));
  for (const bench of inputs.items) {
    const { item } = bench;
    const kinds = kindsOf(bench);
    const source = `${item.title}\n${item.content ?? ''}`;
    const common = { input: item.title, kinds, source, sourceTitle: item.title, engagement: item.engagement };
    const angles = await generate('angles', prAnglesTask, item.title, item);
    for (const angle of angles ?? []) {
      drafts.push({
        ...common,
        type: 'angles',
        output: angle,
        texts: [angle.angle, angle.headline],
        headlines: [angle.headline],
        openingText: angle.angle,
        format: angle.format,
      });
      // As the product does: no pitch for an angle that holds back, points to help or knows too little.
      if (pitchRefusal(angle.format, 'builtin') !== null) continue;
      const pitch = await generate('pitches', pitchEmailTask, item.title, pitchInputFor(angle, item));
      if (!pitch) continue;
      drafts.push({
        ...common,
        type: 'pitches',
        output: { angle: angle.angle, ...pitch },
        texts: [pitch.subject, pitch.body],
        headlines: [pitch.subject],
        openingText: pitch.body.replace(/^\s*(?:hi|hello|dear|good (?:morning|afternoon))\b[^\n]*\n+/i, ''),
        extra: (findings) => {
          findings['angle-pitch-contradiction'] = anglePitchContradiction(angle.angle, pitch.body);
          findings['pitch-pastes-instruction'] = pitchPastesInstruction(angle.angle, pitch.body);
          findings['pitch-claims-nonexistent-work'] = pitchClaimsNonexistentWork(`${pitch.subject}\n${pitch.body}`);
          findings['pitch-over-200-words'] = pitchOverWordLimit(pitch.body);
        },
      });
    }
    // As the product does: the campaign follows the plan of the item's newest angle.
    const campaign = await generate('campaigns', trendingCampaignTask, item.title, { item, plan: angles?.[0]?.plan ?? null });
    if (campaign) {
      drafts.push({
        ...common,
        type: 'campaigns',
        output: campaign,
        texts: [campaign.title, campaign.description, ...campaign.headlines],
        headlines: [campaign.title, ...campaign.headlines],
        openingText: campaign.description,
        format: campaign.format,
      });
    }
  }

  // Brief ideas: each brief grounded on up to two trends that fit its sector, every other brief also
  // on a sensitive one that fits, as a busy news day hands the grounding step. Only fitting ones: the
  // product's grounding (trend-grounding.ts) never hands the generator a trend outside the sector, so
  // "Coinpath" pegged on a Brazilian football match measured nothing the product does.
  const sensitiveItems = inputs.items.filter((bench) => kindsOf(bench).length > 0);
  const ordinaryItems = inputs.items.filter((bench) => kindsOf(bench).length === 0);
  let trendNumber = 0;
  const trendOf = ({ item }: BenchItem): GroundingTrend => ({
    title: item.title,
    source_platform:
      item.source === 'reddit' ? 'Reddit' : item.source === 'x_trending' ? 'X (Twitter)' : item.publication?.trim() || 'Top Media',
    trend_link: `https://trends.example.com/item/${(trendNumber += 1)}`,
    time_to_live_days: item.source === 'x_trending' ? 2 : item.source === 'reddit' ? 4 : 7,
    // As trend-grounding.ts hands trends to the generator: with the product's own classification.
    sensitivity: item.sensitivity,
  });
  for (const [index, brief] of BENCH_BRIEFS.entries()) {
    const fits = sectorFit(brief.sector_or_niche);
    const fitting = fits ? ordinaryItems.filter(({ item }) => fits(item)) : [];
    const fittingSensitive = fits ? sensitiveItems.filter(({ item }) => fits(item)) : [];
    const picked = [...new Set([fitting[(index * 7) % fitting.length], fitting[(index * 7 + 3) % fitting.length]])].filter(
      (pick) => pick !== undefined,
    );
    if (index % 2 === 0 && fittingSensitive.length > 0) picked.push(fittingSensitive[(index * 5) % fittingSensitive.length]!);
    const trends = picked.map(trendOf);
    const trendKinds = new Map(trends.map((trend) => [trend.trend_link, inputSensitivity(trend.title)]));
    const input = briefIdeasInput(brief, trends);
    const key = `${brief.brand_name} (${brief.sector_or_niche}; ${input.brief.target_regions}; ${input.brief.tone})`;
    const source = trends.map((trend) => trend.title).join('\n');
    const ideas = await generate('brief ideas', briefIdeasTask, key, input);
    for (const idea of ideas ?? []) {
      const linked = idea.trend_link ? (trendKinds.get(idea.trend_link) ?? []) : [];
      const kinds = [...new Set([...linked, ...inputSensitivity(idea.title, idea.one_sentence_pitch, idea.hook)])];
      const texts = [
        idea.title,
        idea.one_sentence_pitch,
        idea.hook,
        idea.required_assets,
        idea.timeline,
        idea.risk_notes,
        ...(idea.implementation_steps ?? []),
      ].filter((text): text is string => typeof text === 'string');
      drafts.push({
        type: 'brief ideas',
        input: key,
        kinds,
        output: idea,
        texts,
        headlines: [idea.title],
        // The brand's name opens every pitch line on purpose; the template starts after it.
        openingText: idea.one_sentence_pitch.split(input.brief.brand_name).join(' '),
        source,
        sourceTitle: trends.find((trend) => trend.trend_link === idea.trend_link)?.title ?? '',
        category: idea.category,
        extra: (findings) => {
          findings['echoed-tone'] = echoedTone(texts, input.brief.tone);
          findings['uncovered-region'] = uncoveredRegions(input.brief.target_regions, idea.target_publications ?? [], texts);
        },
      });
    }
  }

  const detailInputs: Array<{ headline: string; theme: string; category: string }> = [];
  for (const theme of THEMES) {
    const headlines = await generate('theme headlines', themeHeadlinesTask, theme.key, { theme: theme.key });
    for (const headline of headlines ?? []) {
      drafts.push({
        type: 'theme headlines',
        input: theme.key,
        kinds: [],
        output: headline,
        texts: [headline.headline, headline.hook],
        headlines: [headline.headline],
        openingText: headline.headline,
        source: '',
        sourceTitle: '',
      });
    }
    for (const headline of (headlines ?? []).slice(0, DETAILS_PER_THEME)) {
      detailInputs.push({ headline: headline.headline, theme: theme.key, category: headline.category });
    }
  }
  for (const input of detailInputs) {
    const details = await generate('campaign details', campaignDetailsTask, input.headline, input);
    if (!details) continue;
    drafts.push({
      type: 'campaign details',
      input: input.headline,
      kinds: [],
      output: details,
      texts: [
        details.coverageHook.split(input.headline).join('"…"'),
        ...details.dataPlan,
        ...details.dataSources.map((source) => `${source.name}: ${source.description}`),
        details.timeline,
        details.resources,
      ],
      headlines: [],
      openingText: details.coverageHook.split(input.headline).join(' '),
      source: input.headline,
      sourceTitle: input.headline,
    });
  }

  for (const site of inputs.websites) {
    const ideas = await generate('website ideas', websiteIdeasTask, site.url, site);
    const source = [site.title, site.description, site.businessType, site.targetAudience, ...site.keyMessages].filter(Boolean).join('\n');
    for (const idea of ideas ?? []) {
      drafts.push({
        type: 'website ideas',
        input: site.url,
        kinds: [],
        output: idea,
        texts: [
          idea.title,
          idea.description,
          idea.storyDelivery,
          idea.dataSources,
          idea.newsHook,
          ...idea.implementationSteps,
          idea.requiredAssets,
        ],
        headlines: [idea.title],
        // The site's name opens every description; the template starts after it.
        openingText: idea.description.replace(/^(?:[A-Z0-9][\w.&'’-]*\s+)+/, ''),
        source,
        sourceTitle: '', // a site's "Name - Tagline" title is no news bundle: its tagline is a message, not a publisher
      });
    }
  }

  const sensitiveHeadlines = sensitiveItems
    .filter(({ item }) => item.source === 'news')
    .slice(0, SENSITIVE_HEADLINE_SAMPLE)
    .flatMap(({ item }) => headlineInput(item.title));
  for (const input of [...inputs.headlines.slice(0, UPWORTHY_SAMPLE), ...sensitiveHeadlines]) {
    const alternatives = await generate('headline alternatives', headlineAlternativesTask, input.headline, input);
    const kinds = inputSensitivity(input.headline);
    for (const alternative of alternatives ?? []) {
      drafts.push({
        type: 'headline alternatives',
        input: input.headline,
        kinds,
        output: alternative,
        texts: [alternative],
        headlines: [alternative],
        openingText: alternative,
        source: input.headline,
        sourceTitle: input.headline,
        extra: (findings) => {
          findings['alternative-scores-below-original'] = alternativeScoresBelowOriginal(input.headline, alternative);
        },
      });
    }
  }

  const outputs = detect(drafts);
  const items = inputs.items.length;
  return {
    model: BUILTIN_MODEL,
    counts: {
      items,
      sensitiveItems: sensitiveItems.length,
      briefs: BENCH_BRIEFS.length,
      websites: inputs.websites.length,
      headlines: UPWORTHY_SAMPLE + sensitiveHeadlines.length,
    },
    outputs,
    invalid,
  };
}

function headlineInput(headline: string): HeadlineAlternativesInput[] {
  try {
    return [headlineAlternativesInput(headline, analyzeHeadline(headline).metrics)];
  } catch {
    return []; // a title with no word is no headline to rewrite
  }
}

/** Runs every detector that applies to each draft; repeated openings are judged per output type. */
function detect(drafts: readonly Draft[]): OutputRecord[] {
  const openings = new Map<Draft, string[]>();
  for (const type of OUTPUT_TYPES) {
    const ofType = drafts.filter((draft) => draft.type === type);
    repeatedOpenings(ofType.map((draft) => ({ input: draft.input, text: draft.openingText }))).forEach((problems, index) =>
      openings.set(ofType[index]!, problems),
    );
  }
  return drafts.map((draft) => {
    const findings: Partial<Record<Defect, string[]>> = {
      'unsafe-kind-on-sensitive': unsafeKindOnSensitive({
        kinds: draft.kinds,
        texts: draft.texts,
        format: draft.format,
        category: draft.category,
      }),
      'invented-count': inventedCounts(draft.texts, { text: draft.source, engagement: draft.engagement }),
      'number-from-name-or-date': numbersFromNamesOrDates(draft.texts, draft.source),
      placeholder: placeholders(draft.texts, draft.source),
      'repeated-opening': openings.get(draft) ?? [],
      'garbled-headline': draft.headlines.flatMap(garbledHeadline),
      'junk-subject-or-brand': junkSubjectOrBrand(draft.texts, draft.sourceTitle),
    };
    draft.extra?.(findings);
    for (const defect of DEFECTS) if (!APPLIES[defect].includes(draft.type)) delete findings[defect];
    return { type: draft.type, input: draft.input, kinds: draft.kinds, output: draft.output, findings };
  });
}

/** Counted only over outputs for sensitive inputs: a quiz on a sofa sale is fine. */
export function inDenominator(defect: Defect, record: OutputRecord): boolean {
  if (!APPLIES[defect].includes(record.type)) return false;
  return defect !== 'unsafe-kind-on-sensitive' || record.kinds.length > 0;
}
