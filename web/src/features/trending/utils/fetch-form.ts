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

const SOURCE_LABELS: Record<string, string> = { reddit: 'Reddit', news: 'Top Media', x_trending: 'X (Twitter)' };

/** One "Source: message" line per entry, for the warning and failure toasts (SPEC section 8). */
export function sourceMessageLines(messages: Record<string, string | undefined>, unknownLabel = 'Unknown Source'): string {
  return Object.entries(messages)
    .filter(([, message]) => Boolean(message))
    .map(([source, message]) => `${SOURCE_LABELS[source] ?? unknownLabel}: ${message}`)
    .join('\n');
}
