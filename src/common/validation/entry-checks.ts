import { isEmail } from 'class-validator';
import { parseKeyword } from '../../contracts/text-match.contract.js';

// Checks of the entries people type into lists and fields, shared by every DTO that takes them
// (watchlists, clients), so one kind of entry is refused by one rule everywhere.

/** An e-mail address; intranet addresses (pr@intranet) are addresses too. */
export const isEmailAddress = (entry: unknown): boolean => typeof entry === 'string' && isEmail(entry, { require_tld: false });

/** An absolute http or https URL. */
export const isWebUrl = (entry: unknown): boolean => {
  if (typeof entry !== 'string') return false;
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A keyword as a watchlist reads it (words, "phrases in quotes") with a letter or digit to look for: one without never matches. */
export const hasWordsToMatch = (entry: unknown): boolean => typeof entry === 'string' && parseKeyword(entry).terms.length > 0;
