/** A text as a regular expression that matches it literally (the characters RegExp gives a meaning, escaped). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
