// How a failed upstream page reads in the fetch toast ("X (Twitter): The trend page trends24.in is
// down right now (error 503)."): words a PR person can act on, each problem named once.

/** An upstream's HTTP status as the rest of a sentence that starts with its host. */
export function statusPhrase(status: number): string {
  if (status >= 500) return `is down right now (error ${status})`;
  if (status === 429) return 'is limiting requests right now (error 429)';
  if (status === 401 || status === 403) return `turned the request away (error ${status})`;
  if (status === 404 || status === 410) return `has no page at that address (error ${status})`;
  return `answered with error ${status}`;
}

export type PageFailure = {
  /** The page's host, or '' when the message names its own subject. */
  subject: string;
  message: string;
};

/**
 * One sentence for the failed pages of a source: "The trend page a.com is down right now (error 503)."
 * or "The trend pages could not be read: a.com …; b.com …." Two addresses on one host failing the same
 * way are one problem to the reader, so they are named once.
 */
export function describePageFailures(noun: { one: string; many: string }, failures: readonly PageFailure[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const failure of failures) {
    const part = `${failure.subject} ${failure.message}`.trim();
    if (!seen.has(part)) {
      seen.add(part);
      parts.push(part);
    }
  }
  if (parts.length === 0) return `${noun.many} could not be read.`;
  if (parts.length === 1) {
    const [only] = failures;
    const sentence = only!.subject === '' ? only!.message : `${noun.one} ${parts[0]}`;
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
  }
  return `${noun.many} could not be read: ${parts.join('; ')}.`;
}
