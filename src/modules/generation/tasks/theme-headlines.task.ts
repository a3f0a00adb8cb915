import { z } from 'zod';
import { PR_CATEGORIES, THEME_HEADLINE_COUNT, THEMES, type ThemeHeadline, type ThemeKey } from '../../../contracts/ideas.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, textField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';

export type ThemeHeadlinesInput = { theme: ThemeKey };

const categoryNames = PR_CATEGORIES.map((category) => category.name) as [string, ...string[]];

export const themeHeadlinesTask = defineAiTask({
  name: 'theme-headlines',
  answerSchema: z
    .strictObject({
      headlines: z
        .array(
          z.strictObject({
            id: z.int().min(1).max(THEME_HEADLINE_COUNT),
            headline: textField(160, 10),
            category: z.enum(categoryNames),
            hook: textField(400, 10),
          }),
        )
        .length(THEME_HEADLINE_COUNT),
    })
    .transform((answer): ThemeHeadline[] => answer.headlines),
  prompt: (input: ThemeHeadlinesInput) => {
    const label = THEMES.find((theme) => theme.key === input.theme)?.label ?? input.theme;
    return taskPrompt(
      [
        `Write exactly ${THEME_HEADLINE_COUNT} headlines for data-led PR campaigns on the theme "${label}".`,
        `Number them with "id" 1 to ${THEME_HEADLINE_COUNT}. "category" is the PR category name, one of: ${categoryNames.join('; ')}.`,
        'Use as many different categories as you can. "hook" says in one sentence why journalists would cover it.',
        'Each headline must be something a brand could earn with data it can actually gather.',
      ],
      { theme: input.theme, label },
    );
  },
  crossCheck: (_input, headlines) => {
    const problems = headlines.flatMap((headline, index) =>
      headline.id === index + 1 ? [] : [`headlines.${index}.id: expected ${index + 1}, got ${headline.id}`],
    );
    return [
      ...problems,
      ...duplicateProblems(
        'headlines.headline',
        headlines.map((headline) => headline.headline),
      ),
    ];
  },
});
