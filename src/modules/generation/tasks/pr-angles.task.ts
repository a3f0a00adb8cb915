import { z } from 'zod';
import { HOLD_BACK_FORMAT, pitchRefusal } from '../../../contracts/generation.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { isGrave } from '../../brand-safety/index.js';
import { duplicateProblems, placeholderProblems, textField } from './answer-fields.js';
import { brandSafetyPromptLines, playfulProblems, RESPECTFUL_KINDS_TEXT } from './brand-safety-rules.js';
import { avoidProblems, clientRules, spokespersonProblem } from './client-brief.js';
import { storyPlanPrompt, storyPlanSchema, type StoryPlan } from './story-plan.js';
import { storyPromptLines } from './story-prompt.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type PrAnglesInput = AiTrendingItem;

/** One angle as generated; the angles module stores it as a PrAngle, with its plan. */
export type GeneratedAngle = { angle: string; headline: string; format: string; plan: StoryPlan };

/**
 * A model is asked for 3 to 5 angles; an answer may hold fewer, down to one: the built-in generator
 * writes only the angles it can stand behind (better one sound angle than three of filler).
 */
export const PR_ANGLES_ASKED = 3;
export const PR_ANGLES_MIN = 1;
export const PR_ANGLES_MAX = 5;

const angleSchema = z.strictObject({
  angle: textField(500, 20),
  headline: textField(160, 10),
  format: textField(60, 3),
  plan: storyPlanSchema,
});

/** The first four words of a text, lower-cased: two angles that open alike read as a template. */
export function openingOf(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).slice(0, 4).join(' ');
}

export const prAnglesTask = defineAiTask({
  name: 'pr-angles',
  answerSchema: z
    .strictObject({ angles: z.array(angleSchema).min(PR_ANGLES_MIN).max(PR_ANGLES_MAX) })
    .transform((answer): GeneratedAngle[] => answer.angles),
  prompt: (input: PrAnglesInput) =>
    taskPrompt(
      [
        `Suggest ${PR_ANGLES_ASKED} to ${PR_ANGLES_MAX} PR angles ${input.client?.name ?? 'a brand'} could use to join the conversation around this trending item.`,
        ...(input.client ? clientRules(input.client) : []),
        'Each angle: "angle" is one or two sentences (under 500 characters) on the tactic and why media would cover it, naming something only this item has;',
        'no two angles open with the same words. "headline" is a media-ready headline under 120 characters; "format" is the campaign',
        'format (for example Expert Commentary, Explainer, Data Context, Data-led Survey, Infographic, Reactive Comment).',
        storyPlanPrompt(input.client),
        'Use a different PR tactic for each angle. Engagement counts show how big the conversation is; never claim more comments,',
        'upvotes or posts than the item has. Use only figures the item states, described as it describes them.',
        ...brandSafetyPromptLines(input.sensitivity, input.light),
        ...(input.sensitivity.length > 0
          ? [
              `- Every angle is one of: ${RESPECTFUL_KINDS_TEXT}; one may be the advice to hold back, with the format "${HOLD_BACK_FORMAT}".`,
            ]
          : []),
        // Graded blind, a model's "background on request" angles for a client with no part in a war or a
        // riot became proactive pitches: a client outside a grave story is told to hold back, and nothing else.
        ...(input.client && isGrave(input.sensitivity)
          ? [
              `- Unless ${input.client.name}'s business is directly part of this story (its customers, its services or its field of work are what the story is about), answer with one angle only: the advice to hold back, format "${HOLD_BACK_FORMAT}", saying what to do if a journalist asks.`,
            ]
          : []),
      ],
      null,
      { market: input.targetMarket, story: storyPromptLines(input) },
    ),
  crossCheck: (input, angles) => [
    ...duplicateProblems(
      'angles.headline',
      angles.map((angle) => angle.headline),
    ),
    ...duplicateProblems(
      'angles.angle (opening words)',
      angles.map((angle) => openingOf(angle.angle)),
    ),
    ...angles.flatMap((angle, index) => [
      ...playfulProblems(input.sensitivity, [
        [`angles.${index}.angle`, angle.angle],
        [`angles.${index}.headline`, angle.headline],
        [`angles.${index}.format`, angle.format],
        [`angles.${index}.plan.tactic`, angle.plan.tactic],
      ]),
      ...placeholderProblems([
        [`angles.${index}.angle`, angle.angle],
        [`angles.${index}.headline`, angle.headline],
      ]),
      ...avoidProblems(input.client, [
        [`angles.${index}.angle`, angle.angle],
        [`angles.${index}.headline`, angle.headline],
        [`angles.${index}.plan.dataSource`, angle.plan.dataSource],
      ]),
      // Advice to hold back names nobody.
      ...(pitchRefusal(angle.format, 'openai') === null
        ? [spokespersonProblem(input.client, `angles.${index}.plan.spokesperson`, angle.plan.spokesperson)].filter(
            (problem) => problem !== null,
          )
        : []),
    ]),
  ],
});
