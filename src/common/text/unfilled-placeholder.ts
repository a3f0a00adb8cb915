// A text check shared by the generators' answer checks and the headline analyzer's garbling check.

/**
 * Template slots and figures left unfilled: "Only X in 10", "X%", "{subject}", "undefined", "NaN".
 * The pitch sign-off's "[Your name]" and "[Your organisation]" are fields for the sender, not slots.
 */
const PLACEHOLDER =
  /\bX(?:\s+in\s+(?:10|ten)|\s*%|\s+per\s+cent)|\b(?:Only|Top) X\b|\bXX+%?|\{[^}]*\}|\bundefined\b|\bNaN\b|\bnull\b|\blorem ipsum\b|\[object Object\]|\[(?:brand|company|name|topic|x|BRAND|COMPANY|NAME|TOPIC|X)\]|\[(?!Your name\]|Your organisation\])[A-Z][a-z]+(?: [a-z]+)+\]/;

/** The unfilled placeholder a text holds, or null. */
export function unfilledPlaceholder(text: string): string | null {
  return PLACEHOLDER.exec(text)?.[0] ?? null;
}
