import { z } from 'zod';
import type { CampaignDetails } from '../../../contracts/ideas.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { publicationListField, textField, textListField } from './answer-fields.js';
import { taskPrompt } from './task-prompt.js';

/** The request of POST /api/generate-campaign-details: a generated headline, its theme and category. */
export type CampaignDetailsInput = { headline: string; theme: string; category: string };

export const campaignDetailsTask = defineAiTask({
  name: 'campaign-details',
  answerSchema: z
    .strictObject({
      coverageHook: textField(800, 20),
      dataPlan: textListField(400, 3, 10),
      dataSources: z
        .array(z.strictObject({ name: textField(120, 2), description: textField(400, 10) }))
        .min(2)
        .max(8),
      timeline: textField(400, 3),
      resources: textField(800, 3),
      targetPublications: publicationListField(),
    })
    .transform((answer): CampaignDetails => answer),
  prompt: (input: CampaignDetailsInput) =>
    taskPrompt(
      [
        'Turn this campaign headline into an implementation plan.',
        '"coverageHook": why it earns coverage; "dataPlan": 4 to 7 concrete steps to gather and publish the data;',
        '"dataSources": 3 to 5 real public data sources (national statistics offices, OECD, WHO, Eurostat,',
        'Our World in Data, Google Trends, ...) with what each contributes; "timeline": weeks from start to launch;',
        '"resources": people, budget and tools needed; "targetPublications": 3 to 6 real outlets.',
      ],
      input,
    ),
});
