// PR angles, pitch emails, dashboard campaign ideas, saved items and event campaign drafts.
import type { GeneratedBy } from './generation.contract.js';

export type PrAngle = {
  id: number;
  trendingItemId: number;
  angle: string;
  headline: string | null;
  format: string | null;
  /** Which generator wrote it; null for angles of unknown origin. */
  generatedBy: GeneratedBy | null;
  /** The client it was written for (issue 27); null: no client. */
  clientId: number | null;
};

export type PitchEmail = {
  subject: string;
  body: string;
  targetPublications: string[];
  /** Roles such as "Technology editor", never invented names or addresses. */
  keyContacts: string[];
  generatedBy: GeneratedBy;
  /** With a journalistId: the journalist the pitch is addressed to. */
  addressedTo?: { id: number; name: string; outlet: string };
  /** In words, when the team already drafted 3 or more pitches to that journalist in 7 days. */
  warning?: string;
};

export const CAMPAIGN_FORMATS = ['Data-led Survey', 'Interactive Tool', 'Expert Roundtable', 'Infographic', 'Social Experiment'] as const;
export type CampaignFormat = (typeof CAMPAIGN_FORMATS)[number];

export type CampaignIdea = {
  id: number;
  trendingItemId: number | null;
  eventId: number | null;
  title: string;
  description: string;
  format: string;
  headlines: string[];
  targetPublications: string[];
  createdAt: string;
  /** Which generator wrote it; null for a campaign a person drafted from an event. */
  generatedBy: GeneratedBy | null;
  /** The client it was written for (issue 27); null: no client. */
  clientId: number | null;
};

export type SavedItemPayload = {
  trendingItemId: number;
  userId: number;
  prAngleId: number;
};

export type SavedItem = {
  id: number;
  name: string;
  description: string;
  headline: string | null;
  format: string | null;
  prAngleId: number | null;
  createdAt: string;
  /** The story's own link (its trending item's sourceUrl), for sharing; null when it has none. Beyond the spec's list. */
  sourceUrl: string | null;
  /** The client its angle was written for (issue 27); null: no client. GET /api/saved-items?clientId=N lists only that client's. */
  clientId: number | null;
};

/** SPEC section 6: saves are sent with a hard-coded user id. */
export const FALLBACK_USER_ID = 1;

export const CAMPAIGN_DRAFT_FORMATS = [
  'Article',
  'Social Media',
  'Press Release',
  'Infographic',
  'Video',
  'Podcast',
  'Webinar',
  'Email Campaign',
] as const;
export type CampaignDraftFormat = (typeof CAMPAIGN_DRAFT_FORMATS)[number];

export type CampaignDraft = {
  title: string;
  description: string;
  format: CampaignDraftFormat;
  headlines: string[];
  targetPublications: string[];
};

export const PUBLICATION_PLACEHOLDER = 'Publication placeholder';
