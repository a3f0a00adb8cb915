// Tidying of validated input into what is stored, shared by the features' rules (watchlist-rules.ts,
// client-rules.ts) so every stored text is tidied by one rule. PostgreSQL stores no NUL, so control
// characters go even where the request pipe (normalize-input.pipe.ts) already tidied the spacing:
// a service may be called without it.

/** One line of text: control characters dropped, whitespace runs made one space. */
export function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

/** Text that may hold lines and paragraphs (a description, a bio): control characters but line breaks dropped, ends trimmed. */
export function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, '')
    .trim();
}

/** The values without repeats, first one kept; two values repeat when keyOf makes them equal. */
export function uniqueBy<T>(values: readonly T[], keyOf: (value: T) => unknown = (value) => value): T[] {
  const seen = new Set<unknown>();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
