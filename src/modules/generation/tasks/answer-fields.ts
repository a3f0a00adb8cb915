// Field builders shared by the task schemas, so "a short text" or "a list of outlets" means the same
// limits everywhere.
import { z } from 'zod';
import { unfilledPlaceholder } from '../../../common/text/unfilled-placeholder.js';

/** Trimmed text between `min` and `max` characters. */
export function textField(max: number, min = 1) {
  return z.string().trim().min(min).max(max);
}

/** A list of trimmed texts with a bounded length. */
export function textListField(itemMax: number, minItems: number, maxItems: number) {
  return z.array(textField(itemMax)).min(minItems).max(maxItems);
}

/** Publications a pitch or campaign targets: names of outlets, not links. */
export function publicationListField() {
  return textListField(80, 2, 8);
}

const EMAIL_PATTERN = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** True when the text holds something shaped like an e-mail address. */
export function containsEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Lower-cased and trimmed, with runs of spaces collapsed: how two headlines are compared. */
export function normalizedText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Problems for items that repeat (case-insensitively) within one list. */
export function duplicateProblems(path: string, items: readonly string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  items.forEach((item, index) => {
    const key = normalizedText(item);
    if (seen.has(key)) problems.push(`${path}.${index}: repeats an earlier entry ("${item}")`);
    seen.add(key);
  });
  return problems;
}

/** Problems for each field that holds an unfilled placeholder. */
export function placeholderProblems(fields: ReadonlyArray<[path: string, text: string | null | undefined]>): string[] {
  return fields.flatMap(([path, text]) => {
    const found = text ? unfilledPlaceholder(text) : null;
    return found ? [`${path}: unfilled placeholder "${found}"`] : [];
  });
}
