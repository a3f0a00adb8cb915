// The built-in generator: deterministic, offline, milliseconds per call. It answers every task from the
// knowledge tables in ./knowledge, filled with what text analysis finds in the input.
import type { AiProvider } from '../ai-provider.js';
import type { AiTask } from '../ai-task.js';
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
export const BUILTIN_MODEL = 'trendjack-builtin-2';

type Generator<TInput, TAnswer> = (input: TInput) => TAnswer;

/** Pairs a task with its generator; the types make the generator answer in the task's wire format. */
function entry<TInput, TOutput, TAnswer>(
  task: AiTask<TInput, TOutput, TAnswer>,
  generate: Generator<TInput, TAnswer>,
): [string, Generator<unknown, unknown>] {
  return [task.name, generate as Generator<unknown, unknown>];
}

const GENERATORS = new Map<string, Generator<unknown, unknown>>([
  entry(prAnglesTask, generatePrAngles),
  entry(pitchEmailTask, generatePitchEmail),
  entry(trendingCampaignTask, generateTrendingCampaign),
  entry(briefIdeasTask, generateBriefIdeas),
  entry(themeHeadlinesTask, generateThemeHeadlines),
  entry(campaignDetailsTask, generateCampaignDetails),
  entry(websiteIdeasTask, generateWebsiteIdeas),
  entry(headlineAlternativesTask, generateHeadlineAlternatives),
]);

export class BuiltinProvider implements AiProvider {
  readonly name = 'builtin' as const;
  readonly model = BUILTIN_MODEL;

  async generate<TInput, TOutput, TAnswer>(task: AiTask<TInput, TOutput, TAnswer>, input: TInput): Promise<unknown> {
    const generate = GENERATORS.get(task.name);
    if (!generate) throw new Error(`The built-in generator has no generator for task "${task.name}".`);
    return generate(input);
  }
}
