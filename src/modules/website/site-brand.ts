/** Where a site states its own name, in the order the analyzer trusts them. */
export type BrandSources = {
  ogSiteName: string | null;
  /** Names of JSON-LD Organization-like nodes, then of WebSite nodes, in document order. */
  jsonLdNames: readonly string[];
  applicationName: string | null;
  title: string | null;
  url: string;
};

const MAX_BRAND_CHARS = 60;
const MAX_BRAND_WORDS = 6;
/** Texts that sit where a name should be but are not one: page labels, greetings, calls to action. */
const NOT_A_NAME =
  /^(?:home(?:\s?page)?|start(?:seite)?|accueil|inicio|index|welcome|willkommen|bienvenue|untitled|default|main|new tab|404|page not found|loading)$|\b(?:call (?:now|us|today)|phone|tel(?:ephone)?|whatsapp|free quote|get a quote|open (?:now|today)|24\/7)\b/i;
/** Seven or more digits in a row, allowing the spaces, dots and dashes of phone numbers. */
const PHONE_NUMBER = /(?:\+?\d[\s().-]*){7,}/;
const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s*[|–—·•»]\s*/;
/**
 * Second-level labels under which people register names (example.co.uk, example.com.au), so the
 * registrable name is the label before them. Not the whole public-suffix list: enough for the
 * countries the tool's users work in; anything else falls back to the label before the TLD.
 */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ltd', 'plc', 'me', 'edu', 'or', 'ne', 'gv', 'nom', 'sch']);

/**
 * The name the site goes by: og:site_name, then a JSON-LD Organization or WebSite name, then
 * application-name, then the part of the title that names the site, else the domain nicely cased
 * ("rosemary-bakery.co.uk" → "Rosemary Bakery"). Never a phone number, "Home" or "Call now".
 */
export function siteBrand(sources: BrandSources): string {
  for (const candidate of [sources.ogSiteName, ...sources.jsonLdNames, sources.applicationName]) {
    const name = candidate === null ? null : cleanName(candidate);
    if (name !== null) {
      return name;
    }
  }
  return brandFromTitle(sources.title, sources.url) ?? brandFromDomain(sources.url);
}

/**
 * The part of the title that names the site: a part that spells the domain ("Flowdesk | Project
 * software" on flowdesk.io, "AOL - News" on aol.com), else a whole title that is only a short name
 * ("Daring Fireball"). A title of several parts none of which matches the domain gives null:
 * its first part is as likely a slogan as a name.
 */
export function brandFromTitle(title: string | null, url: string): string | null {
  if (!title) {
    return null;
  }
  const label = registrableLabel(url);
  const compactLabel = compact(label);
  const parts = title
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (compactLabel.length >= 2) {
    for (const part of parts) {
      const name = cleanName(part);
      if (name !== null && spellsDomain(name, compactLabel)) {
        return name;
      }
    }
    // The domain as one word inside a longer part: "marketplace-Alibaba.com", "car2go Carsharing".
    for (const word of title.split(/[\s,;|–—·•:()-]+/)) {
      const name = compact(word.replace(/\.(?:com|org|net|de|co\.uk|io)$/i, '')) === compactLabel ? cleanName(word) : null;
      if (name !== null) {
        return name;
      }
    }
  }
  // One short part is a name; so is the first part on a bare address, which has no domain to match.
  if (parts.length === 1 || (label === '' && parts.length > 0)) {
    const name = cleanName(parts[0]!);
    return name !== null && name.split(/\s+/).length <= 4 ? name : null;
  }
  return null;
}

/** The registrable domain name as words: "rosemary-bakery.co.uk" → "Rosemary Bakery". */
export function brandFromDomain(url: string): string {
  const label = registrableLabel(url);
  if (label === '') {
    return hostOf(url);
  }
  return label
    .split(/[-_]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The label people registered: "bakery" for www.bakery.co.uk, "amazon" for aws.amazon.com. */
function registrableLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    host = url.replace(/^[a-z]+:\/\//i, '').split(/[/:?#]/)[0] ?? '';
  }
  // An address is nobody's name: "127.0.0.1" once named a site "0".
  if (/^\[.*\]$|^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) {
    return '';
  }
  const labels = host
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .filter((label) => label !== '');
  if (labels.length <= 1) {
    return labels[0] ?? '';
  }
  const secondLevel = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!);
  return labels.at(secondLevel ? -3 : -2)!;
}

/** True when the name spells the domain label, allowing "and"/"&" and a trailing type word. */
function spellsDomain(name: string, compactLabel: string): boolean {
  const compactName = compact(name);
  const withoutAnd = compact(name.replace(/&|\band\b/gi, ''));
  return [compactName, withoutAnd, compact(name.replace(/&/g, 'and'))].some(
    (form) =>
      form === compactLabel ||
      (form.startsWith(compactLabel) && form.length - compactLabel.length <= 12) ||
      (compactLabel.startsWith(form) && form.length >= 4),
  );
}

/** The text as a name, or null when it is empty, too long, a label, a greeting or a phone number. */
function cleanName(text: string): string | null {
  const name = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:welcome to|willkommen (?:bei|auf)|bienvenue (?:chez|sur))\s+/i, '')
    .replace(/^[|:·•–—\s-]+|[|:·•–—\s-]+$/g, '')
    // Journalists write "Amazon Web Services" and "AOL", not "Amazon Web Services, Inc." or "AOL.com".
    .replace(/,?\s+(?:inc|ltd|llc|llp|plc|gmbh|ag|limited|corp|corporation|s\.?a)\.?$/i, '')
    .replace(/^([\p{L}\d][\p{L}\d-]+)\.com$/u, '$1');
  if (
    name.length < 2 ||
    name.length > MAX_BRAND_CHARS ||
    name.split(/\s+/).length > MAX_BRAND_WORDS ||
    !/\p{L}/u.test(name) ||
    NOT_A_NAME.test(name) ||
    PHONE_NUMBER.test(name)
  ) {
    return null;
  }
  return name;
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
