// Regions the built-in generator writes for: the UK and the US by name (their outlets are listed per
// beat), everything else through the international outlets.

export type RegionKey = 'UK' | 'US' | 'global';

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
  global: { name: 'the world', people: 'people worldwide', adjective: 'global' },
};

// Lower-case names (whole words) that place a story in a region. "US" is matched case-sensitively
// below, because lower-cased it is the pronoun "us".
const REGION_NAMES: Readonly<Record<'UK' | 'US', readonly string[]>> = {
  UK: ['uk', 'u.k.', 'united kingdom', 'britain', 'great britain', 'british', 'britons', 'england', 'english', 'scotland', 'scottish', 'wales', 'welsh', 'northern ireland', 'london', 'manchester', 'birmingham', 'liverpool', 'leeds', 'glasgow', 'edinburgh', 'bristol', 'cardiff', 'belfast', 'newcastle', 'sheffield', 'nottingham', 'nhs', 'westminster', 'downing street', 'ofcom', 'ofgem', 'premier league', 'royal ascot', 'starmer', 'sunak', 'tesco', 'sainsbury', 'gbp'],
  US: ['u.s.', 'usa', 'america', 'american', 'americans', 'united states', 'new york', 'california', 'texas', 'florida', 'chicago', 'los angeles', 'washington', 'seattle', 'boston', 'san francisco', 'silicon valley', 'charleston', 'ohio', 'michigan', 'georgia', 'arizona', 'colorado', 'montana', 'white house', 'congress', 'senate', 'pentagon', 'nfl', 'nba', 'mlb', 'walmart', 'lowe', 'uc davis', 'fbi', 'gop', 'trump', 'biden'],
};

const REGION_PATTERNS = (['UK', 'US'] as const).map((region) => ({
  region,
  pattern: new RegExp(
    `\\s(?:${REGION_NAMES[region].map((name) => name.replace(/\./g, '\\.')).join('|')})(?:'s)?[\\s.,]`,
  ),
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

/**
 * The regions of a brief's free-text target_regions ("UK, US", "United Kingdom and Germany"):
 * UK and US when named, plus `global` when anything else is named too.
 */
export function parseTargetRegions(targetRegions: string): RegionKey[] {
  const parts = targetRegions
    .split(/,|;|\/|\band\b|&/i)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const regions = new Set<RegionKey>();
  for (const part of parts) {
    const named = regionsMentioned(part);
    if (named.length === 0) regions.add('global');
    for (const region of named) regions.add(region);
  }
  if (regions.size === 0) regions.add('UK').add('US');
  return [...regions];
}
