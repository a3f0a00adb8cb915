// The public face of the generation module: what other modules may use (.dependency-cruiser.cjs).
export { parseTargetRegions, REGION_WORDS, storyFitsRegions, type RegionKey } from './builtin/knowledge/regions.js';
export { siteMarketOf } from './builtin/generators/website-ideas.generator.js';
export {
  countryCodesOfMarket,
  marketOfCountryCode,
  publicationMarket,
  regionLabelOfCountryCode,
  storyCountry,
  type MarketClues,
} from './market/story-market.js';
export { GenerationService } from './generation.service.js';
export { avoidedTopicsIn, clientBrief, signedPitchBody, storyClient } from './tasks/client-brief.js';
export type { ClientBrief, StoryClient } from './tasks/client-brief.js';
export { briefIdeasInput } from './tasks/brief-ideas.task.js';
export type { BriefIdeasInput, GroundingTrend } from './tasks/brief-ideas.task.js';
export type { CampaignDetailsInput } from './tasks/campaign-details.task.js';
export { headlineAlternativesInput } from './tasks/headline-alternatives.task.js';
export type { PitchJournalist } from './tasks/pitch-email.task.js';
export type { StoryPlan } from './tasks/story-plan.js';
export { toAiTrendingItem } from './tasks/trending-item.input.js';
export { websiteIdeasInput } from './tasks/website-ideas.task.js';
export type { WebsitePageContent, WebsiteSection } from './tasks/website-ideas.task.js';
