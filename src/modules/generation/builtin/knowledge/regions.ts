// Regions the built-in generator writes for. Every region the brief form offers has its own wording,
// national outlets (region-outlets.ts) and national data sources (data-sources.ts); `global` stands
// for "anywhere else" and is served by international outlets and sources.

export const REGION_KEYS = [
  'UK',
  'US',
  'IE',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'NORDICS',
  'CA',
  'AU',
  'NZ',
  'IN',
  'SG',
  'AE',
  'EU',
  'global',
] as const;
export type RegionKey = (typeof REGION_KEYS)[number];

export type RegionWords = {
  /** "the UK" */
  name: string;
  /** "Britons" */
  people: string;
  /** "UK" as in "UK drivers" */
  adjective: string;
};

export const REGION_WORDS: Readonly<Record<RegionKey, RegionWords>> = {
  UK: { name: 'the UK', people: 'Britons', adjective: 'UK' },
  US: { name: 'the US', people: 'Americans', adjective: 'US' },
  IE: { name: 'Ireland', people: 'people in Ireland', adjective: 'Irish' },
  DE: { name: 'Germany', people: 'Germans', adjective: 'German' },
  FR: { name: 'France', people: 'French adults', adjective: 'French' },
  ES: { name: 'Spain', people: 'Spaniards', adjective: 'Spanish' },
  IT: { name: 'Italy', people: 'Italians', adjective: 'Italian' },
  NL: { name: 'the Netherlands', people: 'Dutch adults', adjective: 'Dutch' },
  NORDICS: { name: 'the Nordics', people: 'Nordic adults', adjective: 'Nordic' },
  CA: { name: 'Canada', people: 'Canadians', adjective: 'Canadian' },
  AU: { name: 'Australia', people: 'Australians', adjective: 'Australian' },
  NZ: { name: 'New Zealand', people: 'New Zealanders', adjective: 'New Zealand' },
  IN: { name: 'India', people: 'Indians', adjective: 'Indian' },
  SG: { name: 'Singapore', people: 'Singaporeans', adjective: 'Singapore' },
  AE: { name: 'the UAE', people: 'UAE residents', adjective: 'UAE' },
  EU: { name: 'the EU', people: 'Europeans', adjective: 'European' },
  global: { name: 'the world', people: 'people worldwide', adjective: 'global' },
};

/** The regions the brief form offers, in its order, with the label it shows and sends. */
export const FORM_REGIONS: ReadonlyArray<{ key: RegionKey; label: string }> = [
  { key: 'UK', label: 'UK' },
  { key: 'US', label: 'US' },
  { key: 'IE', label: 'Ireland' },
  { key: 'DE', label: 'Germany' },
  { key: 'FR', label: 'France' },
  { key: 'ES', label: 'Spain' },
  { key: 'IT', label: 'Italy' },
  { key: 'NL', label: 'Netherlands' },
  { key: 'NORDICS', label: 'Nordics' },
  { key: 'CA', label: 'Canada' },
  { key: 'AU', label: 'Australia' },
  { key: 'NZ', label: 'New Zealand' },
  { key: 'IN', label: 'India' },
  { key: 'SG', label: 'Singapore' },
  { key: 'AE', label: 'UAE' },
  { key: 'global', label: 'Global' },
];

