import { BRIEF_DEFAULTS, type BrandBrief, type BriefSector } from '@contracts/ideas.contract';

/** What the IdeaForge form holds; the other brief fields are sent with their defaults. */
export type BriefFormValues = {
  brandName: string;
  sector: BriefSector | '';
  ideaCount: number;
  expertise: string;
  audience: string;
  skippedCategories: number[];
  /** Target regions, as labels of BRIEF_REGIONS. */
  regions: string[];
  /** Own data and assets the ideas may use (filled from a client, or typed). */
  assets: string;
  tone: string;
};

/**
 * The regions the form offers, in the order it shows and sends them. The labels are what the API's
 * free-text target_regions reads (the server parses them, see knowledge/regions.ts).
 */
export const BRIEF_REGIONS = [
  'UK',
  'US',
  'Ireland',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
  'Nordics',
  'Canada',
  'Australia',
  'New Zealand',
  'India',
  'Singapore',
  'UAE',
  'Global',
] as const;

/** The spec's default regions (UK, US) as form values. */
const DEFAULT_REGIONS: string[] = BRIEF_DEFAULTS.target_regions.split(',').map((region) => region.trim());

export type BriefFormErrors = Partial<Record<'brandName' | 'sector', string>>;

export const INITIAL_BRIEF_FORM: BriefFormValues = {
  brandName: '',
  sector: '',
  ideaCount: BRIEF_DEFAULTS.n_ideas,
  expertise: '',
  audience: '',
  skippedCategories: [],
  regions: DEFAULT_REGIONS,
  assets: '',
  tone: BRIEF_DEFAULTS.tone,
};

/** Display names of the 16 sectors; the values sent (and named on the button) are the spec's keys. */
export const SECTOR_LABELS: Record<BriefSector, string> = {
  fintech: 'Fintech',
  healthtech: 'Healthtech',
  ecommerce: 'E-commerce',
  saas: 'SaaS',
  crypto: 'Crypto',
  edtech: 'Edtech',
  foodtech: 'Foodtech',
  proptech: 'Proptech',
  gaming: 'Gaming',
  travel: 'Travel',
  sustainability: 'Sustainability',
  fashion: 'Fashion',
  automotive: 'Automotive',
  cybersecurity: 'Cybersecurity',
  'ai-ml': 'AI & ML',
  other: 'Other',
};

/** SPEC section 5: brand name needs at least 1 character, sector is required. */
export function briefFormErrors(values: BriefFormValues): BriefFormErrors {
  const errors: BriefFormErrors = {};
  if (values.brandName.trim().length < 1) {
    errors.brandName = 'Brand name is required';
  }
  if (!values.sector) {
    errors.sector = 'Sector is required';
  }
  return errors;
}

/** The request body: the form's fields, optional ones only when filled, the rest at their defaults. */
export function toBrandBrief(values: BriefFormValues): BrandBrief {
  const brief: BrandBrief = {
    brand_name: values.brandName.trim(),
    sector_or_niche: values.sector,
    // In the form's order, so the same choice always sends the same text; none ticked means the default.
    target_regions:
      values.regions.length > 0
        ? BRIEF_REGIONS.filter((region) => values.regions.includes(region)).join(', ')
        : BRIEF_DEFAULTS.target_regions,
    tone: values.tone.trim() || BRIEF_DEFAULTS.tone,
    trend_timeframe_days: BRIEF_DEFAULTS.trend_timeframe_days,
    n_ideas: values.ideaCount,
  };
  if (values.expertise.trim()) {
    brief.primary_expertise = values.expertise.trim();
  }
  if (values.audience.trim()) {
    brief.core_audience = values.audience.trim();
  }
  if (values.assets.trim()) {
    brief.available_assets = values.assets.trim();
  }
  if (values.skippedCategories.length > 0) {
    brief.exclude_categories = [...values.skippedCategories].sort((a, b) => a - b);
  }
  return brief;
}
