// The built-in generator: deterministic, offline, milliseconds per call. It answers every task from the
// knowledge tables in ./knowledge, filled with what text analysis finds in the input.
import { BuiltinProvider, builtinGenerator } from '../../../platform/ai/builtin-provider.js';
import { briefIdeasTask } from '../tasks/brief-ideas.task.js';
import { campaignDetailsTask } from '../tasks/campaign-details.task.js';
import { headlineAlternativesTask } from '../tasks/headline-alternatives.task.js';
import { pitchEmailTask } from '../tasks/pitch-email.task.js';
import { prAnglesTask } from '../tasks/pr-angles.task.js';
import { themeHeadlinesTask } from '../tasks/theme-headlines.task.js';
import { trendingCampaignTask } from '../tasks/trending-campaign.task.js';
import { websiteIdeasTask } from '../tasks/website-ideas.task.js';
import { generateBriefIdeas } from './generators/brief-ideas.generator.js';
import { generateCampaignDetails } from './generators/campaign-details.generator.js';
import { generateHeadlineAlternatives } from './generators/headline-alternatives.generator.js';
import { generatePitchEmail } from './generators/pitch-email.generator.js';
import { generatePrAngles } from './generators/pr-angles.generator.js';
import { generateThemeHeadlines } from './generators/theme-headlines.generator.js';
import { generateTrendingCampaign } from './generators/trending-campaign.generator.js';
import { generateWebsiteIdeas } from './generators/website-ideas.generator.js';

/**
 * Names the generator's knowledge version; part of every cache key. Bump it when the tables or the
 * generators change what they answer.
 */
export const BUILTIN_MODEL = 'trendjack-builtin-12';

const BUILTIN_GENERATORS = new Map([
  builtinGenerator(prAnglesTask, generatePrAngles),
  builtinGenerator(pitchEmailTask, generatePitchEmail),
  builtinGenerator(trendingCampaignTask, generateTrendingCampaign),
  builtinGenerator(briefIdeasTask, generateBriefIdeas),
  builtinGenerator(themeHeadlinesTask, generateThemeHeadlines),
  builtinGenerator(campaignDetailsTask, generateCampaignDetails),
  builtinGenerator(websiteIdeasTask, generateWebsiteIdeas),
  builtinGenerator(headlineAlternativesTask, generateHeadlineAlternatives),
]);

/** The built-in provider with every task's generator. */
export function createBuiltinProvider(): BuiltinProvider {
  return new BuiltinProvider(BUILTIN_MODEL, BUILTIN_GENERATORS);
}