// Lower-case names (whole words) that place a story in a region. "US" is matched case-sensitively
// below, because lower-cased it is the pronoun "us".
const REGION_NAMES: Readonly<Record<'UK' | 'US', readonly string[]>> = {
  UK: [
    'uk',
    'u.k.',
    'united kingdom',
    'britain',
    'great britain',
    'british',
    'britons',
    'england',
    'english',
    'scotland',
    'scottish',
    'wales',
    'welsh',
    'northern ireland',
    'london',
    'manchester',
    'birmingham',
    'liverpool',
    'leeds',
    'glasgow',
    'edinburgh',
    'bristol',
    'cardiff',
    'belfast',
    'newcastle',
    'sheffield',
    'nottingham',
    'nhs',
    'westminster',
    'downing street',
    'ofcom',
    'ofgem',
    'premier league',
    'royal ascot',
    'starmer',
    'sunak',
    'tesco',
    'sainsbury',
    'gbp',
  ],
  US: [
    'u.s.',
    'usa',
    'america',
    'american',
    'americans',
    'united states',
    'new york',
    'california',
    'texas',
    'florida',
    'chicago',
    'los angeles',
    'washington',
    'seattle',
    'boston',
    'san francisco',
    'silicon valley',
    'charleston',
    'ohio',
    'michigan',
    'georgia',
    'arizona',
    'colorado',
    'montana',
    'white house',
    'congress',
    'senate',
    'pentagon',
    'nfl',
    'nba',
    'mlb',
    'walmart',
    'lowe',
    'uc davis',
    'fbi',
    'gop',
    'trump',
    'biden',
  ],
};

const REGION_PATTERNS = (['UK', 'US'] as const).map((region) => ({
  region,
  pattern: new RegExp(`\\s(?:${REGION_NAMES[region].map((name) => name.replace(/\./g, '\\.')).join('|')})(?:'s)?[\\s.,]`),
}));

/** The regions a text names (UK, US), in the order of first mention; empty when it names neither. */
export function regionsMentioned(text: string): Array<'UK' | 'US'> {
  const lower = ` ${text.toLowerCase().replace(/[^a-z.'\s]/g, ' ')} `;
  const positions = REGION_PATTERNS.map(({ region, pattern }) => ({ region, at: lower.search(pattern) }));
  const us = ` ${text} `.search(/[^A-Za-z]US[^A-Za-z]/);
  const usEntry = positions.find((entry) => entry.region === 'US');
  if (usEntry && us >= 0 && (usEntry.at < 0 || us < usEntry.at)) usEntry.at = us;
  return positions
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.region);
}

// What people type into target_regions, lower case. Groups name several regions ("ANZ", "DACH"); the
// DACH countries other than Germany read the German national press, so DACH is served as Germany.
// "Northern Ireland" is listed before "Ireland" wins: the longest alias is matched first.
const REGION_ALIASES: ReadonlyArray<[string, readonly RegionKey[]]> = [
  ['northern ireland', ['UK']],
  ['republic of ireland', ['IE']],
  ['united kingdom', ['UK']],
  ['great britain', ['UK']],
  ['united states of america', ['US']],
  ['united states', ['US']],
  ['north america', ['US', 'CA']],
  ['new zealand', ['NZ']],
  ['aotearoa', ['NZ']],
  ['united arab emirates', ['AE']],
  ['european union', ['EU']],
  ['britain', ['UK']],
  ['england', ['UK']],
  ['scotland', ['UK']],
  ['wales', ['UK']],
  ['uk', ['UK']],
  ['u.k.', ['UK']],
  ['gb', ['UK']],
  ['usa', ['US']],
  ['u.s.a.', ['US']],
  ['u.s.', ['US']],
  ['us', ['US']],
  ['america', ['US']],
  ['ireland', ['IE']],
  ['eire', ['IE']],
  ['roi', ['IE']],
  ['germany', ['DE']],
  ['deutschland', ['DE']],
  ['dach', ['DE']],
  ['austria', ['DE']],
  ['switzerland', ['DE']],
  ['france', ['FR']],
  ['spain', ['ES']],
  ['italy', ['IT']],
  ['netherlands', ['NL']],
  ['the netherlands', ['NL']],
  ['holland', ['NL']],
  ['benelux', ['NL']],
  ['nordics', ['NORDICS']],
  ['nordic', ['NORDICS']],
  ['scandinavia', ['NORDICS']],
  ['sweden', ['NORDICS']],
  ['norway', ['NORDICS']],
  ['denmark', ['NORDICS']],
  ['finland', ['NORDICS']],
  ['iceland', ['NORDICS']],
  ['canada', ['CA']],
  ['australia', ['AU']],
  ['nz', ['NZ']],
  ['anz', ['AU', 'NZ']],
  ['australasia', ['AU', 'NZ']],
  ['india', ['IN']],
  ['singapore', ['SG']],
  ['uae', ['AE']],
  ['dubai', ['AE']],
  ['abu dhabi', ['AE']],
  ['emirates', ['AE']],
  ['eu', ['EU']],
  ['europe', ['EU']],
  ['emea', ['EU', 'AE']],
  // Adjectives, so a headline about "Irish savers" is placed in Ireland.
  ['irish', ['IE']],
  ['german', ['DE']],
  ['french', ['FR']],
  ['spanish', ['ES']],
  ['italian', ['IT']],
  ['dutch', ['NL']],
  ['canadian', ['CA']],
  ['canadians', ['CA']],
  ['australian', ['AU']],
  ['australians', ['AU']],
  ['kiwi', ['NZ']],
  ['kiwis', ['NZ']],
  ['indian', ['IN']],
  ['singaporean', ['SG']],
  ['emirati', ['AE']],
  ['british', ['UK']],
  ['britons', ['UK']],
  ['american', ['US']],
  ['americans', ['US']],
  ['global', ['global']],
  ['worldwide', ['global']],
  ['international', ['global']],
  ['world', ['global']],
  ['apac', ['global']],
];

