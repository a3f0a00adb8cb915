import type { BriefCampaignIdea } from '@contracts/ideas.contract';

/** A complete brief idea for the export specs; pass the fields a case is about. */
export const briefIdea = (fields: Partial<BriefCampaignIdea> = {}): BriefCampaignIdea => ({
  title: 'The Subscription Creep Price Index',
  category: 2,
  effort_level: 'Medium',
  one_sentence_pitch: 'Acme publishes a ranked price index on subscription creep.',
  hook: 'Households want to know whether they pay too much.',
  required_assets: 'Survey panel, designer.',
  timeline: '2-3 weeks',
  difficulty: 'Medium',
  ...fields,
});
