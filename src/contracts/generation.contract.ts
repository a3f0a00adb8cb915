// Who wrote a generated text: the built-in generator or the configured model. Every generated card
// shows it, so a team knows whether a line came from the offline templates or from their AI provider.

export type GeneratedBy = { provider: 'builtin' | 'openai'; model: string };

/** A generated answer as the API sends it: the generator's fields and who wrote them. */
export type Generated<T> = T & { generatedBy: GeneratedBy };

/**
 * The generator stored beside a generated row ("builtin:trendjack-builtin-3", "openai:gpt-4.1-mini")
 * as the contract carries it; null for what a person wrote ("user"). Rows written before the built-in
 * generator's version was stored say just "builtin".
 */
export function generatedByOf(label: string): GeneratedBy | null {
  if (label === 'builtin') return { provider: 'builtin', model: 'builtin' };
  for (const provider of ['builtin', 'openai'] as const) {
    if (label.startsWith(`${provider}:`)) return { provider, model: label.slice(provider.length + 1) };
  }
  return null;
}

/**
 * "Offline draft (built-in templates)", "Written by gpt-4.1-mini". The built-in generator fills
 * templates: its cards say they are drafts, so nobody mistakes them for a model's written ideas.
 */
export function generatedByText(generatedBy: GeneratedBy): string {
  return generatedBy.provider === 'builtin' ? OFFLINE_DRAFT_TEXT : `Written by ${generatedBy.model}`;
}

export const OFFLINE_DRAFT_TEXT = 'Offline draft (built-in templates)';
/** Shown under an offline draft to those who can change the AI provider. */
export const CONNECT_MODEL_HINT = 'Connect a model in Settings for written ideas';
