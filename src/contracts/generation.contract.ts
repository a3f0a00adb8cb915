// Who wrote a generated text: the built-in generator or the configured model. Every generated card
// shows it, so a team knows whether a line came from the offline templates or from their AI provider.

export type GeneratedBy = { provider: 'builtin' | 'openai'; model: string };

/**
 * The generator stored beside a generated row ("builtin", "openai:gpt-4.1-mini") as the contract
 * carries it; null for what a person wrote ("user").
 */
export function generatedByOf(label: string): GeneratedBy | null {
  if (label === 'builtin') return { provider: 'builtin', model: 'builtin' };
  if (label.startsWith('openai:')) return { provider: 'openai', model: label.slice('openai:'.length) };
  return null;
}

/** "Written by the built-in generator", "Written by gpt-4.1-mini". */
export function generatedByText(generatedBy: GeneratedBy): string {
  return generatedBy.provider === 'builtin' ? 'Written by the built-in generator' : `Written by ${generatedBy.model}`;
}
