/**
 * Where campaign ideas are kept: the dashboard's Campaign Inspiration section. Two query parameters
 * reach it from elsewhere (issue 29): `campaignStory` picks the story its form builds from (New
 * Campaign), `campaign` marks one stored idea (the calendar's Create Campaign links to it).
 */
export const CAMPAIGN_STORY_PARAM = 'campaignStory';
export const CAMPAIGN_PARAM = 'campaign';

/** The id of the Campaign Inspiration section, the anchor the links scroll to. */
export const CAMPAIGN_SECTION_ID = 'campaign-inspiration';

/** The id of its Create Campaign Ideas button, focused when New Campaign opens the form. */
export const CREATE_CAMPAIGN_BUTTON_ID = 'create-campaign-ideas';

/** The link to one stored campaign idea, marked in its section. */
export function campaignIdeaHref(campaignId: number): string {
  return `/?${CAMPAIGN_PARAM}=${campaignId}#${CAMPAIGN_SECTION_ID}`;
}

/** A positive whole number from a query parameter, else null. */
export function parseIdParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
