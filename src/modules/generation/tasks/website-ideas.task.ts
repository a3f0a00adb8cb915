import { z } from 'zod';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '../../../contracts/website.contract.js';
import { defineAiTask } from '../../../platform/ai/ai-task.js';
import { duplicateProblems, publicationListField, textField, textListField } from './answer-fields.js';
import { unfilledPlaceholder } from '../../../common/text/unfilled-placeholder.js';
import { clientPromptLines, clientRules, type ClientBrief } from './client-brief.js';
import { taskPrompt } from './task-prompt.js';

/** A heading of the page with the first sentence under it (null when none follows). */
export type WebsiteSection = { heading: string; line: string | null };

/** What the analyzer read of the page beyond the spec's fields; stored with the analysis. */
export type WebsitePageContent = {
  /** The page's readable text (no menus, footer or cookie banner), up to 3,000 characters; null when none was read. */
  mainText: string | null;
  sections: WebsiteSection[];
};

export type WebsiteIdeasInput = Pick<
  WebsiteAnalysis,
  'url' | 'title' | 'description' | 'brand' | 'businessType' | 'targetAudience' | 'keyMessages'
> &
  WebsitePageContent & {
    /** The client the ideas are for (issue 27); absent without one, so prompts and cache keys stay as they were. */
    client?: ClientBrief;
  };

/**
 * A model is asked for 3 to 5 ideas; an answer may hold fewer, down to one: the built-in generator
 * writes only the ideas it can stand behind (one sound idea for a business it does not know, rather
 * than three that fit any company).
 */
export const WEBSITE_IDEAS_ASKED = 3;
export const WEBSITE_IDEAS_MIN = 1;
export const WEBSITE_IDEAS_MAX = 5;

/** Picks the fields the task uses from a stored analysis and its page content, so ids and dates never split the cache. */
export function websiteIdeasInput(
  analysis: WebsiteAnalysis,
  page: WebsitePageContent,
  client: ClientBrief | null = null,
): WebsiteIdeasInput {
  const { url, title, description, brand, businessType, targetAudience, keyMessages } = analysis;
  const input = {
    url,
    title,
    description,
    brand,
    businessType,
    targetAudience,
    keyMessages,
    mainText: page.mainText,
    sections: page.sections,
  };
  return client ? { ...input, client } : input;
}

/** The page's sections and text as the prompt shows them: plain lines, not JSON. */
function pageLines(input: WebsiteIdeasInput): string[] {
  const noContent = '(not read for this analysis: analyse the site again to include it)';
  return [
    "The page's sections (heading: the line under it):",
    ...(input.sections.length === 0
      ? [noContent]
      : input.sections.map((section) => `- ${section.heading}${section.line ? `: ${section.line}` : ''}`)),
    '',
    "The page's main text:",
    input.mainText ?? noContent,
  ];
}

/** Template residue an answer must never show a journalist. */

/**
 * Problems with one idea: a placeholder anywhere, or a brand that is not the site's. The brand test
 * is that the idea's title or description names the site's brand; an answer that calls the business
 * something else (a phone number, "Homepage", a competitor) fails it.
 */
function ideaProblems(input: WebsiteIdeasInput, idea: WebsiteCampaignIdea, index: number): string[] {
  const problems: string[] = [];
  const texts = [idea.title, idea.description, idea.newsHook, idea.dataSources, idea.requiredAssets, ...idea.implementationSteps];
  if (texts.some((text) => unfilledPlaceholder(text) !== null)) {
    problems.push(`ideas[${index}] contains a placeholder`);
  }
  const brand = input.brand.toLowerCase();
  const named = `${idea.title} ${idea.description}`.toLowerCase();
  // Written for a client, an idea may name the client instead of the site (a competitor's site read for ideas).
  if (brand !== '' && !named.includes(brand) && !(input.client && named.includes(input.client.name.toLowerCase()))) {
    problems.push(`ideas[${index}] does not name the brand "${input.brand}"`);
  }
  return problems;
}

export const websiteIdeasTask = defineAiTask({
  name: 'website-ideas',
  answerSchema: z
    .strictObject({
      ideas: z
        .array(
          z.strictObject({
            title: textField(140, 5),
            description: textField(1000, 30),
            prCategory: textField(80, 3),
            timeline: textField(200, 3),
            difficulty: textField(40, 3),
            storyDelivery: textField(500, 10),
            dataSources: textField(600, 5),
            newsHook: textField(500, 10),
            implementationSteps: textListField(300, 2, 10),
            targetPublications: publicationListField(),
            requiredAssets: textField(500, 3),
          }),
        )
        .min(WEBSITE_IDEAS_MIN)
        .max(WEBSITE_IDEAS_MAX),
    })
    .transform((answer): WebsiteCampaignIdea[] => answer.ideas),
  prompt: (input: WebsiteIdeasInput) =>
    taskPrompt(
      [
        `Propose ${WEBSITE_IDEAS_ASKED} to ${WEBSITE_IDEAS_MAX} PR campaign ideas for the business behind this analysed website.`,
        'Ground each idea in its business type, audience, key messages, sections and main text: each idea names something only this site has (one of its products or services, claims, audience or sector).',
        `Call the business by its brand, exactly "${input.brand}"; never a phone number, "Home" or another company's name.`,
        'Invent no facts: quote figures only as the key messages or the page text state them, never a number taken from a name, date or model; name no person who is not in the input.',
        'No placeholders or template text ("X", "{subject}", "[brand]", "undefined", "NaN"); no two ideas may open their title the same way.',
        'Build each idea on what this business really holds or knows (its own customer data, its experts), pegged to a real recurring moment of its sector; never present its marketing copy as a claim to test.',
        "Use real public data sources and real outlets of the site's own market (its country, from its domain, language or audience) that cover this business type.",
        '"prCategory": a PR category name such as "Expert Commentary / Myth-busting" or "Cost Index / Price-Comparison Data";',
        '"difficulty": Easy, Medium or Hard; "storyDelivery": how the story reaches journalists (exclusive, press release, ...);',
        '"dataSources": real public or first-party data it uses; "newsHook": why it is news now;',
        '"implementationSteps": 3 to 6 steps; "targetPublications": 3 to 6 real outlets; "requiredAssets": what must be produced.',
        ...(input.client ? clientRules(input.client) : []),
      ],
      {
        url: input.url,
        title: input.title,
        description: input.description,
        brand: input.brand,
        businessType: input.businessType,
        targetAudience: input.targetAudience,
        keyMessages: input.keyMessages,
      },
      {
        story: input.client ? [...pageLines(input), '', ...clientPromptLines(input.client)] : pageLines(input),
        market: input.client?.regions[0] ?? null,
      },
    ),
  crossCheck: (input, ideas) => [
    ...duplicateProblems(
      'ideas.title',
      ideas.map((idea) => idea.title),
    ),
    ...ideas.flatMap((idea, index) => ideaProblems(input, idea, index)),
  ],
});
