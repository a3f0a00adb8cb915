import type { WebsiteAnalysis } from '../../contracts/website.contract.js';
import { classifyBusinessType } from './business-type.classifier.js';
import { cleanText, isFurniture, readPageParts, textOf, type PageParts } from './html-page-parts.js';
import { detectPageLanguage } from './page-language.js';
import { describeTargetAudience } from './target-audience.js';

/** What the analyzer learns from one home page; the service adds `id` and `createdAt` when storing it. */
export type WebsiteProfile = Omit<WebsiteAnalysis, 'id' | 'createdAt'> & { language: string | null };

const MAX_KEY_MESSAGES = 5;
const MAX_MESSAGE_CHARS = 160;
const MIN_MESSAGE_CHARS = 3;
const MAX_TITLE_CHARS = 300;
const MAX_DESCRIPTION_CHARS = 1000;
/** Body text the classifier reads: enough for any home page's story, bounded for huge pages. */
const BODY_TEXT_LIMIT = 50_000;
const HEADINGS_TEXT_LIMIT = 5_000;
/** JSON-LD blocks bigger than this are product feeds, not a description of the site. */
const MAX_JSON_LD_CHARS = 200_000;
/** JSON-LD nodes read per block; a home page describes itself in a handful. */
const MAX_JSON_LD_NODES = 1_000;
/** Hero texts taken between the h1s and the h2s. */
const MAX_HERO_TEXTS = 2;
/** Candidates examined per group, so a page of ten thousand nav headings costs no more than two hundred. */
const MAX_CANDIDATES_PER_GROUP = 200;

/** Whole texts that are page furniture in any layout. */
const BOILERPLATE = new RegExp(
  `^(?:${[
    'menu', 'main menu', 'navigation', 'main navigation', 'site navigation', 'nav', 'search', 'search results',
    'home', 'homepage', 'sign in', 'sign up', 'log in', 'login', 'log out', 'logout', 'register', 'my account',
    'account', 'cart', 'basket', 'shopping cart', 'shopping bag', 'checkout', 'wishlist', 'close', 'open menu',
    'skip to (?:main )?content', 'skip navigation', 'back to top', 'share', 'share this', 'follow us', 'social',
    'contact', 'contact us', 'about', 'about us', 'newsletter', 'subscribe', 'footer', 'header', 'sidebar',
    'related', 'related articles', 'more', 'see more', 'see all', 'view all', 'read more', 'load more',
    'learn more', 'advertisement', 'ads?', 'sponsored', 'language', 'select (?:your )?language',
    'choose your (?:country|region)', 'legal', 'privacy', 'privacy policy', 'terms', 'terms of use',
    'terms and conditions', 'imprint', 'impressum', 'anmelden', 'einloggen', 'registrieren', 'suche', 'warenkorb',
    'connexion', 'rechercher', 'panier', 'iniciar sesión', 'buscar', 'loading', 'loading\\.\\.\\.', 'untitled',
    'opening (?:hours|times)', 'öffnungszeiten', 'what are you looking for\\??', 'trusted by\\b.*', 'as seen (?:in|on)\\b.*',
    'featured in\\b.*', 'our (?:customers|clients|partners)',
  ].join('|')})$`,
  'i',
);
/** Fragments that mark a text as furniture wherever they appear. */
const BOILERPLATE_FRAGMENTS = /\b(?:cookies?|gdpr|consent|javascript|your browser|footer|breadcrumbs?|copyright)\b|©/i;
/** Dateline headings of blogs and news rivers ("Sunday, 26 July 2015", "26.07.2015"). */
const DATELINE = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[\s./-]+\p{L}+\.?[\s./-]+\d{2,4}|\p{L}+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4})$/iu;
const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|–—·•]\s*/;

/**
 * Reads a fetched home page into a website profile: title (title tag, then og:title, else null),
 * description (meta description, og or twitter description, else null), business type, target
 * audience, up to five key messages (h1, hero text, h2; cleaned, furniture dropped, deduplicated
 * ignoring case) and language. Pure and deterministic; it never fetches. `url` is stored as given.
 */
