import nlp from 'compromise';
import type { WebsiteAnalysis } from '../../contracts/website.contract.js';
import { classifyBusinessType } from './business-type.classifier.js';
import { cleanText, isFurniture, readPageParts, textOf, type DomNode, type PageParts } from './html-page-parts.js';
import { pageContentOf, type PageContent } from './page-content.js';
import { detectPageLanguage } from './page-language.js';
import { siteBrand } from './site-brand.js';
import { describeTargetAudience } from './target-audience.js';
import { escapeRegExp } from '../../common/text/escape-reg-exp.js';

/** What the analyzer learns from one home page; the service adds `id` and `createdAt` when storing it. */
export type WebsiteProfile = Omit<WebsiteAnalysis, 'id' | 'createdAt'> & { language: string | null };

const MAX_KEY_MESSAGES = 5;
const MAX_MESSAGE_CHARS = 160;
/** The subhead a label heading borrows: one line, or the pair no longer reads as one message. */
const MAX_LINE_UNDER_CHARS = 110;
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
    'menu',
    'main menu',
    'navigation',
    'main navigation',
    'site navigation',
    'nav',
    'search',
    'search results',
    'home',
    'homepage',
    'sign in',
    'sign up',
    'log in',
    'login',
    'log out',
    'logout',
    'register',
    'my account',
    'account',
    'cart',
    'basket',
    'shopping cart',
    'shopping bag',
    'checkout',
    'wishlist',
    'close',
    'open menu',
    'skip to (?:main )?content',
    'skip navigation',
    'back to top',
    'share',
    'share this',
    'follow us',
    'social',
    'contact',
    'contact us',
    'about',
    'about us',
    'newsletter',
    'subscribe',
    'footer',
    'header',
    'sidebar',
    'related',
    'related articles',
    'more',
    'see more',
    'see all',
    'view all',
    'read more',
    'load more',
    'learn more',
    'advertisement',
    'ads?',
    'sponsored',
    'language',
    'select (?:your )?language',
    'choose your (?:country|region)',
    'legal',
    'privacy',
    'privacy policy',
    'terms',
    'terms of use',
    'terms and conditions',
    'imprint',
    'impressum',
    'anmelden',
    'einloggen',
    'registrieren',
    'suche',
    'warenkorb',
    'connexion',
    'rechercher',
    'panier',
    'iniciar sesión',
    'buscar',
    'loading',
    'loading\\.\\.\\.',
    'untitled',
    'opening (?:hours|times)',
    'öffnungszeiten',
    'what are you looking for\\??', // "Trusted by" and "as seen in" head logo walls; with a figure ("Trusted by 12,000 teams") they are a claim.
    'trusted by\\b(?!.*\\d).*',
    'as seen (?:in|on)\\b.*',
    'featured in\\b.*',
    'our (?:customers|clients|partners)',
  ].join('|')})$`,
  'i',
);
/** Fragments that mark a text as furniture wherever they appear. */
const BOILERPLATE_FRAGMENTS = /\b(?:cookies?|gdpr|consent|javascript|your browser|footer|breadcrumbs?|copyright)\b|©/i;
/** Dateline headings of blogs and news rivers ("Sunday, 26 July 2015", "26.07.2015"). */
const DATELINE =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[\s./-]+\p{L}+\.?[\s./-]+\d{2,4}|\p{L}+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4})$/iu;
const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|–—·•]\s*/;

/**
 * Reads a fetched home page into a website profile: title (title tag, then og:title, else null),
 * description (meta description, og or twitter description, else null), brand (see siteBrand),
 * business type, target audience, up to five key messages (the page's claims, see keyMessages) and
 * language. Pure and deterministic; it never fetches. `url` is stored as given.
 */
export function extractWebsiteProfile(html: string, url: string): WebsiteProfile {
  return profileOf(readPageParts(html), url);
}

/** The profile and the page's content (readable text, sections) from one parse of the page. */
export function readWebsite(html: string, url: string): { profile: WebsiteProfile; content: PageContent } {
  const parts = readPageParts(html);
  return { profile: profileOf(parts, url), content: pageContentOf(parts) };
}

function profileOf(parts: PageParts, url: string): WebsiteProfile {
  const meta = (...keys: string[]) => firstNonEmpty(...keys.map((key) => cleanText(decodeEntities(parts.meta.get(key) ?? ''))));

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
    datedHeadings: [...parts.h2, ...parts.h3].slice(0, MAX_CANDIDATES_PER_GROUP).filter((element) => DATELINE.test(textOf(element, 80)))
      .length,
  });
  const language = detectPageLanguage(
    {
      htmlLang: parts.htmlAttributes.lang ?? parts.htmlAttributes['xml:lang'] ?? null,
      ogLocale: meta('og:locale'),
      contentLanguage: meta('content-language'),
    },
    bodyText,
  );
  const brand = siteBrand({
    ogSiteName: meta('og:site_name'),
    jsonLdNames: jsonLd.names,
    applicationName: meta('application-name', 'apple-mobile-web-app-title'),
    title,
    url,
  });
  const siteNames = [brand, meta('og:site_name') ?? '', ...jsonLd.names, ...(title ? titleBrandParts(title) : [])];

  return {
    url,
    title,
    description,
    brand,
    businessType,
    targetAudience: describeTargetAudience({ businessType, language, url, text: `${headings} ${bodyText}` }),
    keyMessages: keyMessages(parts, { description, title, siteNames, isNews: businessType === 'News & Media' }),
    language,
  };
}

/**
 * The page's own claims, best first: h1s, hero texts and taglines, the meta description's
 * sentences, the title's slogan, then h2s. A heading that is only a product label ("iPad Air")
 * borrows the line under it ("iPad Air: Now supercharged by the M3 chip."). Calls to action
 * ("Shop now", "Find your course"), questions, menu and badge labels, link lists and, on news
 * sites, the day's headlines (stories, not what the outlet says about itself) are left out; labels
 * and calls to action only fill in when the page makes fewer than two claims.
 */
function keyMessages(
  parts: PageParts,
  input: { description: string | null; title: string | null; siteNames: readonly string[]; isNews: boolean },
): string[] {
  const claims: string[] = [];
  const fallbacks: string[] = [];
  // The site's own name is never a message; a message that only restates another (the h1 inside the
  // title's slogan) is one message.
  const names = new Set(input.siteNames.map(dedupeKey).filter((key) => key !== ''));
  const seen: string[] = [];
  const consider = (raw: string, allowCallToAction: boolean) => {
    const message = truncate(cleanText(raw), MAX_MESSAGE_CHARS);
    // A fragment ("… statt selber einen Job zu suchen") continues a sentence the page started elsewhere.
    if (!message || !isMessage(message) || isStatsRow(message) || /^(?:…|\.\.\.)/.test(message)) {
      return;
    }
    const key = dedupeKey(message);
    if (
      key === '' ||
      names.has(key) ||
      seen.some((known) => known === key || (Math.min(known.length, key.length) >= 12 && (key.includes(known) || known.includes(key))))
    ) {
      return;
    }
    seen.push(key);
    if (isLabel(message) || (!allowCallToAction && CALL_TO_ACTION.test(message))) {
      fallbacks.push(message);
    } else {
      claims.push(message);
    }
  };
  const fromHeadings = (elements: readonly DomNode[], limit: number) => {
    for (const element of elements.slice(0, limit)) {
      if (isFurniture(element) || isLinkList(element) || (input.isNews && isStoryLink(element))) {
        continue;
      }
      if (claims.length >= MAX_KEY_MESSAGES) {
        return;
      }
      const text = textOf(element, MAX_MESSAGE_CHARS * 4);
      const next = isLabel(text) ? lineUnder(element) : null;
      // The site's name as a heading introduces the line under it; the line is the message.
      const isName = names.has(dedupeKey(text));
      consider(next ? (isName ? next : `${text.replace(/[.:]$/, '')}: ${next}`) : text, false);
    }
  };
  fromHeadings(parts.h1, MAX_CANDIDATES_PER_GROUP);
  const beforeHero = claims.length;
  for (const element of parts.hero.slice(0, MAX_CANDIDATES_PER_GROUP)) {
    if (claims.length - beforeHero >= MAX_HERO_TEXTS) {
      break;
    }
    if (!isFurniture(element)) {
      consider(textOf(element, MAX_MESSAGE_CHARS * 4), true);
    }
  }
  for (const sentence of sentencesOf(input.description ?? '')) {
    consider(sentence, false);
  }
  for (const part of (input.title ?? '').split(TITLE_SEPARATORS)) {
    // "…online B2B marketplace-Alibaba.com": the slogan without the name glued to it.
    const slogan = input.siteNames.reduce(
      (text, name) =>
        name.length >= 2
          ? text
              .replace(new RegExp(`[\\s-]*${escapeRegExp(name)}(?:\\.com)?(?:\\s*\\([^)]*\\))?$`, 'i'), '')
              .replace(new RegExp(`^${escapeRegExp(name)}(?:\\s*\\([^)]*\\))?\\s*[:–—-]\\s*`, 'i'), '')
          : text,
      part.trim(),
    );
    if (slogan.split(/\s+/).length >= 3) {
      consider(slogan, true);
    }
  }
  fromHeadings(parts.h2, MAX_CANDIDATES_PER_GROUP);
  const chosen = claims.slice(0, MAX_KEY_MESSAGES);
  return chosen.length >= 2 ? chosen : [...chosen, ...fallbacks].slice(0, Math.max(chosen.length, Math.min(2, MAX_KEY_MESSAGES)));
}

/** A row of card statistics ("10.000 Mitarbeitende; 72.157 Follower"): figures about someone else's listing. */
function isStatsRow(text: string): boolean {
  const segments = text.split(/\s*[;|]\s*/);
  return segments.length >= 2 && segments.every((segment) => /^\d[\d.,–-]*\s+\S+$/.test(segment));
}

/** Openings of calls to action, which tell the visitor what to do rather than claim anything. */
const CALL_TO_ACTION =
  /^(?:shop|buy|find|learn|discover|explore|see|view|read|watch|browse|sign|log ?in|get started|start|download|book|contact|call|meet|join|become|subscribe|follow|try|request|apply|order|visit|check out|click|stream|listen|register|get in touch|donate|give|shop now|entdecke|finde|jetzt|melde|découvrez|prenez|trouvez|inscrivez)\b/i;
/** Badge and widget labels that head a box without saying anything. */
const BADGE_LABEL =
  /^most (?:read|popular|viewed|shared)$|^(?:highly |most )?(?:recommended|featured|popular|trending|latest|new|top|highlights?)\b|\b(?:logo|content|carousel|slider|banner)$/i;

/** A short label with no verb ("Virtual Servers", "New arrivals", "Offene Tippspiele"). */
function isLabel(text: string): boolean {
  const words = text.split(/\s+/);
  if (BADGE_LABEL.test(text) && words.length <= 4) {
    return true;
  }
  if (words.length > 5 || /[.!]$/.test(text) || /^[\d£$€]|[%+]/.test(text)) {
    return false;
  }
  // A product or section name: every word capitalised ("Orchard Watch Series 4", "Event-driven Compute Functions").
  // A model number may close a name; a figure inside ("Über 1 Mio. Jobs") makes it a claim.
  const nameLike =
    words.every((word) => /^[\p{Lu}\d&]/u.test(word)) && !/\d/.test(words.slice(0, -1).join(' ')) && text !== text.toUpperCase();
  if (nameLike && words.length <= 5) {
    return true;
  }
  return (nameLike || (words.length <= 3 && !/\d/.test(text))) && !nlp(text).has('#Verb');
}

/** A heading made of several links is a menu or a list of sources, not a message. */
function isLinkList(element: DomNode): boolean {
  let links = 0;
  const stack = [...(element.children ?? [])];
  while (stack.length > 0 && links < 3) {
    const node = stack.pop()!;
    if (node.type === 'tag' && node.name === 'a') {
      links += 1;
    }
    stack.push(...(node.children ?? []));
  }
  return links >= 3;
}

/** A heading that links to a story or sits in an article: on a news site, one of the day's headlines. */
function isStoryLink(element: DomNode): boolean {
  for (let current: DomNode | null | undefined = element.parent; current; current = current.parent) {
    if (current.type === 'tag' && current.name === 'article') {
      return true;
    }
  }
  const stack = [...(element.children ?? [])];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'tag' && node.name === 'a' && node.attribs?.href) {
      return true;
    }
    stack.push(...(node.children ?? []));
  }
  return false;
}

/** The paragraph right after a heading (a product tile's subhead), if it is short enough to be a line. */
function lineUnder(element: DomNode): string | null {
  const siblings = element.parent?.children ?? [];
  for (let index = siblings.indexOf(element) + 1; index < siblings.length; index += 1) {
    const sibling = siblings[index]!;
    if (sibling.type === 'text' && (sibling.data ?? '').trim() === '') {
      continue;
    }
    if (sibling.type !== 'tag' || sibling.name !== 'p' || isFurniture(sibling)) {
      return null;
    }
    const text = sentencesOf(textOf(sibling, MAX_MESSAGE_CHARS * 4))[0] ?? '';
    return text.length >= 10 && text.length <= MAX_LINE_UNDER_CHARS && !CALL_TO_ACTION.test(text) ? text : null;
  }
  return null;
}

/** Abbreviations whose full stop does not end a sentence ("1 Mio. Jobs", "St. Ives"). */
const ABBREVIATION = /\b(?:mio|mrd|tsd|nr|st|dr|mr|mrs|ms|inc|ltd|co|no|vs|etc|ca|bzw|z\.b|e\.g|i\.e|approx)\.$/i;

/** The meta description as separate claims: sentences, and the items of "✓ A ✓ B" or "A | B" lists. */
function sentencesOf(description: string): string[] {
  const pieces = description.split(/\s*[✓✔|•]\s*|\s+·\s+/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    let current = '';
    for (const chunk of piece.split(/(?<=[.!?])\s+(?=\p{Lu}|\d)/u)) {
      current = current === '' ? chunk : `${current} ${chunk}`;
      if (!ABBREVIATION.test(current)) {
        sentences.push(current);
        current = '';
      }
    }
    if (current !== '') {
      sentences.push(current);
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.split(/\s+/).length >= 2);
}

/** JSON-LD types whose `name` is the site's own: organisations of every kind, then web sites. */
const JSON_LD_ORGANIZATION =
  /(?:Organization|Organisation|Corporation|Business|Store|Agency|Service|NGO|Restaurant|Bakery|Bank|Clinic|Hospital|School|University|College|Hotel|Brand|Airline|Plumber|Electrician|Contractor|Attorney|Dentist|Physician|RoofingContractor)$/;

/**
 * JSON-LD `@type`s (top-level nodes, `@graph` members, `mainEntity`) in document order, and the
 * names of the nodes that describe the site itself: organisations first, then WebSite nodes.
 * Products, articles and people are left out: their names are not the site's.
 */
function readJsonLd(sources: readonly string[]): { types: string[]; names: string[] } {
  const types: string[] = [];
  const organizationNames: string[] = [];
  const websiteNames: string[] = [];
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
        const bareTypes = nodeTypes.map((type) => type.replace(/^.*[/:]/, ''));
        if (bareTypes.some((type) => JSON_LD_ORGANIZATION.test(type))) {
          organizationNames.push(record.name);
        } else if (bareTypes.includes('WebSite')) {
          websiteNames.push(record.name);
        }
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
  return { types, names: [...organizationNames, ...websiteNames] };
}

/** Long enough to say something (one word is a label, not a message) and not page furniture. */
function isMessage(text: string): boolean {
  return (
    text.length >= MIN_MESSAGE_CHARS &&
    /\s/.test(text) &&
    !BOILERPLATE.test(text) &&
    !BOILERPLATE_FRAGMENTS.test(text) &&
    !DATELINE.test(text) &&
    // A question heads an FAQ or teases an answer; the claim is the answer, not the question.
    !text.endsWith('?') &&
    // "Call Now: 0800 123 4567" is how to reach the business, not something it claims.
    !/\bcall (?:now|us|today)\b|(?:\+?\d[\s().-]*){7,}/i.test(text)
  );
}

/** Short title segments such as the brand in "Tippspiele zur Bundesliga | kicktipp" (a short title is one). */
function titleBrandParts(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split(/\s+/).length <= 3);
}

/**
 * Character references left in an attribute that was escaped twice ("&#10003; Millionen zufriedene
 * Tipper"): the parser decoded once, the page meant a check mark.
 */
function decodeEntities(text: string): string {
  if (!text.includes('&')) {
    return text;
  }
  // A Map, not an object: the name comes from the page, and "&constructor;" must stay as written.
  const named = new Map([
    ['amp', '&'],
    ['quot', '"'],
    ['apos', "'"],
    ['lt', '<'],
    ['gt', '>'],
    ['nbsp', ' '],
  ]);
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : null;
    if (code !== null) {
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named.get(name!.toLowerCase()) ?? whole;
  });
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
