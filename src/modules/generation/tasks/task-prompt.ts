// The part of every LLM prompt that does not depend on the task: who the model is, the market it
// writes for, the house rules that keep answers publishable, and how the input is handed over.
import type { AiPrompt } from '../../../platform/ai/ai-task.js';
import { REGION_WORDS, type RegionKey } from '../builtin/knowledge/regions.js';
import { marketGuide } from '../market/market-guide.js';

const HOUSE_RULES = [
  'Rules for every answer:',
  '- Be specific to the input: name its subject, people, organisations, places and numbers; no generic filler.',
  '- Name only real, existing publications and real public data sources.',
  '- Never invent names of people, e-mail addresses, phone numbers or quotes; refer to people by role.',
  '- Never present an invented statistic as fact: use only figures the input states; for figures a campaign would produce, say what it will measure. Never write placeholders such as "X in 10", "X%" or "{subject}".',
];
const JSON_RULE = '- Answer with one JSON object that matches the given JSON schema exactly, and nothing else.';

/**
 * The lines that point the model at a market. A country: its own outlets, statistics bodies,
 * regulators, law and spelling (named, so a model that knows the UK press best still pitches The
 * Hindu for an Indian story). Global: international ones. None (a brief, a theme): the market the
 * input names, else international.
 */
function marketLines(market: RegionKey | null): string[] {
  if (market === null) {
    return [
      "- Outlets, data sources, regulators, law and spelling follow the market the input names (a brief's target regions);",
      '  where it names none, use international outlets (Reuters, Associated Press, BBC News) and sources (OECD, World Bank, WHO) and British English.',
    ];
  }
  const guide = marketGuide(market);
  if (market === 'global') {
    return [
      '- The target market is international: no one country. Use international outlets (for example ' +
        `${guide.outlets.join(', ')}) and international data sources (${guide.statistics.join(', ')}); name a country's press, statistics or law only where the story is set there.`,
      `- Write in ${guide.spelling}.`,
    ];
  }
  return [
    `- The target market is ${guide.name}. Use its outlets, statistics bodies, regulators, law and spelling, not another country's:`,
    `  outlets such as ${guide.outlets.join(', ')};`,
    `  statistics bodies such as ${guide.statistics.join(', ')};`,
    `  regulators such as ${guide.regulators.join(', ')}; the law is ${guide.law}.`,
    `- Write in ${guide.spelling}. International outlets only as well as, never instead of, ${guide.name}'s own.`,
  ];
}

/** The system message for a target market (null: the input names its own markets, as a brief does). */
export function systemPrompt(market: RegionKey | null): string {
  const role =
    market === null || market === 'global'
      ? 'You are a senior digital PR strategist who plans campaigns that earn media coverage.'
      : `You are a senior digital PR strategist who plans campaigns for ${REGION_WORDS[market].adjective} media.`;
  return [role, ...HOUSE_RULES, ...marketLines(market), JSON_RULE].join('\n');
}

export type TaskPromptOptions = {
  /** The market the answer is written for; null (the default) when the input names its own, as a brief does. */
  market?: RegionKey | null;
  /** Lines of plain text between the instructions and the JSON: the story a task is about (story-prompt.ts). */
  story?: readonly string[];
};

/**
 * A prompt with the system message for the market, the task's instructions, the story when there is
 * one, and the rest of the input as JSON (none when `input` is null).
 */
export function taskPrompt(instructions: readonly string[], input: unknown, options: TaskPromptOptions = {}): AiPrompt {
  const sections = [instructions.join('\n')];
  if (options.story) sections.push(options.story.join('\n'));
  if (input !== null) sections.push(`Input (JSON):\n${JSON.stringify(input, null, 2)}`);
  return { system: systemPrompt(options.market ?? null), user: sections.join('\n\n') };
}
