import { DEFAULT_WATCHLIST_MIN_PR_SCORE, type Watchlist, type WatchlistInput } from '@contracts/watchlists.contract';
import type { ItemSource } from '@contracts/trending.contract';
import { type ChipKind, splitChipText, withChips } from './keyword-chips';

/** The dialog's fields; each chip field keeps the text still being typed beside its chips. */
export type WatchlistForm = {
  name: string;
  keywords: string[];
  keywordText: string;
  sources: ItemSource[];
  minPrScore: string;
  emails: string[];
  emailText: string;
  webhookUrls: string[];
  webhookText: string;
};

export type WatchlistField = 'name' | 'keywords' | 'sources' | 'minPrScore' | 'emails' | 'webhookUrls';

/** The order fields appear in the dialog: the first with a problem gets the focus. */
export const WATCHLIST_FIELDS: readonly WatchlistField[] = ['name', 'keywords', 'sources', 'minPrScore', 'emails', 'webhookUrls'];

export type FieldErrors = Partial<Record<WatchlistField, string>>;

export const MAX_NAME_CHARS = 100;
export const MAX_KEYWORD_CHARS = 100;
export const MAX_KEYWORDS = 50;
export const MAX_EMAILS = 20;
export const MAX_WEBHOOKS = 10;

/** The form for a new watchlist, or filled from a stored one. */
export function watchlistForm(watchlist: Watchlist | null): WatchlistForm {
  return {
    name: watchlist?.name ?? '',
    keywords: watchlist ? [...watchlist.keywords] : [],
    keywordText: '',
    sources: watchlist ? [...watchlist.sources] : [],
    minPrScore: String(watchlist?.minPrScore ?? DEFAULT_WATCHLIST_MIN_PR_SCORE),
    emails: watchlist ? [...watchlist.emails] : [],
    emailText: '',
    webhookUrls: watchlist ? [...watchlist.webhookUrls] : [],
    webhookText: '',
  };
}

/** A chip field's chips with what is still typed in it added (Save takes what you see). */
export function chipsWithTyped(kind: ChipKind, chips: readonly string[], typed: string): string[] {
  return withChips(kind, chips, splitChipText(kind, typed, true).entries);
}

/**
 * The request the form makes, or what is wrong with it, checked with the server's rules so most
 * mistakes are said under their field before anything is sent (the server checks again and has the
 * last word).
 */
export function toWatchlistInput(form: WatchlistForm): { input: WatchlistInput; errors: null } | { input: null; errors: FieldErrors } {
  const name = form.name.trim();
  const keywords = chipsWithTyped('keyword', form.keywords, form.keywordText);
  const emails = chipsWithTyped('email', form.emails, form.emailText);
  const webhookUrls = chipsWithTyped('url', form.webhookUrls, form.webhookText);
  const minPrScore = Number(form.minPrScore.trim());
  const errors: FieldErrors = {};

  if (name === '') errors.name = 'Please give the watchlist a name.';
  else if (name.length > MAX_NAME_CHARS) errors.name = `A name has at most ${MAX_NAME_CHARS} characters.`;

  const longKeyword = keywords.find((keyword) => keyword.length > MAX_KEYWORD_CHARS);
  if (keywords.length === 0) errors.keywords = 'Add at least one keyword: type it and press Enter.';
  else if (keywords.length > MAX_KEYWORDS) errors.keywords = `A watchlist has at most ${MAX_KEYWORDS} keywords.`;
  else if (longKeyword) errors.keywords = `"${shorten(longKeyword)}" is too long: a keyword has at most ${MAX_KEYWORD_CHARS} characters.`;

  if (form.minPrScore.trim() === '' || !Number.isInteger(minPrScore) || minPrScore < 0 || minPrScore > 100) {
    errors.minPrScore = 'The minimum PR score is a whole number from 0 to 100.';
  }

  const badEmail = emails.find((email) => !isEmailAddress(email));
  if (badEmail !== undefined) errors.emails = `"${shorten(badEmail)}" is not an e-mail address.`;
  else if (emails.length > MAX_EMAILS) errors.emails = `A watchlist has at most ${MAX_EMAILS} e-mail addresses.`;

  const badUrl = webhookUrls.find((url) => !isWebhookUrl(url));
  if (badUrl !== undefined) {
    errors.webhookUrls = `"${shorten(badUrl)}" is not a web address: a webhook URL starts with https:// or http://.`;
  } else if (webhookUrls.length > MAX_WEBHOOKS) errors.webhookUrls = `A watchlist has at most ${MAX_WEBHOOKS} webhook URLs.`;

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: { name, keywords, sources: form.sources, minPrScore, emails, webhookUrls }, errors: null };
}

/** Something@somewhere.tld, without spaces: what a mail server can be asked to deliver to. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@"<>(),;:]+@[^\s@"<>(),;:]+\.[^\s@"<>(),;:]+$/.test(text);
}

/** An absolute http(s) address without a user name or password. */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Which field the server's 400 names, by the words it uses for it; null when none. */
export function fieldOfServerMessage(message: string): WatchlistField | null {
  if (/e-?mail/i.test(message)) return 'emails';
  if (/webhook|\burl\b/i.test(message)) return 'webhookUrls';
  if (/keyword/i.test(message)) return 'keywords';
  if (/pr score|minPrScore/i.test(message)) return 'minPrScore';
  if (/source/i.test(message)) return 'sources';
  if (/name/i.test(message)) return 'name';
  return null;
}

const QUOTED_CHARS = 60;

function shorten(text: string): string {
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text;
}
