import { type CampaignDraft, PUBLICATION_PLACEHOLDER } from '../../contracts/campaigns.contract.js';

/** The message of SPEC section 5 when no headline is left; the client shows it too. */
export const NO_HEADLINE_MESSAGE = 'Please add at least one headline.';

/** A campaign draft that cannot be stored; the message is written for the person who sent it. */
export class InvalidCampaignDraftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCampaignDraftError';
  }
}

/**
 * SPEC section 5, campaign creation from an event: title and description are trimmed and must not
 * be blank; blank headlines are dropped and at least one must remain; blank publications are
 * dropped, and when none remain the single value "Publication placeholder" is stored.
 * Headlines and publications are trimmed. Pure; throws InvalidCampaignDraftError.
 */
export function normalizeCampaignDraft(draft: CampaignDraft): CampaignDraft {
  const title = draft.title.trim();
  if (!title) throw new InvalidCampaignDraftError('Please enter a campaign title.');
  const description = draft.description.trim();
  if (!description) throw new InvalidCampaignDraftError('Please enter a campaign description.');
  const headlines = nonBlank(draft.headlines);
  if (headlines.length === 0) throw new InvalidCampaignDraftError(NO_HEADLINE_MESSAGE);
  const publications = nonBlank(draft.targetPublications);
  return {
    title,
    description,
    format: draft.format,
    headlines,
    targetPublications: publications.length > 0 ? publications : [PUBLICATION_PLACEHOLDER],
  };
}

function nonBlank(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value.length > 0);
}
