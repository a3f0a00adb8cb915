import { z } from 'zod';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '../../../contracts/website.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, publicationListField, textField, textListField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';

export type WebsiteIdeasInput = Pick<
  WebsiteAnalysis,
  'url' | 'title' | 'description' | 'businessType' | 'targetAudience' | 'keyMessages'
>;

export const WEBSITE_IDEAS_MIN = 3;
export const WEBSITE_IDEAS_MAX = 5;

/** Picks the fields the task uses from a stored analysis, so ids and dates never split the cache. */
export function websiteIdeasInput(analysis: WebsiteAnalysis): WebsiteIdeasInput {
  const { url, title, description, businessType, targetAudience, keyMessages } = analysis;
  return { url, title, description, businessType, targetAudience, keyMessages };
}

export const websiteIdeasTask = defineAiTask({
  name: 'website-ideas',
  answerSchema: z
    .strictObject({
      ideas: z
        .array(
          z.strictObject({
            title: textField(140, 5),
            description: textField(1000, 30),
            prCategory: textField(80, 3),
            timeline: textField(200, 3),
            difficulty: textField(40, 3),
            storyDelivery: textField(500, 10),
            dataSources: textField(600, 5),
            newsHook: textField(500, 10),
            implementationSteps: textListField(300, 2, 10),
            targetPublications: publicationListField(),
            requiredAssets: textField(500, 3),
          }),
        )
        .min(WEBSITE_IDEAS_MIN)
        .max(WEBSITE_IDEAS_MAX),
    })
    .transform((answer): WebsiteCampaignIdea[] => answer.ideas),
  prompt: (input: WebsiteIdeasInput) =>
    taskPrompt(
      [
        `Propose ${WEBSITE_IDEAS_MIN} to ${WEBSITE_IDEAS_MAX} PR campaign ideas for the business behind this analysed website.`,
        'Ground each idea in its business type, audience and key messages.',
        '"prCategory": a PR category name such as "Expert Commentary / Myth-busting" or "Cost Index / Price-Comparison Data";',
        '"difficulty": Easy, Medium or Hard; "storyDelivery": how the story reaches journalists (exclusive, press release, ...);',
        '"dataSources": real public or first-party data it uses; "newsHook": why it is news now;',
        '"implementationSteps": 3 to 6 steps; "targetPublications": 3 to 6 real outlets; "requiredAssets": what must be produced.',
      ],
      input,
    ),
  crossCheck: (_input, ideas) => duplicateProblems('ideas.title', ideas.map((idea) => idea.title)),
});
