// The part of every LLM prompt that does not depend on the task: who the model is, the house rules
// that keep answers publishable, and how the input is handed over.
import type { AiPrompt } from '../../../platform/ai/ai-task.js';

const SYSTEM_PROMPT = [
  'You are a senior digital PR strategist who plans campaigns for UK and US media.',
  'Rules for every answer:',
  '- Be specific to the input: name its subject, people, organisations, places and numbers; no generic filler.',
  '- Name only real, existing publications and real public data sources.',
  '- Never invent names of people, e-mail addresses, phone numbers or quotes; refer to people by role.',
  '- Never present an invented statistic as fact: use only figures the input states; for figures a campaign would produce, say what it will measure. Never write placeholders such as "X in 10", "X%" or "{subject}".',
  '- Write in British English unless the input is clearly American.',
  '- Answer with one JSON object that matches the given JSON schema exactly, and nothing else.',
].join('\n');

/** A prompt with the shared system message, the task's instructions and its input as JSON. */
export function taskPrompt(instructions: readonly string[], input: unknown): AiPrompt {
  return {
    system: SYSTEM_PROMPT,
    user: `${instructions.join('\n')}\n\nInput (JSON):\n${JSON.stringify(input, null, 2)}`,
  };
}
