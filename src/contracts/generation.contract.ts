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

/** The format of an angle that advises holding back: no generator writes a pitch for it. */
export const HOLD_BACK_FORMAT = 'Hold Back';
/**
 * Formats of offline drafts that know too little to pitch: where people get help (no brand pitches
 * that) and a reactive line on a story the built-in tables do not know (no expert or fact to offer).
 */
export const OFFLINE_UNPITCHED_FORMATS: readonly string[] = ['Service Information', 'Reactive Comment'];

/**
 * Why no pitch is written for an angle, in the user's words; null when one can be. `writer` is who
 * would write it: the server passes the provider in force, the screen the angle's own generator (an
 * offline draft's angle shows no Pitch button; with a model connected since, the server writes one).
 */
export function pitchRefusal(format: string | null, writer: GeneratedBy['provider']): string | null {
  // A model may word it its own way ("Hold back", "Holding statement", "No comment").
  if (format !== null && /^(?:hold(?:ing)?[ -]back|holding statement|no comment)\b/i.test(format.trim())) {
    return 'This angle advises holding back, so there is no pitch to write.';
  }
  if (writer === 'builtin' && format !== null && OFFLINE_UNPITCHED_FORMATS.includes(format)) {
    return 'The offline draft writes no pitch for this angle: it has no expert or checkable fact to offer. Connect a model in Settings for written pitches.';
  }
  return null;
}
