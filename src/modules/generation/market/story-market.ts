// Which market a story belongs to: the country it comes from and the market its ideas are written
// for. The prompts name both, and the built-in generator picks its outlets and data sources from the
// same answer, so a story from The Hindu gets Indian outlets and MoSPI whichever generator writes it.
import { FORM_REGIONS, regionsMentioned, regionsNamed, type RegionKey } from '../builtin/knowledge/regions.js';

/** What the market rule reads from an item. */
export type MarketClues = {
  title: string;
  content: string | null;
  publication: string | null;
  subreddit: string | null;
  sourceUrl: string | null;
};

// Outlets by their name as feeds give it, lower case, without a leading "the". Only titles whose
// home market is clear; wire services and world services (Reuters, AP, AFP, BBC World, DW, France 24,
// Al Jazeera) say nothing about where a story is news, so they are left out.
const PUBLICATION_MARKETS: ReadonlyArray<[RegionKey, readonly string[]]> = [
  [
    'IN',
    [
      'hindu',
      'thehindu',
      'hindu businessline',
      'times of india',
      'timesofindia',
      'mint',
      'livemint',
      'hindustan times',
      'indian express',
      'new indian express',
      'economic times',
      'business standard',
      'moneycontrol',
      'ndtv',
      'india today',
      'deccan herald',
      'scroll.in',
      'the print',
      'theprint',
      'news18',
      'firstpost',
      'the wire',
      'financial express',
      'tribune india',
    ],
  ],
  [
    'UK',
    [
      'bbc',
      'bbc news',
      'guardian',
      'observer',
      'telegraph',
      'independent',
      'times',
      'sunday times',
      'financial times',
      'ft',
      'daily mail',
      'mail online',
      'mirror',
      'daily mirror',
      'sun',
      'metro',
      'evening standard',
      'sky news',
      'itv news',
      'channel 4 news',
      'i paper',
      'inews',
      'daily express',
      'express',
      'spectator',
      'new statesman',
      'manchester evening news',
      'liverpool echo',
      'scotsman',
      'herald scotland',
    ],
  ],
  [
    'IE',
    [
      'rté',
      'rte',
      'rté news',
      'rte news',
      'irish times',
      'irish independent',
      'thejournal.ie',
      'journal.ie',
      'irish examiner',
      'business post',
      'newstalk',
      'breakingnews.ie',
      'silicon republic',
    ],
  ],
  [
    'US',
    [
      'npr',
      'new york times',
      'nyt',
      'nytimes',
      'cnn',
      'washington post',
      'wall street journal',
      'wsj',
      'usa today',
      'fox news',
      'nbc news',
      'cbs news',
      'abc news',
      'los angeles times',
      'la times',
      'politico',
      'axios',
      'the hill',
      'cnbc',
      'bloomberg',
      'new york post',
      'chicago tribune',
      'boston globe',
      'time',
      'newsweek',
      'the atlantic',
      'vox',
      'pbs newshour',
      'business insider',
      'the verge',
      'techcrunch',
    ],
  ],
  [
    'AU',
    [
      'abc (australia)',
      'abc news (australia)',
      'abc australia',
      'australian broadcasting corporation',
      'sydney morning herald',
      'smh',
      'age',
      'the age',
      'australian',
      'news.com.au',
      'guardian australia',
      'sbs news',
      'afr',
      'australian financial review',
      '9news',
      '7news',
    ],
  ],
  [
    'CA',
    [
      'cbc',
      'cbc news',
      'globe and mail',
      'toronto star',
      'national post',
      'ctv news',
      'global news',
      'financial post',
      'la presse',
      'radio-canada',
    ],
  ],
  ['NZ', ['nz herald', 'new zealand herald', 'stuff', 'stuff.co.nz', 'rnz', 'radio new zealand', '1news', 'newsroom']],
  ['SG', ['straits times', 'cna', 'channel newsasia', 'business times', 'mothership']],
  ['AE', ['gulf news', 'khaleej times', 'the national', 'national news']],
  [
    'DE',
    [
      'spiegel',
      'der spiegel',
      'süddeutsche zeitung',
      'frankfurter allgemeine zeitung',
      'faz',
      'die zeit',
      'zeit online',
      'tagesschau',
      'handelsblatt',
      'bild',
    ],
  ],
  ['FR', ['le monde', 'le figaro', 'libération', 'franceinfo', 'le parisien', 'les echos']],
  ['ES', ['el país', 'el pais', 'el mundo', 'la vanguardia', 'abc españa', 'rtve', 'expansión']],
  ['IT', ['corriere della sera', 'la repubblica', 'la stampa', 'ansa', 'il sole 24 ore']],
  ['NL', ['nos', 'de telegraaf', 'nrc', 'de volkskrant', 'ad.nl']],
  ['NORDICS', ['yle', 'svt', 'nrk', 'dr', 'aftenposten', 'dagens nyheter', 'helsingin sanomat', 'politiken']],
];

