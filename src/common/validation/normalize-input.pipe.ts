import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../errors/app.exception.js';

/**
 * Longest text any field may arrive with, before it is tidied. Every field has its own, lower limit
 * (the longest, an event campaign's description, takes 5,000 characters) that validation checks on
 * the tidied text; this one bounds what even the tidying, the validators and the text analysers
 * downstream get to see, whatever the field (compromise's cost grows faster than the text does).
 */
export const MAX_RAW_TEXT_LENGTH = 10_000;

/**
 * Deepest nesting a body or query may have; the deepest real one (fetch-content's
 * reddit.subreddits) is 3. class-transformer and class-validator recurse without a limit, so a body
 * nested 150,000 levels deep would overflow the stack in them.
 */
export const MAX_INPUT_DEPTH = 10;

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/** Whitespace normalizeText would change: any but a plain space, two spaces in a row, a space at either end. */
const UNTIDY_WHITESPACE = /[^\S ]| {2}|^ | $/;

/**
 * Tidies one text: line breaks made "\n", every other run of whitespace made one space, no space at
 * either end of a line, at most one blank line between paragraphs, nothing around the whole. Lines
 * and paragraphs stay (an event campaign's description may have them); runs of spaces, which cost
 * the language analysis dearly and which nobody means, go.
 */
export function normalizeText(text: string): string {
  // Most text is tidy already (no whitespace but single spaces between words): answered as it is.
  if (!UNTIDY_WHITESPACE.test(text)) return text;
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Fields whose text is a secret typed exactly (issue 17: passwords): bounded like every text but never
 * tidied, so "a  b" and " a b" stay different passwords, and ADMIN_PASSWORD, which no pipe sees, is
 * the password typed at the sign-in screen character for character.
 */
export const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword']);

/**
 * Every string inside a parsed body or query, tidied by normalizeText (but those of VERBATIM_FIELDS). Refuses (400) a string longer
 * than MAX_RAW_TEXT_LENGTH, naming where it is, and nesting deeper than MAX_INPUT_DEPTH. Builds new
 * arrays and objects (Object.fromEntries keeps a "__proto__" key an own property, as JSON.parse made it).
 */
export function normalizeInput(value: unknown): unknown {
  return normalizeValue(value, 0, '');
}

function normalizeValue(value: unknown, depth: number, path: string, verbatim = false): unknown {
  if (typeof value === 'string') {
    if (value.length > MAX_RAW_TEXT_LENGTH) {
      throw new AppException('invalid-input', `${path || 'The text'} is too long.`);
    }
    return verbatim ? value : normalizeText(value);
  }
  if (typeof value !== 'object' || value === null) {
    return value;
  }
  // The check comes before the recursion, so this walk itself never goes deeper than the limit.
  if (depth >= MAX_INPUT_DEPTH) {
    throw new AppException('invalid-input', TOO_DEEP_MESSAGE);
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => normalizeValue(item, depth + 1, `${path}[${index}]`));
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      normalizeValue(item, depth + 1, path ? `${path}.${key}` : key, VERBATIM_FIELDS.has(key)),
    ]),
  );
}

/**
 * The one place where request text is tidied and bounded: registered globally before validation,
 * so DTOs measure, and services and analysers receive, the same tidied text. Route parameters are
 * left alone: ParseIdPipe reads them strictly.
 */
@Injectable()
export class NormalizeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'body' || metadata.type === 'query' ? normalizeInput(value) : value;
  }
}
