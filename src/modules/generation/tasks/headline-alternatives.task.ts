import { z } from 'zod';
import { HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH, type HeadlineMetrics } from '../../../contracts/headlines.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { classifySensitivity, isSensitive } from '../../brand-safety/index.js';
import { addedClickbaitFormulas, rewriteGarblingCheck } from '../../headline-analysis/index.js';
import { duplicateProblems, normalizedText, textField } from './answer-fields.js';
import { marketName } from './story-prompt.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type HeadlineMetricName = keyof HeadlineMetrics;

/** A metric of the headline analyzer that scored low, with its score out of 10. */
export type HeadlineWeakness = { metric: HeadlineMetricName; score: number };

export type HeadlineAlternativesInput = {
  headline: string;
  /** Weakest first; empty when nothing scored low. */
  weaknesses: HeadlineWeakness[];
  /**
   * The analyzer's metrics of `headline`, as measured by whoever asks: the bar a rewrite must reach
   * (their mean), so the built-in generator never scores the original again. Not shown to an LLM,
   * whose prompt keeps the headline and its weaknesses.
   */
  metrics: HeadlineMetrics;
  /** The article the headline is written for (an angle's trending item); absent for a headline on its own. */
  story?: HeadlineStory;
};

/** What a rewrite may draw on besides the headline: the article's title, text, publication and market. */
export type HeadlineStory = Pick<AiTrendingItem, 'title' | 'content' | 'publication' | 'country' | 'targetMarket'>;

export const HEADLINE_ALTERNATIVES_MIN = 3;
export const HEADLINE_ALTERNATIVES_MAX = 5;
/** Scores below this are weaknesses (the analyzer colours them red). */
export const HEADLINE_WEAKNESS_THRESHOLD = 6;

/**
 * The input for a headline and its measured metrics: the metrics under the threshold, weakest first,
 * and the article it is written for when there is one (its text is already cleaned by toAiTrendingItem).
 */
export function headlineAlternativesInput(
  headline: string,
  metrics: HeadlineMetrics,
  item: AiTrendingItem | null = null,
): HeadlineAlternativesInput {
  const weaknesses = (Object.entries(metrics) as [HeadlineMetricName, number][])
    .filter(([, score]) => score < HEADLINE_WEAKNESS_THRESHOLD)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .map(([metric, score]) => ({ metric, score }));
  const input: HeadlineAlternativesInput = { headline: headline.trim(), weaknesses, metrics: { ...metrics } };
  // Left out rather than null without an article, so a headline on its own keeps its cache key.
  if (item) {
    const { title, content, publication, country, targetMarket } = item;
    input.story = { title, content, publication, country, targetMarket };
  }
  return input;
}

/** The article's lines for the prompt. */
function headlineStoryLines(story: HeadlineStory): string[] {
  return [
    'The article this headline is written for:',
    `Title: ${story.title}`,
    `Publication: ${story.publication ?? 'none named'}`,
    `Country of the story: ${marketName(story.country)}`,
    `Target market: ${marketName(story.targetMarket)}`,
    'Text:',
    story.content ?? '(no text beyond the title)',
  ];
}

export const headlineAlternativesTask = defineAiTask({
  name: 'headline-alternatives',
  answerSchema: z
    .strictObject({
      alternatives: z
        // No minimum: the built-in generator offers none when no rewrite scores at least the original,
        // rather than padding the list; the prompt still asks an LLM for 3 to 5.
        .array(textField(HEADLINE_MAX_LENGTH, HEADLINE_MIN_LENGTH))
        .max(HEADLINE_ALTERNATIVES_MAX),
    })
    .transform((answer): string[] => answer.alternatives),
  prompt: (input: HeadlineAlternativesInput) =>
    taskPrompt(
      [
        `Rewrite this headline ${HEADLINE_ALTERNATIVES_MIN} to ${HEADLINE_ALTERNATIVES_MAX} ways, each fixing its measured weaknesses`,
        '(scores out of 10 from our analyzer: emotionalImpact, clarity, seoPotential, clickWorthiness, newsValue).',
        'Only rewrites that score at least as well as the original on that analyzer are shown; the rest are dropped.',
        input.story
          ? 'Keep the facts, names and numbers of the original; add a number, name or claim only when the article below states it, as it states it; do not repeat the original; keep each under 100 characters.'
          : 'Keep the facts, names and numbers of the original; add no number, name or claim it does not contain; do not repeat the original; keep each under 100 characters.',
        'Every rewrite is a finished sentence: no cut-off names or phrases, no sentence ending on "the", "of" or "and", no doubled words, no open quotes, no placeholders.',
        ...(isSensitive(classifySensitivity(input.headline))
          ? [
              'This headline is about a sensitive subject (death, violence, disaster, war, suicide, abuse, hardship, serious illness or partisan politics): keep every rewrite factual and respectful.',
              'No clickbait formulas ("you won\'t believe", "N things nobody tells you", "the surprising truth", "what happened next"), no curiosity-gap teasing, no exclamation marks, no jokes.',
              'On suicide or self-harm follow the Samaritans media guidelines: no method or location detail, no "epidemic" language.',
            ]
          : []),
      ],
      { headline: input.headline, weaknesses: input.weaknesses },
      input.story ? { market: input.story.targetMarket, story: headlineStoryLines(input.story) } : {},
    ),
  crossCheck: (input, alternatives) => {
    const original = normalizedText(input.headline);
    const sensitive = isSensitive(classifySensitivity(input.headline));
    const rewriteGarbling = rewriteGarblingCheck(input.headline);
    const problems = alternatives.flatMap((alternative, index) => [
      ...(normalizedText(alternative) === original ? [`alternatives.${index}: repeats the original headline`] : []),
      ...rewriteGarbling(alternative).map((problem) => `alternatives.${index}: garbled (${problem})`),
      ...(sensitive
        ? addedClickbaitFormulas(input.headline, alternative).map(
            (formula) => `alternatives.${index}: ${formula} on a sensitive headline; keep it factual`,
          )
        : []),
    ]);
    return [...problems, ...duplicateProblems('alternatives', alternatives)];
  },
});
