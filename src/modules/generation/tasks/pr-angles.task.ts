import { z } from 'zod';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, textField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type PrAnglesInput = AiTrendingItem;

/** One angle as generated; the angles module stores it as a PrAngle. */
export type GeneratedAngle = { angle: string; headline: string; format: string };

export const PR_ANGLES_MIN = 3;
export const PR_ANGLES_MAX = 5;

const angleSchema = z.strictObject({
  angle: textField(500, 20),
  headline: textField(160, 10),
  format: textField(60, 3),
});

export const prAnglesTask = defineAiTask({
  name: 'pr-angles',
  answerSchema: z
    .strictObject({ angles: z.array(angleSchema).min(PR_ANGLES_MIN).max(PR_ANGLES_MAX) })
    .transform((answer): GeneratedAngle[] => answer.angles),
  prompt: (input: PrAnglesInput) =>
    taskPrompt(
      [
        `Suggest ${PR_ANGLES_MIN} to ${PR_ANGLES_MAX} PR angles a brand could use to join the conversation around this trending item.`,
        'Each angle: "angle" is one or two sentences on the tactic and why media would cover it, naming the item\'s own subject;',
        '"headline" is a media-ready headline under 120 characters; "format" is the campaign format (for example',
        'Data-led Survey, Interactive Tool, Expert Roundtable, Infographic, Social Experiment, Reactive Comment, Press Release).',
        'Use a different PR tactic for each angle. Engagement counts show how big the conversation is.',
      ],
      input,
    ),
  crossCheck: (_input, angles) =>
    duplicateProblems(
      'angles.headline',
      angles.map((angle) => angle.headline),
    ),
});
