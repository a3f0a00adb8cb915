import { z } from 'zod';
import {
  HEADLINE_MAX_LENGTH,
  HEADLINE_MIN_LENGTH,
  type HeadlineMetrics,
} from '../../../contracts/headlines.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, normalizedText, textField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';

export type HeadlineMetricName = keyof HeadlineMetrics;

/** A metric of the headline analyzer that scored low, with its score out of 10. */
export type HeadlineWeakness = { metric: HeadlineMetricName; score: number };

export type HeadlineAlternativesInput = {
  headline: string;
  /** Weakest first; empty when nothing scored low. */
  weaknesses: HeadlineWeakness[];
};

export const HEADLINE_ALTERNATIVES_MIN = 3;
export const HEADLINE_ALTERNATIVES_MAX = 5;
/** Scores below this are weaknesses (the analyzer colours them red). */
export const HEADLINE_WEAKNESS_THRESHOLD = 6;

/** The input for a headline and its measured metrics: the metrics under the threshold, weakest first. */
export function headlineAlternativesInput(headline: string, metrics: HeadlineMetrics): HeadlineAlternativesInput {
  const weaknesses = (Object.entries(metrics) as [HeadlineMetricName, number][])
    .filter(([, score]) => score < HEADLINE_WEAKNESS_THRESHOLD)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .map(([metric, score]) => ({ metric, score }));
  return { headline: headline.trim(), weaknesses };
}

export const headlineAlternativesTask = defineAiTask({
  name: 'headline-alternatives',
  answerSchema: z
    .strictObject({
      alternatives: z
        .array(textField(HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH))
        .min(HEADLINE_ALTERNATIVES_MIN)
        .max(HEADLINE_ALTERNATIVES_MAX),
    })
    .transform((answer): string[] => answer.alternatives),
  prompt: (input: HeadlineAlternativesInput) =>
    taskPrompt(
      [
        `Rewrite this headline ${HEADLINE_ALTERNATIVES_MIN} to ${HEADLINE_ALTERNATIVES_MAX} ways, each fixing its measured weaknesses`,
        '(scores out of 10 from our analyzer: emotionalImpact, clarity, seoPotential, clickWorthiness, newsValue).',
        'Keep the facts, names and numbers of the original; do not repeat the original; keep each under 100 characters.',
      ],
      input,
    ),
  crossCheck: (input, alternatives) => {
    const original = normalizedText(input.headline);
    const problems = alternatives.flatMap((alternative, index) =>
      normalizedText(alternative) === original ? [`alternatives.${index}: repeats the original headline`] : [],
    );
    return [...problems, ...duplicateProblems('alternatives', alternatives)];
  },
});