const MARKET_BY_PUBLICATION = new Map(
  PUBLICATION_MARKETS.flatMap(([region, names]) => names.map((name) => [publicationKey(name), region] as const)),
);

/** "The Hindu" → "hindu", "TheJournal.ie" → "thejournal.ie", "ABC News (Australia)" as it is. */
function publicationKey(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^the\s+/, '');
}

/** Country codes (Google Trends' geo, link domains) of the markets we know. */
const MARKET_BY_COUNTRY_CODE: Readonly<Record<string, RegionKey>> = {
  GB: 'UK',
  UK: 'UK',
  US: 'US',
  IE: 'IE',
  IN: 'IN',
  AU: 'AU',
  CA: 'CA',
  NZ: 'NZ',
  SG: 'SG',
  AE: 'AE',
  DE: 'DE',
  AT: 'DE',
  CH: 'DE',
  FR: 'FR',
  ES: 'ES',
  IT: 'IT',
  NL: 'NL',
  SE: 'NORDICS',
  NO: 'NORDICS',
  DK: 'NORDICS',
  FI: 'NORDICS',
  IS: 'NORDICS',
};

/** Subreddits named after a market in one word ("unitedkingdom"); others ("india", "ireland") are read as place names. */
const SUBREDDIT_MARKETS: Readonly<Record<string, RegionKey>> = {
  unitedkingdom: 'UK',
  casualuk: 'UK',
  askuk: 'UK',
  ukpersonalfinance: 'UK',
  unitedstatesofamerica: 'US',
  newzealand: 'NZ',
  indianews: 'IN',
  askindia: 'IN',
  indiaspeaks: 'IN',
  indianstockmarket: 'IN',
  irishpersonalfinance: 'IE',
  ausfinance: 'AU',
  personalfinancecanada: 'CA',
  askacanadian: 'CA',
};

// Places, institutions and people that regions.ts does not list but that place a story in one market
// beyond doubt (lower case, whole words). regions.ts already knows the UK's and the US's.
const MARKET_PLACES: ReadonlyArray<[RegionKey, readonly string[]]> = [
  [
    'IN',
    [
      'mumbai',
      'delhi',
      'new delhi',
      'bengaluru',
      'bangalore',
      'chennai',
      'kolkata',
      'hyderabad',
      'pune',
      'ahmedabad',
      'kerala',
      'tamil nadu',
      'karnataka',
      'maharashtra',
      'uttar pradesh',
      'gujarat',
      'punjab',
      'lok sabha',
      'rajya sabha',
      'reserve bank of india',
      'rbi',
      'sebi',
      'sensex',
      'nifty',
      'modi',
      'rupee',
      'rupees',
    ],
  ],
  ['IE', ['dublin', 'cork', 'galway', 'limerick', 'dáil', 'dail', 'taoiseach', 'gardaí', 'garda', 'oireachtas']],
  [
    'AU',
    ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'canberra', 'queensland', 'new south wales', 'nsw', 'tasmania', 'albanese'],
  ],
  ['CA', ['toronto', 'montreal', 'vancouver', 'ottawa', 'calgary', 'ontario', 'quebec', 'alberta', 'british columbia']],
  ['NZ', ['auckland', 'wellington', 'christchurch']],
];