const ALIASES_LONGEST_FIRST = [...REGION_ALIASES].sort((a, b) => b[0].length - a[0].length);

/** Every region a free text names, in order of first mention (see REGION_ALIASES). */
export function regionsNamed(text: string, options: { caseSensitiveUs?: boolean } = {}): RegionKey[] {
  let rest = ` ${text.replace(/[’']s\b/g, '')} `;
  const found: Array<{ at: number; regions: readonly RegionKey[] }> = [];
  for (const [alias, regions] of ALIASES_LONGEST_FIRST) {
    // "US" only in capitals: lower-cased it is the pronoun ("a Money Diary for us").
    const caseSensitive = alias === 'us' && options.caseSensitiveUs;
    const written = caseSensitive ? 'US' : alias.replace(/\./g, '\\.');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}.])${written}(?![\\p{L}\\p{N}])`, `${caseSensitive ? 'g' : 'gi'}u`);
    rest = rest.replace(pattern, (match, at: number) => {
      found.push({ at, regions });
      return ' '.repeat(match.length);
    });
  }
  const ordered = found.sort((a, b) => a.at - b.at).flatMap((entry) => entry.regions);
  return [...new Set(ordered)];
}

/**
 * The regions of a brief's free-text target_regions ("UK, Ireland", "United Kingdom and Germany",
 * "DACH", "ANZ", "EU"), in the order given; a part that names no region we know adds `global`, and an
 * empty text means the spec's default, UK and US.
 */
export function parseTargetRegions(targetRegions: string): RegionKey[] {
  const parts = targetRegions
    .split(/,|;|\/|\+|&|\n|\band\b|\bplus\b/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const regions = new Set<RegionKey>();
  for (const part of parts) {
    const named = regionsNamed(part);
    if (named.length === 0) regions.add('global');
    for (const region of named) regions.add(region);
  }
  if (regions.size === 0) regions.add('UK').add('US');
  return [...regions];
}

const EU_MEMBERS: readonly RegionKey[] = ['IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'NORDICS'];

/**
 * Whether a story fits a brief's target regions: it names no region (so it travels), or it names
 * one of them (an EU target counts the member markets, a Global target takes anything).
 */
export function storyFitsRegions(text: string, targets: readonly RegionKey[]): boolean {
  const named = new Set<RegionKey>([...regionsMentioned(text), ...regionsNamed(text, { caseSensitiveUs: true })]);
  named.delete('global');
  if (named.size === 0 || targets.includes('global')) return true;
  const covered = new Set<RegionKey>(targets.flatMap((region) => (region === 'EU' ? [region, ...EU_MEMBERS] : [region])));
  return [...named].some((region) => covered.has(region) || (region === 'EU' && targets.some((target) => EU_MEMBERS.includes(target))));
}
