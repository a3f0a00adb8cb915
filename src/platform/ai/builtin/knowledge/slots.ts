// The words a template can use. Every generator fills one Slots object from its input, so the same
// playbook, headline and pitch templates serve trending items, briefs, themes and websites.

export type Slots = {
  /** The most specific name in the input: "Apple", "Lewis Hamilton", "remote work". */
  subject: string;
  /** What the story is about, as a noun phrase: "free keyboard repair programme". */
  topic: string;
  /** Who it concerns, plural, with region: "UK smartphone owners". */
  audience: string;
  /** The people of the region: "Britons", "Americans", "UK and US adults". */
  people: string;
  /** A place named by the input, else the region's name. */
  place: string;
  /** "the UK and the US" */
  region: string;
  /** A figure from the input ("£7.50", "25,000"), or null. */
  number: string | null;
  /** The brand a campaign is for; "your brand" when the input has none. */
  brand: string;
  /** A spokesperson by role: "our head of research". */
  expert: string;
  /** One real public data source that fits. */
  dataSource: string;
  /** Where the conversation happens: "r/technology", "X", "the BBC". */
  platform: string;
  /** The media beat: "consumer technology". */
  beat: string;
  /** A small list size for headlines (5..12), seeded from the input. */
  count: number;
  /** A survey sample size, written out: "2,000". */
  sample: string;
};

/** "apple" → "Apple"; leaves the rest of the text alone. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** "Apple" stays, "The" becomes "the": lowers the first letter unless the first word is a name. */
export function lowerFirst(text: string, names: readonly string[] = []): string {
  const firstWord = text.split(/\s+/)[0] ?? '';
  const isName = /[A-Z].*[A-Z]|\d/.test(firstWord) || names.some((name) => name.split(/\s+/)[0] === firstWord);
  return text.length === 0 || isName ? text : text[0]!.toLowerCase() + text.slice(1);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** Title Case for campaign names: every word capitalised except short joining words mid-title. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (/[/#\d]|[a-z][A-Z]/.test(word)) return word; // r/pics, #NoSpendJanuary, GPT-5, iPhone
      return index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word);
    })
    .join(' ');
}