const MARKET_PLACE_PATTERNS = MARKET_PLACES.map(([region, names]) => ({
  region,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The market a publication is news in, from its name, a Google Trends geo ("Google Trends (IN)"), its subreddit or its link's domain. */
export function publicationMarket(clues: Pick<MarketClues, 'publication' | 'subreddit' | 'sourceUrl'>): RegionKey | null {
  const name = publicationKey(clues.publication ?? '');
  if (searchTrendGeo(clues.publication)) return searchTrendMarket(clues.publication);
  // "Mint (Livemint)", "thehindu.com": the name as given, then without its aside or its domain ending;
  // a feed titled by section ("Economy news, Latest Economic News | The Hindu") by each part.
  const byName = [
    name,
    ...name
      .split(/\s+[|–—-]\s+/)
      .slice(1)
      .map(publicationKey),
  ]
    .flatMap((part) => [part, part.replace(/\s*\(.*\)$/, ''), part.replace(/\.(?:com|co\.uk|co\.in|in|ie|com\.au|ca)$/, '')])
    .map((key) => MARKET_BY_PUBLICATION.get(key))
    .find((market) => market !== undefined);
  if (byName) return byName;
  const subreddit = clues.subreddit?.toLowerCase().replace(/^r\//, '') ?? '';
  if (subreddit !== '') {
    const bySubreddit = SUBREDDIT_MARKETS[subreddit] ?? placesNamed(subreddit)[0];
    if (bySubreddit) return bySubreddit;
  }
  return domainMarket(clues.sourceUrl);
}

/** The country code of a Google Trends item's publication ("Google Trends (IN)" → "IN"), or null. */
function searchTrendGeo(publication: string | null): string | null {
  return /^google trends \(([a-z]{2})\)$/i.exec(publication?.trim() ?? '')?.[1]?.toUpperCase() ?? null;
}

/** The market of a Google Trends item: where the people searching are (null for a country we have no market for). */
function searchTrendMarket(publication: string | null): RegionKey | null {
  const geo = searchTrendGeo(publication);
  return geo ? (MARKET_BY_COUNTRY_CODE[geo] ?? null) : null;
}

/** A market from a two-letter country code ("GB", "in"); null for one we do not know. */
export function marketOfCountryCode(code: string): RegionKey | null {
  return MARKET_BY_COUNTRY_CODE[code.toUpperCase()] ?? null;
}

/**
 * A country code as the brief form names its region ("GB" → "UK", "IE" → "Ireland", "SE" → "Nordics");
 * a country without a market of its own here by its English name ("BR" → "Brazil").
 */
export function regionLabelOfCountryCode(code: string): string {
  const region = marketOfCountryCode(code);
  const label = region ? FORM_REGIONS.find((entry) => entry.key === region)?.label : undefined;
  return label ?? COUNTRY_NAMES.of(code.toUpperCase()) ?? code;
}

/** English country names, built once (a DisplayNames loads its locale data when made). */
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The ISO 3166-1 country codes a market stands for, as a client profile lists markets: "UK" is "GB",
 * a one-country market its own code; NORDICS, EU and global name no one country, so none (the user picks).
 */
export function countryCodesOfMarket(market: RegionKey): string[] {
  switch (market) {
    case 'UK':
      return ['GB'];
    case 'NORDICS':
    case 'EU':
    case 'global':
      return [];
    default:
      return [market];
  }
}

/** A link's market from its country domain (thehindu.co.in, bbc.co.uk, rte.ie); null for .com and the like. */
export function domainMarket(url: string | null): RegionKey | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const code = /\.([a-z]{2})$/.exec(host)?.[1]?.toUpperCase();
  return code ? (MARKET_BY_COUNTRY_CODE[code] ?? null) : null;
}

/** The markets a text places its story in, in the order regions.ts and MARKET_PLACES find them; never `global`. */
export function placesNamed(text: string): RegionKey[] {
  const named: RegionKey[] = [
    ...regionsNamed(text, { caseSensitiveUs: true }),
    ...regionsMentioned(text),
    ...MARKET_PLACE_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ region }) => region),
  ];
  return [...new Set(named)].filter((region) => region !== 'global');
}

/**
 * The story's country. The publication says whose press a story is in; the places say where it
 * happens. They combine so:
 * 1. a Google Trends item is placed where people search, whatever it names;
 * 2. else a title that names places decides: the publication's own market when the title names it too
 *    (a Hindu headline on "US tariffs hit Indian exporters" is Indian news), else the first place
 *    it names (a BBC headline "India's central bank holds rates" is an Indian story);
 * 3. else the publication's market (The Hindu → India, BBC → UK, a country subreddit or domain);
 * 4. else the first market the text names (a post on r/all about "Dublin rents");
 * 5. else `global`: nothing places it, so international outlets and sources serve it.
 * A body's places weigh less than the publication, because articles mention foreign places in
 * passing (a Hindu piece quoting the US Federal Reserve is still Indian news).
 */
export function storyCountry(clues: MarketClues): RegionKey {
  // A search trend is news where people search: "India vs Australia" trending in the UK is UK news.
  if (searchTrendGeo(clues.publication)) return searchTrendMarket(clues.publication) ?? 'global';
  const published = publicationMarket(clues);
  const inTitle = placesNamed(clues.title);
  if (inTitle.length > 0) return published && inTitle.includes(published) ? published : inTitle[0]!;
  if (published) return published;
  return placesNamed(clues.content ?? '')[0] ?? 'global';
}

/**
 * The market ideas for a story are written for when no client is chosen: its outlets, statistics
 * bodies, regulators, law and spelling follow the story's own country. With a client,
 * clientTargetMarket (tasks/client-brief.ts) decides from the client's markets.
 */
export function targetMarket(story: { country: RegionKey }): RegionKey {
  return story.country;
}
