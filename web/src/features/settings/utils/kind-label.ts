/** "awareness_day" or "public-holiday" → "Awareness day", "Public holiday": a stored kind in words. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}
