import type { CampaignDetails, ThemeHeadline } from '@contracts/ideas.contract';

/**
 * The Copy All text (SPEC section 5): headline, coverage hook, category, numbered data plan, data
 * sources, timeline, resources and target publications, as plain text that pastes cleanly anywhere.
 */
export function campaignDetailsText(headline: ThemeHeadline, details: CampaignDetails): string {
  return [
    `Headline: ${headline.headline}`,
    '',
    `Why It Earns Coverage: ${details.coverageHook}`,
    '',
    `Category: ${headline.category}`,
    '',
    'Data Plan:',
    ...details.dataPlan.map((step, index) => `${index + 1}. ${step}`),
    '',
    'Data Sources:',
    ...details.dataSources.map((source) => `- ${source.name}: ${source.description}`),
    '',
    `Timeline: ${details.timeline}`,
    '',
    `Resources: ${details.resources}`,
    '',
    `Target Publications: ${details.targetPublications.join(', ')}`,
  ].join('\n');
}
