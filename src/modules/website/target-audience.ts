import type { BusinessType } from './business-type.classifier.js';
import { PhraseIndex } from './phrase-index.js';

type Market = 'B2B' | 'B2C' | 'B2B and B2C';

/** Who each business type usually speaks to, and to which market, before page cues adjust it. */
const AUDIENCE_BY_TYPE: Record<BusinessType, { people: string; market: Market }> = {
  'SaaS / Software': { people: 'Businesses and teams choosing software', market: 'B2B' },
  'E-commerce / Retail': { people: 'Online shoppers', market: 'B2C' },
  Marketplace: { people: 'Buyers and sellers trading through the platform', market: 'B2B and B2C' },
  'News & Media': { people: 'News readers and media consumers', market: 'B2C' },
  'Charity / Non-profit': { people: 'Donors, volunteers and supporters', market: 'B2C' },
  'Local Business': { people: 'Local customers in the surrounding area', market: 'B2C' },
  'Financial Services': { people: 'People and businesses managing money', market: 'B2B and B2C' },
  'Travel & Hospitality': { people: 'Travellers planning trips and stays', market: 'B2C' },
  Education: { people: 'Students, learners and educators', market: 'B2C' },
  Healthcare: { people: 'Patients, carers and health professionals', market: 'B2C' },
  'Entertainment & Gaming': { people: 'Fans, players and audiences', market: 'B2C' },
  'Technology Hardware': { people: 'Consumers and professionals buying devices', market: 'B2C' },
  'Creative & Marketing Agency': { people: 'Brands and organisations commissioning creative and marketing work', market: 'B2B' },
  'Professional Services': { people: 'Organisations looking for expert services', market: 'B2B' },
  Other: { people: 'General web visitors', market: 'B2C' },
};

const MARKET_CUES = new PhraseIndex<'B2B' | 'B2C'>([
  ...[
    'enterprise',
    'enterprises',
    'for business',
    'for businesses',
    'businesses',
    'b2b',
    'your team',
    'teams',
    'wholesale',
    'suppliers',
    'book a demo',
    'request a demo',
    'contact sales',
    'talk to sales',
    'companies',
    'employers',
    'recruiters',
    'procurement',
    'roi',
    'unternehmen',
    'entreprises',
  ].map((phrase) => [phrase, 'B2B'] as const),
  ...[
    'families',
    'family',
    'kids',
    'shop now',
    'your home',
    'gift',
    'gifts',
    'friends',
    'yourself',
    'for you',
    'free delivery',
    'members',
    'fans',
    'freunde',
    'familie',
    'famille',
  ].map((phrase) => [phrase, 'B2C'] as const),
]);

/** Cues needed before the page overrides the type's usual market. */
const MIN_MARKET_CUES = 2;

/**
 * ccTLDs that are mostly bought for their look, not for the country (.io, .ai, .co, .tv, .me …), so
 * they say nothing about the audience's region.
 */
const VANITY_TLDS = new Set([
  'io',
  'ai',
  'co',
  'tv',
  'me',
  'fm',
  'ly',
  'gg',
  'to',
  'ws',
  'cc',
  'sh',
  'so',
  'im',
  'is',
  'la',
  'am',
  'app',
  'dev',
  'eu',
]);

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export type AudienceInput = {
  businessType: BusinessType;
  /** BCP 47 tag, e.g. `de-DE`. */
  language: string | null;
  /** The page address; its country-code TLD hints at the region when the language tag has none. */
  url: string;
  /** Headings and body text where B2B / consumer cues are looked for. */
  text: string;
};

/**
 * One readable line on who the site speaks to, e.g.
 * "Online shoppers (B2C); German speakers in Germany". Deterministic.
 */
export function describeTargetAudience(input: AudienceInput): string {
  const { people, market: usualMarket } = AUDIENCE_BY_TYPE[input.businessType];
  const market = marketFromCues(input.text) ?? usualMarket;
  const languageName = input.language ? displayName(languageNames, new Intl.Locale(input.language).language) : null;
  const region = regionOf(input.language, input.url);
  const regionName = region ? displayName(regionNames, region) : null;
  const where = regionName ? ` in ${regionName}` : '';
  const reach = languageName ? `; ${languageName} speakers${where}` : regionName ? `; visitors${where}` : '';
  return `${people} (${market})${reach}`;
}

function marketFromCues(text: string): Market | null {
  const cues = MARKET_CUES.distinctMatches(text);
  const b2b = cues.filter((cue) => cue === 'B2B').length;
  const b2c = cues.length - b2b;
  if (b2b >= MIN_MARKET_CUES && b2b >= 2 * b2c) {
    return 'B2B';
  }
  if (b2c >= MIN_MARKET_CUES && b2c >= 2 * b2b) {
    return 'B2C';
  }
  if (b2b >= MIN_MARKET_CUES && b2c >= MIN_MARKET_CUES) {
    return 'B2B and B2C';
  }
  return null;
}

function regionOf(language: string | null, url: string): string | null {
  const fromTag = language ? new Intl.Locale(language).region : undefined;
  if (fromTag && /^[A-Z]{2}$/.test(fromTag)) {
    return fromTag;
  }
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return null;
  }
  const tld = hostname.split('.').pop() ?? '';
  if (!/^[a-z]{2}$/.test(tld) || VANITY_TLDS.has(tld)) {
    return null;
  }
  return tld === 'uk' ? 'GB' : tld.toUpperCase();
}

function displayName(names: Intl.DisplayNames, code: string): string | null {
  try {
    const name = names.of(code);
    // DisplayNames echoes codes it does not know; that is no name to show.
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
