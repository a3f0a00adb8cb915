import { ITEM_SOURCE_LABELS, ITEM_SOURCES, type ItemSource } from '@contracts/trending.contract';
import {
  isCountryCode,
  isMastodonInstanceUrl,
  isWikipediaLanguage,
  MAX_GOOGLE_TRENDS_GEOS,
  MAX_MASTODON_INSTANCES,
  MAX_WIKIPEDIA_LANGUAGES,
} from '@contracts/trend-source-settings.contract';

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

type SourceMessages = Partial<Record<string, string | undefined>>;

/**
 * One "Source: message" line per source that failed or warned, for the fetch toasts (SPEC section 8).
 * Errors and warnings of one fetch are read together, so a failed source is never hidden by another
 * that worked; a source is named once, in the order Reddit, X (Twitter), Top Media, then the keyless
 * sources (Google Trends, Bluesky, Hacker News, Wikipedia, Mastodon), then any the screen does not know.
 */
export function sourceMessageLines(...maps: (SourceMessages | undefined)[]): string {
  const bySource = new Map<string, string[]>();
  for (const map of maps) {
    for (const [source, message] of Object.entries(map ?? {})) {
      const text = message?.trim();
      if (text && !bySource.get(source)?.includes(text)) {
        bySource.set(source, [...(bySource.get(source) ?? []), text]);
      }
    }
  }
  const known = (source: string): source is ItemSource => (ITEM_SOURCES as readonly string[]).includes(source);
  const rank = (source: string) => (known(source) ? ITEM_SOURCES.indexOf(source) : ITEM_SOURCES.length);
  return [...bySource.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([source, messages]) => `${known(source) ? ITEM_SOURCE_LABELS[source] : 'Unknown Source'}: ${messages.join(' ')}`)
    .join('\n');
}

/** A list typed into one of the keyless sources' fields: the entries to send, or what is wrong with them. */
export type ParsedList = { values: string[]; error: string | null };

type ListRule = {
  /** One entry as the server takes it ("gb" → "GB"). */
  normalize: (entry: string) => string;
  isValid: (entry: string) => boolean;
  /** After the quoted entries: for one, for several. */
  notValid: [string, string];
  /** How to write a good entry, said after a bad one and when none is given. */
  example: string;
  max: number;
  /** Plural noun for the limit: "countries". */
  noun: string;
  /** What to say when the field is empty; null when empty is allowed (the server's default then applies). */
  whenEmpty: string | null;
};

/** The longest entry quoted back in a message; a pasted paragraph must not fill the card. */
const QUOTED_ENTRY_CHARS = 60;

/**
 * Splits on commas and spaces (none of these lists has an entry with a space), trims, drops empty
 * entries and repeats, and checks each entry with the rule the server applies (the messages say it in
 * the card's words, not the API's field names).
 */
function parseList(text: string, rule: ListRule): ParsedList {
  const values = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .filter((entry) => entry.length > 0)
        .map(rule.normalize),
    ),
  ];
  if (values.length === 0) {
    return { values, error: rule.whenEmpty };
  }
  const invalid = values.filter((entry) => !rule.isValid(entry));
  if (invalid.length > 0) {
    const quoted = invalid
      .map((entry) => `"${entry.length > QUOTED_ENTRY_CHARS ? `${entry.slice(0, QUOTED_ENTRY_CHARS)}…` : entry}"`)
      .join(', ');
    return { values, error: `${quoted} ${invalid.length === 1 ? rule.notValid[0] : rule.notValid[1]}. ${rule.example}` };
  }
  if (values.length > rule.max) {
    return { values, error: `Enter at most ${rule.max} ${rule.noun}.` };
  }
  return { values, error: null };
}

/** Google Trends countries: ISO 3166-1 alpha-2 codes, any case; at least one. */
export function parseCountries(text: string): ParsedList {
  return parseList(text, {
    normalize: (entry) => entry.toUpperCase(),
    isValid: isCountryCode,
    notValid: ['is not a country code', 'are not country codes'],
    example: 'Use two-letter country codes, such as US or GB.',
    max: MAX_GOOGLE_TRENDS_GEOS,
    noun: 'countries',
    whenEmpty: 'Enter at least one country code, such as US or GB.',
  });
}

/** Wikipedia editions by language code (en, de, zh-yue), any case; at least one. */
export function parseLanguages(text: string): ParsedList {
  return parseList(text, {
    normalize: (entry) => entry.toLowerCase(),
    isValid: isWikipediaLanguage,
    notValid: ['is not a Wikipedia language code', 'are not Wikipedia language codes'],
    example: 'Use language codes, such as en, de or pt.',
    max: MAX_WIKIPEDIA_LANGUAGES,
    noun: 'languages',
    whenEmpty: 'Enter at least one language code, such as en or de.',
  });
}

/**
 * Mastodon instances by https address; a bare name ("fosstodon.org") means its https address. Empty
 * is allowed: the fetch then names no instance and the server reads its own (MASTODON_INSTANCES).
 */
export function parseInstances(text: string): ParsedList {
  return parseList(text, {
    normalize: (entry) => (entry.includes('://') ? entry : `https://${entry.replace(/^\/+/, '')}`),
    isValid: isMastodonInstanceUrl,
    notValid: ['is not the https address of a Mastodon server', 'are not https addresses of Mastodon servers'],
    example: 'Use the address alone, such as https://mastodon.social.',
    max: MAX_MASTODON_INSTANCES,
    noun: 'instances',
    whenEmpty: null,
  });
}
