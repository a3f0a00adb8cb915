import { z } from 'zod';
import { CAMPAIGN_FORMATS, type CampaignFormat } from '../../../contracts/campaigns.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, placeholderProblems, publicationListField, textField } from './answer-fields.js';
import { brandSafetyPromptLines, playfulProblems } from './brand-safety-rules.js';
import { avoidProblems, clientRules } from './client-brief.js';
import type { StoryPlan } from './story-plan.js';
import { storyPromptLines } from './story-prompt.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type TrendingCampaignInput = {
  item: AiTrendingItem;
  /** The plan of the item's newest angle, so the campaign agrees with it; null before any angle exists. */
  plan: StoryPlan | null;
};

/** A dashboard campaign idea as generated; the campaigns module adds id, item id and dates. */
export type GeneratedCampaign = {
  title: string;
  description: string;
  format: CampaignFormat;
  headlines: string[];
  targetPublications: string[];
};

export const CAMPAIGN_HEADLINE_COUNT = 3;

export const trendingCampaignTask = defineAiTask({
  name: 'trending-campaign',
  answerSchema: z
    .strictObject({
      title: textField(120, 5),
      description: textField(1200, 40),
      format: z.enum(CAMPAIGN_FORMATS),
      headlines: z.array(textField(160, 10)).length(CAMPAIGN_HEADLINE_COUNT),
      targetPublications: publicationListField(),
    })
    .transform((answer): GeneratedCampaign => answer),
  prompt: (input: TrendingCampaignInput) =>
    taskPrompt(
      [
        `Propose one PR campaign ${input.item.client?.name ?? 'a brand'} could run off the back of this trending item, following the story plan when one is given`,
        `(same spokesperson${input.item.client ? '' : ' role'}, data source and outlets).`,
        ...(input.item.client ? clientRules(input.item.client) : []),
        '"title": a short campaign name; "description": two to four sentences on what the campaign is, what it',
        `produces and why journalists would cover it; "format": one of ${CAMPAIGN_FORMATS.join(', ')};`,
        `"headlines": exactly ${CAMPAIGN_HEADLINE_COUNT} media-ready headlines the campaign could earn;`,
        '"targetPublications": 3 to 6 real outlets that cover this subject.',
        ...brandSafetyPromptLines(input.item.sensitivity, input.item.light),
      ],
      { plan: input.plan },
      { market: input.item.targetMarket, story: storyPromptLines(input.item) },
    ),
  crossCheck: (input, campaign) => [
    ...duplicateProblems('headlines', campaign.headlines),
    ...playfulProblems(input.item.sensitivity, [
      ['format', campaign.format],
      ['title', campaign.title],
      ['description', campaign.description],
      ...campaign.headlines.map((headline, index): [string, string] => [`headlines.${index}`, headline]),
    ]),
    ...placeholderProblems([
      ['title', campaign.title],
      ['description', campaign.description],
      ...campaign.headlines.map((headline, index): [string, string] => [`headlines.${index}`, headline]),
    ]),
    ...avoidProblems(input.item.client, [
      ['title', campaign.title],
      ['description', campaign.description],
      ...campaign.headlines.map((headline, index): [string, string] => [`headlines.${index}`, headline]),
    ]),
  ],
});
