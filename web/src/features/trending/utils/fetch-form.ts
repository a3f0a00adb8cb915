/** SPEC section 5: split on commas, trim, drop empty entries (and an "r/" someone typed). */
export function parseSubreddits(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().replace(/^\/?r\//i, ''))
    .filter((entry) => entry.length > 0);
}

/** Min upvotes: an integer, 0 when invalid. */
export function parseMinUpvotes(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** X max results: an integer, 20 when invalid. */
export function parseMaxResults(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 20 : value;
}

const SOURCE_LABELS: Record<string, string> = { reddit: 'Reddit', x_trending: 'X (Twitter)', news: 'Top Media' };
const SOURCE_ORDER = Object.keys(SOURCE_LABELS);

type SourceMessages = Partial<Record<string, string | undefined>>;

/**
 * One "Source: message" line per source that failed or warned, for the fetch toasts (SPEC section 8).
 * Errors and warnings of one fetch are read together, so a failed source is never hidden by another
 * that worked; a source is named once, in the order Reddit, X (Twitter), Top Media, then others.
 */
export function sourceMessageLines(...maps: (SourceMessages | undefined)[]): string {
  const bySource = new Map<string, string[]>();
  for (const map of maps) {
    for (const [source, message] of Object.entries(map ?? {})) {
      const text = message?.trim();
      if (text && !bySource.get(source)?.includes(text)) {
        bySource.set(source, [...(bySource.get(source) ?? []), text]);
      }
    }
  }
  const rank = (source: string) => (SOURCE_ORDER.includes(source) ? SOURCE_ORDER.indexOf(source) : SOURCE_ORDER.length);
  return [...bySource.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([source, messages]) => `${SOURCE_LABELS[source] ?? 'Unknown Source'}: ${messages.join(' ')}`)
    .join('\n');
}