export function extractWebsiteProfile(html: string, url: string): WebsiteProfile {
  const parts = readPageParts(html);
  const meta = (...keys: string[]) => firstNonEmpty(...keys.map((key) => cleanText(parts.meta.get(key) ?? '')));

  const title = truncate(firstNonEmpty(parts.title ? textOf(parts.title) : '', meta('og:title') ?? ''), MAX_TITLE_CHARS);
  const description = truncate(meta('description', 'og:description', 'twitter:description'), MAX_DESCRIPTION_CHARS);
  const jsonLd = readJsonLd(parts.jsonLdSources);
  const bodyText = textOf(parts.body, BODY_TEXT_LIMIT);
  const headings = [...parts.h1, ...parts.h2, ...parts.h3]
    .slice(0, MAX_CANDIDATES_PER_GROUP)
    .map((element) => textOf(element, 500))
    .join(' · ')
    .slice(0, HEADINGS_TEXT_LIMIT);

  const businessType = classifyBusinessType({
    jsonLdTypes: jsonLd.types,
    ogType: meta('og:type'),
    title: title ?? '',
    description: description ?? '',
    headings,
    bodyText,
  });
  const language = detectPageLanguage(
    {
      htmlLang: parts.htmlAttributes.lang ?? parts.htmlAttributes['xml:lang'] ?? null,
      ogLocale: meta('og:locale'),
      contentLanguage: meta('content-language'),
    },
    bodyText,
  );
  const siteNames = [meta('og:site_name') ?? '', ...jsonLd.names, ...(title ? titleBrandParts(title) : [])];

  return {
    url,
    title,
    description,
    businessType,
    targetAudience: describeTargetAudience({ businessType, language, url, text: `${headings} ${bodyText}` }),
    keyMessages: keyMessages(parts, siteNames),
    language,
  };
}

/** h1s, then at most two hero texts, then h2s; furniture and the site's own name left out. */
function keyMessages(parts: PageParts, siteNames: readonly string[]): string[] {
  const groups = [
    { elements: parts.h1, limit: MAX_KEY_MESSAGES },
    { elements: parts.hero, limit: MAX_HERO_TEXTS },
    { elements: parts.h2, limit: MAX_KEY_MESSAGES },
  ];
  const seen = new Set(siteNames.map(dedupeKey).filter((key) => key !== ''));
  const messages: string[] = [];
  for (const { elements, limit } of groups) {
    let taken = 0;
    for (const element of elements.slice(0, MAX_CANDIDATES_PER_GROUP)) {
      if (messages.length >= MAX_KEY_MESSAGES || taken >= limit) {
        break;
      }
      if (isFurniture(element)) {
        continue;
      }
      const message = truncate(textOf(element, MAX_MESSAGE_CHARS * 4), MAX_MESSAGE_CHARS);
      const key = message ? dedupeKey(message) : '';
      if (!message || !isMessage(message) || key === '' || seen.has(key)) {
        continue;
      }
      seen.add(key);
      messages.push(message);
      taken += 1;
    }
  }
  return messages;
}

/**
 * JSON-LD `@type`s (top-level nodes, `@graph` members, `mainEntity`) in document order, and the
 * names those nodes carry: a heading that only repeats the site's own name is not a message.
 */
function readJsonLd(sources: readonly string[]): { types: string[]; names: string[] } {
  const types: string[] = [];
  const names: string[] = [];
  for (const source of sources) {
    if (source.length > MAX_JSON_LD_CHARS) {
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(source.replace(/^\s*(?:<!--|\/\/<!\[CDATA\[)|(?:-->|\/\/\]\]>)\s*$/g, ''));
    } catch {
      // Hand-written JSON-LD is often invalid; the rest of the page still counts.
      continue;
    }
    const queue: unknown[] = Array.isArray(data) ? [...data] : [data];
    for (let index = 0; index < queue.length && index < MAX_JSON_LD_NODES; index += 1) {
      const node = queue[index];
      if (typeof node !== 'object' || node === null) {
        continue;
      }
      const record = node as Record<string, unknown>;
      const nodeTypes = ([] as unknown[]).concat(record['@type'] ?? []).filter((type): type is string => typeof type === 'string');
      types.push(...nodeTypes);
      if (typeof record.name === 'string') {
        names.push(record.name);
      }
      for (const nested of [record['@graph'], record.mainEntity]) {
        if (Array.isArray(nested)) {
          queue.push(...nested);
        } else if (nested) {
          queue.push(nested);
        }
      }
    }
  }
  return { types, names };
}

/** Long enough to say something (one word is a label, not a message) and not page furniture. */
function isMessage(text: string): boolean {
  return (
    text.length >= MIN_MESSAGE_CHARS &&
    /\s/.test(text) &&
    !BOILERPLATE.test(text) &&
    !BOILERPLATE_FRAGMENTS.test(text) &&
    !DATELINE.test(text)
  );
}

/** Short title segments such as the brand in "Tippspiele zur Bundesliga | kicktipp". */
function titleBrandParts(title: string): string[] {
  const parts = title.split(TITLE_SEPARATORS).map((part) => part.trim());
  return [title, ...parts.filter((part) => part !== '' && part.split(/\s+/).length <= 3)];
}

function firstNonEmpty(...values: string[]): string | null {
  return values.find((value) => value !== '') ?? null;
}

function truncate(text: string | null, max: number): string | null {
  if (text === null || text === '' || text.length <= max) {
    return text === '' ? null : text;
  }
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Case-, space- and punctuation-insensitive key, so "Shop now!" and "shop  now" are one message. */
function dedupeKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
