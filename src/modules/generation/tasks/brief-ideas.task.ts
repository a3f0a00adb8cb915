import { z } from 'zod';
import {
  BRIEF_DEFAULTS,
  EFFORT_LEVELS,
  PR_CATEGORIES,
  SPEED_LEVELS,
  type BrandBrief,
  type BriefCampaignIdea,
} from '../../../contracts/ideas.contract.js';
import type { SensitivityKind } from '../../../contracts/trending.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { isGrave, isSensitive } from '../../brand-safety/index.js';
import { duplicateProblems, textField, textListField } from './answer-fields.js';
import { LIGHT_ONLY_CATEGORIES } from './brand-safety-rules.js';
import { unfilledPlaceholder } from '../../../common/text/unfilled-placeholder.js';
import { clientRules, type ClientBrief } from './client-brief.js';
import { taskPrompt } from './task-prompt.js';

/** A brand brief with the spec's defaults applied and absent optional fields as null. */
export type ResolvedBrandBrief = {
  brand_name: string;
  sector_or_niche: string;
  primary_expertise: string | null;
  target_regions: string;
  core_audience: string | null;
  available_assets: string | null;
  timing_constraints: string | null;
  tone: string;
  trend_timeframe_days: number;
  n_ideas: number;
};

/** A current trend an idea may ride on; ideas link only to trends given here. */
export type GroundingTrend = {
  title: string;
  source_platform: string;
  trend_link: string;
  time_to_live_days: number;
  /** The kinds of sensitive news the trend touches (brand-safety/sensitivity.ts); empty when none. */
  sensitivity: SensitivityKind[];
};

/** The categories a brand may use on a sensitive trend: expert commentary, evergreen refresh, a respectful reactive comment. */
export const RESPECTFUL_CATEGORIES: readonly number[] = [1, 4, 5];

export type BriefIdeasInput = {
  brief: ResolvedBrandBrief;
  /** PR category ids the ideas may use: all ten minus the brief's exclusions. */
  allowedCategories: number[];
  trends: GroundingTrend[];
  /** The client the brief is for (issue 27); absent without one, so prompts and cache keys stay as they were. */
  client?: ClientBrief;
};

/**
 * Applies the brief's defaults and turns its exclusions into the allowed categories.
 * @throws RangeError when n_ideas is outside 5..15 or every category is excluded
 */
export function briefIdeasInput(brief: BrandBrief, trends: GroundingTrend[] = []): BriefIdeasInput {
  const nIdeas = brief.n_ideas ?? BRIEF_DEFAULTS.n_ideas;
  if (!Number.isInteger(nIdeas) || nIdeas < BRIEF_DEFAULTS.min_ideas || nIdeas > BRIEF_DEFAULTS.max_ideas) {
    throw new RangeError(`Number of ideas must be ${BRIEF_DEFAULTS.min_ideas} to ${BRIEF_DEFAULTS.max_ideas}.`);
  }
  const excluded = new Set(brief.exclude_categories ?? []);
  const allowedCategories = PR_CATEGORIES.map((category) => category.id).filter((id) => !excluded.has(id));
  if (allowedCategories.length === 0) {
    throw new RangeError('Every PR category is excluded; keep at least one.');
  }
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    brief: {
      brand_name: brief.brand_name.trim(),
      sector_or_niche: brief.sector_or_niche.trim(),
      primary_expertise: optional(brief.primary_expertise),
      target_regions: optional(brief.target_regions) ?? BRIEF_DEFAULTS.target_regions,
      core_audience: optional(brief.core_audience),
      available_assets: optional(brief.available_assets),
      timing_constraints: optional(brief.timing_constraints),
      tone: optional(brief.tone) ?? BRIEF_DEFAULTS.tone,
      trend_timeframe_days: brief.trend_timeframe_days ?? BRIEF_DEFAULTS.trend_timeframe_days,
      n_ideas: nIdeas,
    },
    allowedCategories,
    trends,
  };
}

const ideaSchema = z.strictObject({
  title: textField(140, 5),
  category: z.int().min(1).max(PR_CATEGORIES.length),
  effort_level: z.enum(EFFORT_LEVELS),
  speed_required: z.enum(SPEED_LEVELS).nullable(),
  one_sentence_pitch: textField(400, 20),
  hook: textField(500, 10),
  required_assets: textField(500, 3),
  target_publications: textListField(80, 1, 8).nullable(),
  timeline: textField(200, 3),
  difficulty: textField(40, 3),
  implementation_steps: textListField(300, 1, 10).nullable(),
  risk_notes: textField(500, 3).nullable(),
  source_platform: textField(80, 2).nullable(),
  trend_link: z.url({ protocol: /^https?$/ }).nullable(),
  time_to_live_days: z.int().min(1).max(365).nullable(),
});

type IdeaAnswer = z.output<typeof ideaSchema>;

