import { foldText } from '@contracts/text-match.contract';

/** Straight and curly double quotes: the server reads all of them as quotes. */
const QUOTES = '"“”„‟″';

/** Who reads a chip field's text: keywords keep "a phrase, with a comma" together while its quote is open. */
export type ChipKind = 'keyword' | 'email' | 'url';

/**
 * Splits what was typed into a chip field at its separators: the entries finished so far and the
 * text still being typed. Keywords split at commas outside double quotes; e-mail addresses at
 * commas, semicolons and spaces; URLs at spaces. With `finish` (Enter, leaving the field, Save) the
 * rest is an entry too.
 */
export function splitChipText(kind: ChipKind, text: string, finish: boolean): { entries: string[]; rest: string } {
  const entries: string[] = [];
  let current = '';
  let inQuotes = false;
  for (const char of text) {
    if (kind === 'keyword' && QUOTES.includes(char)) inQuotes = !inQuotes;
    if (!inQuotes && isSeparator(kind, char)) {
      entries.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (finish) {
    entries.push(current);
    current = '';
  }
  return { entries: entries.map((entry) => tidyEntry(kind, entry)).filter((entry) => entry !== ''), rest: current };
}

function isSeparator(kind: ChipKind, char: string): boolean {
  switch (kind) {
    case 'keyword':
      return char === ',' || char === '\n';
    case 'email':
      return char === ',' || char === ';' || /\s/.test(char);
    case 'url':
      return /\s/.test(char);
  }
}

/**
 * One entry as it is kept: trimmed, inner spaces of a keyword collapsed, a phrase's open quote
 * closed (`"electric cars` → `"electric cars"`); an empty phrase is no entry.
 */
function tidyEntry(kind: ChipKind, entry: string): string {
  const trimmed = entry.trim();
  if (kind !== 'keyword') return trimmed;
  const collapsed = trimmed.replace(/\s+/g, ' ');
  if (!collapsed.startsWith('"')) return collapsed;
  const phrase = collapsed.replace(/^"+|"+$/g, '').trim();
  return phrase === '' ? '' : `"${phrase}"`;
}

/**
 * The chips with `added` appended, each once: keywords compare as the server matches them (case
 * and accents ignored), e-mail addresses ignoring case, URLs exactly.
 */
export function withChips(kind: ChipKind, chips: readonly string[], added: readonly string[]): string[] {
  const key = (chip: string) => (kind === 'keyword' ? foldText(chip) : kind === 'email' ? chip.toLowerCase() : chip);
  const seen = new Set(chips.map(key));
  const next = [...chips];
  for (const chip of added) {
    if (!seen.has(key(chip))) {
      seen.add(key(chip));
      next.push(chip);
    }
  }
  return next;
}
