// One story plan per item: the angle, its pitch and the item's campaign are all written from it, so the
// spokesperson, the data source and the outlets never change between them.
import { z } from 'zod';
import { textField, textListField } from './answer-fields.js';
import type { ClientBrief } from './client-brief.js';

export type StoryPlan = {
  /** What happened, in one sentence, from the item itself. */
  newsLine: string;
  /** What the brand does with it: "Expert commentary", "Data context", "Hold back". */
  tactic: string;
  /** A role, never a name: "a consumer technology analyst". */
  spokesperson: string;
  /** Who the story is for: "UK smartphone owners". */
  audience: string;
  /** A real public data source to cite or pull from. */
  dataSource: string;
  /** Real outlets to pitch. */
  outlets: string[];
};

export const storyPlanSchema = z.strictObject({
  newsLine: textField(300, 10),
  tactic: textField(80, 3),
  spokesperson: textField(120, 3),
  audience: textField(120, 3),
  dataSource: textField(160, 2),
  outlets: textListField(80, 2, 8),
});

/**
 * The prompt's description of the plan fields. With a client that has spokespeople, the spokesperson
 * is one of them by name and title and the data may be its own; without, a role and a public source.
 */
export function storyPlanPrompt(client: ClientBrief | undefined): string {
  const spokesperson =
    client && client.spokespeople.length > 0
      ? `"spokesperson" (one of ${client.name}'s spokespeople: full name and title as given, under 120 characters)`
      : client
        ? `"spokesperson" (a role at ${client.name}, never a name, under 120 characters)`
        : '"spokesperson" (a role, never a name, under 120 characters)';
  const dataSource = client
    ? `"dataSource" (one of ${client.name}'s own data and assets where one fits, else one real public data source, under 160 characters)`
    : '"dataSource" (one real public data source, under 160 characters)';
  return (
    '"plan": the story plan the pitch and the campaign will follow: "newsLine" (what happened, one sentence under 300 characters, only facts from the item), ' +
    `"tactic" (what the brand does in under 80 characters, e.g. "Expert commentary"), ${spokesperson}, ` +
    `"audience" (under 120 characters), ${dataSource} and "outlets" (2 to 6 real outlets, each under 80 characters).`
  );
}
