import { z } from 'zod';
import { CAMPAIGN_FORMATS, type CampaignFormat } from '../../../contracts/campaigns.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, publicationListField, textField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';
import type { AiTrendingItem } from './trending-item.input.js';

export type TrendingCampaignInput = AiTrendingItem;

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
        'Propose one PR campaign a brand could run off the back of this trending item.',
        '"title": a short campaign name; "description": two to four sentences on what the campaign is, what it',
        `produces and why journalists would cover it; "format": one of ${CAMPAIGN_FORMATS.join(', ')};`,
        `"headlines": exactly ${CAMPAIGN_HEADLINE_COUNT} media-ready headlines the campaign could earn;`,
        '"targetPublications": 3 to 6 real outlets that cover this subject.',
      ],
      input,
    ),
  crossCheck: (_input, campaign) => duplicateProblems('headlines', campaign.headlines),
});
