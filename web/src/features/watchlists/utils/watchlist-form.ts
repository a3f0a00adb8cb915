import { DEFAULT_WATCHLIST_MIN_PR_SCORE, type Watchlist, WATCHLIST_LIMITS, type WatchlistInput } from '@contracts/watchlists.contract';
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
  /** Issue 31: only stories whose stage is rising. */
  onlyRising: boolean;
};

export type WatchlistField = 'name' | 'keywords' | 'sources' | 'minPrScore' | 'emails' | 'webhookUrls';

/** The order fields appear in the dialog: the first with a problem gets the focus. */
export const WATCHLIST_FIELDS: readonly WatchlistField[] = ['name', 'keywords', 'sources', 'minPrScore', 'emails', 'webhookUrls'];

export type FieldErrors = Partial<Record<WatchlistField, string>>;

const L = WATCHLIST_LIMITS;

/** The field names the server's 400 messages start with ("emails: …"), and the labels the dialog shows. */
export const FIELD_LABELS: Readonly<Record<WatchlistField, string>> = {
  name: 'Name',
  keywords: 'Keywords',
  sources: 'Sources',
  minPrScore: 'Minimum PR score',
  emails: 'E-mail recipients',
  webhookUrls: 'Webhook URLs',
};

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
    onlyRising: watchlist?.onlyRising ?? false,
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
  else if (name.length > L.nameChars) errors.name = `A name has at most ${L.nameChars} characters.`;

  const longKeyword = keywords.find((keyword) => keyword.length > L.keywordChars);
  const wordless = keywords.find((keyword) => !/[\p{L}\p{N}]/u.test(keyword));
  if (keywords.length === 0) errors.keywords = 'Add at least one keyword: type it and press Enter.';
  else if (keywords.length > L.keywords) errors.keywords = `A watchlist has at most ${L.keywords} keywords.`;
  else if (longKeyword) errors.keywords = `"${shorten(longKeyword)}" is too long: a keyword has at most ${L.keywordChars} characters.`;
  else if (wordless !== undefined) errors.keywords = `${wordless} has no letters or digits to look for.`;

  if (form.minPrScore.trim() === '' || !Number.isInteger(minPrScore) || minPrScore < 0 || minPrScore > 100) {
    errors.minPrScore = 'The minimum PR score is a whole number from 0 to 100.';
  }

  const badEmail = emails.find((email) => !isEmailAddress(email));
  if (badEmail !== undefined) errors.emails = `"${shorten(badEmail)}" is not an e-mail address.`;
  else if (emails.length > L.emails) errors.emails = `A watchlist has at most ${L.emails} e-mail addresses.`;

  const badUrl = webhookUrls.find((url) => !isWebhookUrl(url));
  if (badUrl !== undefined) {
    errors.webhookUrls = `"${shorten(badUrl)}" is not a web address: a webhook URL starts with https:// or http://.`;
  } else if (webhookUrls.length > L.webhookUrls) errors.webhookUrls = `A watchlist has at most ${L.webhookUrls} webhook URLs.`;

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: { name, keywords, sources: form.sources, minPrScore, emails, webhookUrls, onlyRising: form.onlyRising }, errors: null };
}

/**
 * Someone@somewhere, without spaces: the shape of an address. Intranet addresses (pr@intranet) count,
 * as on the server, which checks the finer rules.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@"<>(),;:\\]+@[^\s@"<>(),;:\\.]+(\.[^\s@"<>(),;:\\.]+)*$/.test(text);
}

/**
 * An absolute http(s) address. Whether Trendjack may reach it (a private or loopback host, another
 * port than 80/443, a user name in it) depends on the server's OUTBOUND_ALLOW_HOSTS: the server says.
 */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && text.length <= L.urlChars;
  } catch {
    return false;
  }
}

/**
 * The server's 400 for a person: the field it names (its messages start with the field's name,
 * "emails: …" or "minPrScore must …") and the message with that name written as the dialog's label.
 */
export function readServerMessage(message: string): { field: WatchlistField | null; text: string } {
  const named = /^(name|keywords|sources|minPrScore|emails|webhookUrls)(:?)\s+/.exec(message);
  if (!named) return { field: null, text: message };
  const field = named[1] as WatchlistField;
  return { field, text: `${FIELD_LABELS[field]}${named[2]} ${message.slice(named[0].length)}` };
}

const QUOTED_CHARS = 60;

function shorten(text: string): string {
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text;
}
