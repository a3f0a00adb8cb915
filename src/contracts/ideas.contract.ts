// Brand-brief ideas, theme headlines and campaign details (the generator screens).
import type { GeneratedBy } from './generation.contract.js';

export const PR_CATEGORIES = [
  { id: 1, name: 'Expert Commentary / Myth-busting' },
  { id: 2, name: 'Cost Index / Price-Comparison Data' },
  { id: 3, name: 'Brain-Teaser / Interactive Puzzle' },
  { id: 4, name: 'Evergreen Topic Refresh' },
  { id: 5, name: 'Reactive PR / Newsjacking' },
  { id: 6, name: 'Experiment or Challenge Study' },
  { id: 7, name: 'Social-Trend Remix (TikTok / Instagram)' },
  { id: 8, name: 'Community Deep-Dive (Reddit / Discord)' },
  { id: 9, name: 'Meme-Lens / Template Flip' },
  { id: 10, name: 'UGC Challenge Stack' },
] as const;
export type PrCategoryId = (typeof PR_CATEGORIES)[number]['id'];

/** SPEC: an unknown id is shown as "Category {id}". */
export function prCategoryName(id: number): string {
  return PR_CATEGORIES.find((category) => category.id === id)?.name ?? `Category ${id}`;
}

export const BRIEF_SECTORS = [
  'fintech',
  'healthtech',
  'ecommerce',
  'saas',
  'crypto',
  'edtech',
  'foodtech',
  'proptech',
  'gaming',
  'travel',
  'sustainability',
  'fashion',
  'automotive',
  'cybersecurity',
  'ai-ml',
  'other',
] as const;
export type BriefSector = (typeof BRIEF_SECTORS)[number];

export type BrandBrief = {
  brand_name: string;
  sector_or_niche: string;
  primary_expertise?: string;
  target_regions?: string;
  core_audience?: string;
  available_assets?: string;
  timing_constraints?: string;
  tone?: string;
  exclude_categories?: number[];
  trend_timeframe_days?: number;
  n_ideas?: number;
  /**
   * Write for this client (issue 27): its profile reaches the generator, and brief fields left blank
   * take the client's (briefFieldsFromClient in clients.contract.ts). Trends and ideas touching a topic
   * it avoids are left out.
   */
  clientId?: number;
};

export const BRIEF_DEFAULTS = {
  target_regions: 'UK, US',
  tone: 'authoritative but engaging',
  trend_timeframe_days: 14,
  n_ideas: 8,
  min_ideas: 5,
  max_ideas: 15,
} as const;

export const EFFORT_LEVELS = ['Low', 'Medium', 'High'] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];
export const SPEED_LEVELS = ['Same-day', '48h', '1 week'] as const;
export type SpeedLevel = (typeof SPEED_LEVELS)[number];

export type BriefCampaignIdea = {
  title: string;
  category: number;
  effort_level: EffortLevel;
  speed_required?: SpeedLevel;
  one_sentence_pitch: string;
  hook: string;
  required_assets: string;
  target_publications?: string[];
  timeline: string;
  difficulty: string;
  implementation_steps?: string[];
  risk_notes?: string;
  source_platform?: string;
  trend_link?: string;
  time_to_live_days?: number;
};

export const THEMES = [
  { key: 'remote-work', label: 'Remote Work / Lifestyle' },
  { key: 'cost-of-living', label: 'Cost-of-Living / Consumer' },
  { key: 'climate', label: 'Climate / Sustainability' },
  { key: 'health-wellness', label: 'Health & Wellness' },
  { key: 'education-skills', label: 'Education & Skills' },
  { key: 'technology', label: 'Technology' },
  { key: 'finance', label: 'Finance & Economics' },
  { key: 'travel-leisure', label: 'Travel & Leisure' },
  { key: 'food-nutrition', label: 'Food & Nutrition' },
  { key: 'retail-consumer', label: 'Retail & Consumer' },
] as const;
export type ThemeKey = (typeof THEMES)[number]['key'];
export const DEFAULT_THEME: ThemeKey = 'remote-work';
export const THEME_HEADLINE_COUNT = 10;

export type ThemeHeadline = {
  id: number;
  headline: string;
  category: string;
  hook: string;
};

/** The theme route's answer: ten headlines and who wrote them. */
export type ThemeHeadlines = { headlines: ThemeHeadline[]; generatedBy: GeneratedBy };

export type CampaignDetails = {
  coverageHook: string;
  dataPlan: string[];
  dataSources: { name: string; description: string }[];
  timeline: string;
  resources: string;
  targetPublications: string[];
};
