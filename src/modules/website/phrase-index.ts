/** Longest keyword phrase, in words, that an index accepts. */
const MAX_PHRASE_WORDS = 3;

/**
 * Lower-case word tokens, Unicode-aware: hyphens and punctuation split words, so "non-profit" and
 * "check-in" match the phrases "non profit" and "check in".
 */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Finds keyword phrases of up to three words in text in one pass over its tokens, so scanning a
 * large page costs the same however many keywords there are.
 */
export class PhraseIndex<T> {
  private readonly index = new Map<string, T[]>();

  constructor(entries: Iterable<readonly [phrase: string, label: T]>) {
    for (const [phrase, label] of entries) {
      const key = wordTokens(phrase).join(' ');
      if (key === '' || key.split(' ').length > MAX_PHRASE_WORDS) {
        throw new Error(`Keyword "${phrase}" must have 1 to ${MAX_PHRASE_WORDS} words`);
      }
      const labels = this.index.get(key) ?? [];
      if (!labels.includes(label)) {
        labels.push(label);
      }
      this.index.set(key, labels);
    }
  }

  /** The labels of every distinct phrase found in the text, each phrase counted once. */
  distinctMatches(text: string): T[] {
    const tokens = wordTokens(text);
    const seen = new Set<string>();
    const labels: T[] = [];
    for (let start = 0; start < tokens.length; start += 1) {
      let phrase = '';
      for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= tokens.length; length += 1) {
        phrase = length === 1 ? tokens[start] : `${phrase} ${tokens[start + length - 1]}`;
        const found = this.index.get(phrase);
        if (found && !seen.has(phrase)) {
          seen.add(phrase);
          labels.push(...found);
        }
      }
    }
    return labels;
  }
}