/** The contract marks these optional: a null on the wire becomes an absent field. */
function toBriefCampaignIdea(idea: IdeaAnswer): BriefCampaignIdea {
  const result: BriefCampaignIdea = {
    title: idea.title,
    category: idea.category,
    effort_level: idea.effort_level,
    one_sentence_pitch: idea.one_sentence_pitch,
    hook: idea.hook,
    required_assets: idea.required_assets,
    timeline: idea.timeline,
    difficulty: idea.difficulty,
  };
  if (idea.speed_required !== null) result.speed_required = idea.speed_required;
  if (idea.target_publications !== null) result.target_publications = idea.target_publications;
  if (idea.implementation_steps !== null) result.implementation_steps = idea.implementation_steps;
  if (idea.risk_notes !== null) result.risk_notes = idea.risk_notes;
  if (idea.source_platform !== null) result.source_platform = idea.source_platform;
  if (idea.trend_link !== null) result.trend_link = idea.trend_link;
  if (idea.time_to_live_days !== null) result.time_to_live_days = idea.time_to_live_days;
  return result;
}

export const briefIdeasTask = defineAiTask({
  name: 'brief-ideas',
  answerSchema: z
    .strictObject({ ideas: z.array(ideaSchema).min(1).max(BRIEF_DEFAULTS.max_ideas) })
    .transform((answer): BriefCampaignIdea[] => answer.ideas.map(toBriefCampaignIdea)),
  prompt: (input: BriefIdeasInput) =>
    taskPrompt(
      [
        `Generate exactly ${input.brief.n_ideas} PR campaign ideas for the brand in this brief.`,
        `Use only these PR categories (by id): ${input.allowedCategories
          .map((id) => `${id} = ${PR_CATEGORIES.find((category) => category.id === id)?.name ?? id}`)
          .join('; ')}. Spread the ideas across them.`,
        "Make the brief visible in every idea: the brand's name, sector and expertise, its audience and regions,",
        'its tone, the assets it already has and its timing constraints.',
        'Fields: effort_level Low/Medium/High; speed_required Same-day/48h/1 week or null; difficulty Easy/Medium/Hard; timeline under 200 characters;',
        'target_publications 3 to 6 real outlets in the target regions; implementation_steps 3 to 6 steps; risk_notes.',
        'When an idea rides on one of the given trends, copy its source_platform, trend_link and time_to_live_days;',
        'otherwise set trend_link and source_platform to null (never invent a link) and say in the hook that the idea is',
        "evergreen, not tied to a current trend. Ride a trend only when it fits the brand's sector and target regions.",
        'Brand safety: a trend with a non-empty "sensitivity" touches death, violence, disaster, war, suicide, abuse, hardship,',
        'serious illness or partisan politics. On such a trend use only category 1, 4 or 5 and only respectful kinds: expert',
        'commentary, an explainer, service or safety information, data context, support for those affected. Never a quiz,',
        'meme, joke, puzzle, challenge, competition, user entries, an experiment or a price index on it, and say plainly in',
        'risk_notes when the brand should hold back and why. Do not ride a trend about death, disaster, violence, war,',
        "suicide or abuse at all unless the brand's sector is directly relevant (then an expert explainer only).",
        `Playful categories (${[...LIGHT_ONLY_CATEGORIES].join(', ')}) ride only a trend that is plainly light news (entertainment,`,
        'sport results, launches, lifestyle, food, travel, curiosities), never business, economic, legal or political news.',
        "Tone: let the brief's tone shape the wording (playful: light verbs and hooks; authoritative: evidence first;",
        'warm: reassuring), but never quote the tone words. Every target region gets at least one outlet of its own',
        '(its national press) and each idea names a real public data source of the region where it uses data.',
        'No invented facts: use numbers only from the input, name no person who is not in the input, and write no',
        'placeholders such as "X in 10" or "{subject}". Do not open two ideas with the same words.',
        ...(input.client ? clientRules(input.client) : []),
      ],
      input,
    ),
  crossCheck: (input, ideas) => {
    const problems: string[] = [];
    if (ideas.length !== input.brief.n_ideas) {
      problems.push(`ideas: expected exactly ${input.brief.n_ideas} ideas, got ${ideas.length}`);
    }
    const allowed = new Set(input.allowedCategories);
    const links = new Set(input.trends.map((trend) => trend.trend_link));
    const trendByLink = new Map(input.trends.map((trend) => [trend.trend_link, trend]));
    ideas.forEach((idea, index) => {
      if (!allowed.has(idea.category)) {
        problems.push(`ideas.${index}.category: ${idea.category} is not allowed (allowed: ${input.allowedCategories.join(', ')})`);
      }
      if (idea.trend_link !== undefined && !links.has(idea.trend_link)) {
        problems.push(`ideas.${index}.trend_link: must be one of the given trends' links or null`);
      }
      const trend = idea.trend_link === undefined ? undefined : trendByLink.get(idea.trend_link);
      if (trend && isSensitive(trend.sensitivity) && !RESPECTFUL_CATEGORIES.includes(idea.category)) {
        problems.push(
          `ideas.${index}.category: ${idea.category} is not respectful on a sensitive trend (${trend.sensitivity.join(', ')}); use 1, 4 or 5 or drop the trend`,
        );
      }
      if (trend && isGrave(trend.sensitivity) && !idea.risk_notes) {
        problems.push(`ideas.${index}.risk_notes: an idea on a grave trend must say when the brand should hold back and why`);
      }
      const text = [idea.title, idea.one_sentence_pitch, idea.hook].join(' ');
      if (unfilledPlaceholder(text)) {
        problems.push(`ideas.${index}: contains a placeholder; write the real words`);
      }
    });
    return [
      ...problems,
      ...duplicateProblems(
        'ideas.title',
        ideas.map((idea) => idea.title),
      ),
    ];
  },
});
