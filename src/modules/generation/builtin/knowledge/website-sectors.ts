// What a PR editor knows about each business type the website analyzer reports: which desks cover it,
// which real outlets and public data sources fit, who the spokesperson is, which recurring news moments
// and topics it can speak on. Keys are the analyzer's business types; "Other" is the fallback.

/**
 * A topic, news moment or price subject of a sector. A plain phrase fits any business of the sector;
 * one with `cues` fits only a site whose own words match them: one business type holds football
 * prediction games and video platforms, and only the first has a last matchday of the season.
 */
export type SectorSubject = string | { text: string; cues: RegExp };

/** Words of a site about football and other sport, in English and German. */
const SPORT =
  /\b(?:football|fußball|soccer|bundesliga|premier league|leagues?|ligen|liga|matche?s?|sports?|sportarten|tournaments?|world cup|WM|EM|tipp\w*|predict\w*)\b/i;
/** Words of a site about video, music and streaming. */
const VIDEO_AND_MUSIC = /\b(?:videos?|music|musik|stream\w*|films?|movies?|tv|podcasts?)\b/i;
/** Words of a site about cloud and hosting. */
const CLOUD = /\b(?:cloud|hosting|servers?|data ?cent(?:er|re)s?)\b/i;
/** Words of a site that rents or shares its way around town (not of one that sells or services cars). */
const GETTING_AROUND =
  /\b(?:car ?sharing|carsharing|car ?club|car hire|rental cars?|bike ?sharing|bikes?|e-?scooters?|ride-?hailing|mobility)\b/i;

export type WebsiteSector = {
  /** Who covers the sector, as a pitch names them ("retail and consumer desks"). */
  desks: string;
  /** The spokesperson a business of this type puts up. */
  expert: string;
  /** Subjects the business can credibly speak on; at least two, so two ideas never lead on one. */
  topics: readonly SectorSubject[];
  /** Recurring news moments of the sector. */
  moments: readonly SectorSubject[];
  /** Real public data sources by region. */
  dataSources: { UK: readonly string[]; US: readonly string[]; DE: readonly string[] };
  /** Real outlets by region. */
  outlets: { UK: readonly string[]; US: readonly string[]; DE: readonly string[] };
  /** What the business compares prices of, when its sector has prices people compare; else none. */
  priceTopics: readonly SectorSubject[];
  /** What its first-party data is, in words a journalist understands; it follows "Acme's" or "its". */
  ownData: string;
};

export const WEBSITE_SECTORS: Record<string, WebsiteSector> = {
  'SaaS / Software': {
    desks: 'technology and business desks',
    expert: 'chief technology officer',
    topics: [
      'how teams actually use software at work',
      'the hidden cost of unused software licences',
      'AI tools at work',
      { text: 'what cloud computing really costs a business', cues: CLOUD },
    ],
    moments: [{ text: 'a major cloud outage', cues: CLOUD }, "the government's budget", 'a big tech earnings week', 'Safer Internet Day'],
    dataSources: {
      UK: ['ONS Business Insights and Conditions Survey', 'DSIT Cyber Security Breaches Survey'],
      US: ['US Census Bureau Annual Business Survey', 'Stack Overflow Developer Survey'],
      DE: ['Destatis IKT-Erhebung in Unternehmen', 'Bitkom Research'],
    },
    outlets: {
      UK: ['Computer Weekly', 'The Register', 'TechRadar Pro', 'City A.M.', 'Financial Times'],
      US: ['TechCrunch', 'The Verge', 'VentureBeat', 'Axios Pro', 'The Wall Street Journal'],
      DE: ['heise online', 't3n', 'Computerwoche', 'Handelsblatt'],
    },
    priceTopics: [],
    ownData: 'anonymised, aggregated usage data from its customers',
  },
  'E-commerce / Retail': {
    desks: 'retail and consumer desks',
    expert: 'head of buying',
    topics: ['what shoppers return and why', 'how long clothes and goods really last', 'sustainability claims in retail'],
    moments: ['Black Friday', 'the January sales', 'the monthly retail sales figures'],
    dataSources: {
      UK: ['ONS Retail Sales', 'BRC-KPMG Retail Sales Monitor'],
      US: ['US Census Bureau Monthly Retail Trade', 'National Retail Federation forecasts'],
      DE: ['Destatis Einzelhandelsumsatz', 'HDE Konsumbarometer'],
    },
    outlets: {
      UK: ['Retail Gazette', 'Drapers', 'The Guardian Money', 'Which?', 'Retail Week'],
      US: ['Retail Dive', 'Modern Retail', 'CNBC', 'Business Insider'],
      DE: ['Textilwirtschaft', 'Handelsblatt', 'Der Spiegel'],
    },
    priceTopics: ['everyday items'],
    ownData: 'anonymised order and returns data',
  },
  Marketplace: {
    desks: 'business and trade desks',
    expert: 'head of trade insights',
    topics: ['where small businesses source their goods', 'supply-chain delays', 'cross-border trade for small firms'],
    moments: ['a tariff announcement', 'the monthly trade figures', 'a shipping disruption'],
    dataSources: {
      UK: ['ONS UK Trade', 'HMRC Overseas Trade Statistics'],
      US: ['US Census Bureau International Trade data', 'WTO trade statistics'],
      DE: ['Destatis Außenhandel', 'WTO trade statistics'],
    },
    outlets: {
      UK: ['Financial Times', 'The Grocer', 'Supply Management', 'City A.M.'],
      US: ['Supply Chain Dive', 'The Wall Street Journal', 'Bloomberg', 'Reuters'],
      DE: ['Handelsblatt', 'DVZ Deutsche Verkehrs-Zeitung', 'WirtschaftsWoche'],
    },
    priceTopics: ['the goods most traded on the platform'],
    ownData: 'anonymised search and order data from buyers and suppliers',
  },
  'News & Media': {
    desks: 'media correspondents',
    expert: 'editor',
    topics: [
      'how readers really use news',
      'trust in news',
      { text: 'local news', cues: /\blocal\b/i },
      'news avoidance',
      'paying for news online',
    ],
    moments: [
      'the Reuters Institute Digital News Report',
      'election night',
      'a big breaking-news weekend',
      'the end-of-year lists of most-read stories',
    ],
    dataSources: {
      UK: ['Reuters Institute Digital News Report', 'Ofcom News Consumption Survey'],
      US: ['Reuters Institute Digital News Report', 'Pew Research Center journalism research'],
      DE: ['Reuters Institute Digital News Report', 'ARD/ZDF-Onlinestudie'],
    },
    outlets: {
      UK: ['Press Gazette', 'The Guardian Media', 'BBC Radio 4 The Media Show', 'Campaign'],
      US: ['Nieman Lab', 'Axios Media Trends', 'Columbia Journalism Review', 'Poynter'],
      DE: ['kress', 'Meedia', 'Deutschlandfunk @mediasres'],
    },
    priceTopics: [],
    ownData: 'readership and reading-time figures',
  },
  'Charity / Non-profit': {
    desks: 'social affairs and charity desks',
    expert: 'chief executive',
    topics: ["the volunteers behind a charity's work", 'what a donation pays for', 'the public value of free access'],
    moments: ['Giving Tuesday', "Volunteers' Week", 'the publication of the annual report'],
    dataSources: {
      UK: ['Charity Commission register', 'NCVO UK Civil Society Almanac', 'CAF UK Giving report'],
      US: ['Giving USA report', 'IRS exempt organisation data'],
      DE: ['Deutscher Spendenrat Bilanz des Helfens', 'ZiviZ-Survey'],
    },
    outlets: {
      UK: ['Third Sector', 'Civil Society', 'The Guardian Society', 'BBC News'],
      US: ['The Chronicle of Philanthropy', 'Nonprofit Quarterly', 'NPR', 'The Associated Press'],
      DE: ['Stiftung & Sponsoring', 'Die Zeit', 'Deutschlandfunk'],
    },
    priceTopics: [],
    ownData: 'figures on the people it serves and what they use',
  },
  'Local Business': {
    desks: 'local news desks and consumer pages',
    expert: 'owner',
    topics: ['keeping a small local business going', 'what customers in the area ask for most', 'doing the job properly and what it costs'],
    moments: ['Small Business Saturday', 'the first cold snap of the winter', 'a local council decision on high streets'],
    dataSources: {
      UK: ['ONS Business Population Estimates', 'ONS Consumer Price Inflation', 'Federation of Small Businesses research'],
      US: ['SBA Office of Advocacy small business profiles', 'BLS Consumer Price Index'],
      DE: ['Destatis Verbraucherpreisindex', 'DIHK Konjunkturumfrage'],
    },
    outlets: {
      UK: ['BBC Local Radio', 'ITV regional news', 'Which?', 'The Guardian Money'],
      US: ['the local daily newspaper', 'local TV news', 'Consumer Reports', 'Patch'],
      DE: ['the regional daily newspaper', 'NDR, WDR or BR regional news', 'Stiftung Warentest'],
    },
    priceTopics: ['the jobs and products customers ask about most'],
    ownData: 'records of jobs, orders and customer questions',
  },
  'Financial Services': {
    desks: 'personal finance and money desks',
    expert: 'head of savings and lending',
    topics: ['what people really pay in fees', 'saving habits', 'first-time buyers'],
    moments: ['a Bank of England rate decision', "the government's budget", 'the end of the tax year'],
    dataSources: {
      UK: ['Bank of England Database', 'FCA Financial Lives Survey'],
      US: ['Federal Reserve Survey of Household Economics and Decisionmaking', 'FDIC data'],
      DE: ['Deutsche Bundesbank statistics', 'BaFin publications'],
    },
    outlets: {
      UK: ['This is Money', 'The Guardian Money', 'Moneywise', 'The Times Money'],
      US: ['CNBC Select', 'NerdWallet', 'Kiplinger', 'The Wall Street Journal'],
      DE: ['Finanztest', 'Handelsblatt', 'FAZ Finanzen'],
    },
    priceTopics: ['everyday banking fees and rates'],
    ownData: 'anonymised, aggregated customer account data',
  },
  'Travel & Hospitality': {
    desks: 'travel and consumer desks',
    expert: 'head of operations',
    topics: [
      { text: 'getting around a city without owning a car', cues: GETTING_AROUND },
      'what a short break really costs',
      'travel habits after the pandemic',
    ],
    moments: ['the school holidays', 'a rail strike', 'the summer getaway weekend'],
    dataSources: {
      UK: ['ONS Travel trends', 'DfT National Travel Survey'],
      US: ['US Bureau of Transportation Statistics', 'US Travel Association research'],
      DE: ['Destatis Tourismus', 'Mobilität in Deutschland (BMDV)'],
    },
    outlets: {
      UK: ['The Independent Travel', 'Condé Nast Traveller', 'The Telegraph Travel', 'Which? Travel'],
      US: ['Travel + Leisure', 'The Points Guy', 'Skift', 'CNN Travel'],
      DE: ['Spiegel Reise', 'Tagesspiegel', 'ADAC Motorwelt'],
    },
    priceTopics: [{ text: 'a trip across town by shared car, taxi or your own car', cues: GETTING_AROUND }, 'a trip or a stay'],
    ownData: 'anonymised booking and trip data',
  },
  Education: {
    desks: 'education desks',
    expert: 'head of learning',
    topics: ['what students choose and why', 'the cost of studying', 'free access to learning'],
    moments: ['A-level results day', 'Clearing', 'the start of the academic year'],
    dataSources: {
      UK: ['HESA higher education data', 'UCAS end-of-cycle data'],
      US: ['National Center for Education Statistics (NCES)', 'College Board research'],
      DE: ['Destatis Bildung', 'CHE Hochschulranking'],
    },
    outlets: {
      UK: ['Times Higher Education', 'The Guardian Education', 'Wonkhe', 'Tes'],
      US: ['Inside Higher Ed', 'The Chronicle of Higher Education', 'EdSurge', 'The Hechinger Report'],
      DE: ['Die Zeit Chancen', 'Forschung & Lehre', 'Der Spiegel'],
    },
    priceTopics: [],
    ownData: 'anonymised enrolment and course-choice data',
  },
  Healthcare: {
    desks: 'health desks',
    expert: 'medical director',
    topics: ['waiting times for appointments', 'what patients ask their doctor most', 'care close to home'],
    moments: ['winter pressures on health services', 'a public health campaign week', 'new waiting-time figures'],
    dataSources: {
      UK: ['NHS England statistics', 'ONS Health and social care'],
      US: ['CDC data', 'KFF health polling'],
      DE: ['Destatis Gesundheit', 'Robert Koch-Institut'],
    },
    outlets: {
      UK: ['Pulse', 'BBC News Health', 'The Guardian Society', 'Healthcare Leader'],
      US: ['STAT News', 'KFF Health News', 'Healthline', 'CNN Health'],
      DE: ['Ärzte Zeitung', 'Apotheken Umschau', 'Der Spiegel Gesundheit'],
    },
    priceTopics: [],
    ownData: 'anonymised appointment and enquiry data',
  },
  'Entertainment & Gaming': {
    desks: 'entertainment and culture desks',
    expert: 'head of community',
    topics: [
      'how fans play and watch together',
      { text: 'what fans predict and get wrong', cues: SPORT },
      'free entertainment online',
      { text: 'what people watch and listen to online', cues: VIDEO_AND_MUSIC },
    ],
    moments: [
      { text: 'the start of the season', cues: SPORT },
      { text: 'a major tournament', cues: SPORT },
      { text: 'the last matchday of the season', cues: SPORT },
      { text: 'awards season', cues: VIDEO_AND_MUSIC },
      { text: 'the end-of-year charts', cues: VIDEO_AND_MUSIC },
      'the Christmas holidays',
    ],
    dataSources: {
      UK: ['Ofcom Media Nations report', 'Ukie UK games market data'],
      US: ['Pew Research Center', 'Entertainment Software Association data'],
      DE: ['game – Verband der deutschen Games-Branche', 'ARD/ZDF-Onlinestudie'],
    },
    outlets: {
      UK: ['The Guardian Culture', 'BBC Sport', 'Eurogamer', 'Metro'],
      US: ['The Athletic', 'Polygon', 'Variety', 'ESPN'],
      DE: ['kicker', 'Sport1', 'Spiegel Kultur', 'GameStar'],
    },
    priceTopics: [],
    ownData: 'anonymised, aggregated data on what its users play, predict and watch',
  },
  'Technology Hardware': {
    desks: 'consumer technology desks',
    expert: 'head of product design',
    topics: ['how long devices really last', 'repair and trade-in', 'screen time'],
    moments: ['a product launch season', 'Black Friday', 'the Right to Repair debate'],
    dataSources: {
      UK: ['Ofcom Online Nation report', 'ONS Internet users'],
      US: ['Pew Research Center: Internet & Technology', 'EPA e-waste data'],
      DE: ['Bitkom Research', 'Destatis IKT in Haushalten'],
    },
    outlets: {
      UK: ['TechRadar', 'Stuff', 'Wired UK', 'BBC News Technology'],
      US: ['The Verge', 'Engadget', 'CNET', 'Wired'],
      DE: ["c't", 'heise online', 'Chip', 'Golem.de'],
    },
    priceTopics: [],
    ownData: 'anonymised device usage and trade-in data',
  },
  'Creative & Marketing Agency': {
    desks: 'marketing and advertising trade press',
    expert: 'creative director',
    topics: ['what makes a campaign people remember', 'brand identity on a small budget', 'AI in creative work'],
    moments: ['Cannes Lions', 'the Christmas advert season', 'a big brand rebrand'],
    dataSources: {
      UK: ['IPA Bellwether Report', 'Advertising Association / WARC Expenditure Report'],
      US: ['ANA research', 'WARC data'],
      DE: ['ZAW Werbemarkt data', 'WARC data'],
    },
    outlets: {
      UK: ['Campaign', 'The Drum', 'Creative Review', 'Design Week', 'Marketing Week'],
      US: ['Adweek', 'Ad Age', 'Fast Company', 'AIGA Eye on Design'],
      DE: ['W&V', 'Horizont', 'PAGE'],
    },
    priceTopics: [],
    ownData: 'project records and client briefs, anonymised',
  },
  'Professional Services': {
    desks: 'business and legal desks',
    expert: 'managing partner',
    topics: ['what growing companies get wrong', 'hiring and employment', 'new rules businesses must follow'],
    moments: ['a change in employment law', "the government's budget", 'year-end filing deadlines'],
    dataSources: {
      UK: ['ONS Labour Force Survey', 'Companies House data'],
      US: ['US Bureau of Labor Statistics', 'SBA Office of Advocacy data'],
      DE: ['Destatis Arbeitsmarkt', 'Bundesagentur für Arbeit Statistik'],
    },
    outlets: {
      UK: ['The Law Society Gazette', 'Legal Cheek', 'Financial Times', 'People Management', 'City A.M.'],
      US: ['Law.com', 'Bloomberg Law', 'HR Dive', 'Forbes'],
      DE: ['LTO Legal Tribune Online', 'Personalwirtschaft', 'Handelsblatt', 'WirtschaftsWoche'],
    },
    priceTopics: [],
    ownData: 'anonymised data from its own client work',
  },
  Other: {
    desks: 'consumer and features desks',
    expert: 'founder',
    topics: ['how the work is really done', 'what customers get wrong before they buy'],
    moments: ['the Christmas shopping season', 'the new year'],
    dataSources: {
      UK: ['ONS Consumer Price Inflation', 'ONS Business Insights and Conditions Survey'],
      US: ['BLS Consumer Price Index', 'US Census Bureau data'],
      DE: ['Destatis Verbraucherpreisindex', 'Destatis Unternehmensstatistik'],
    },
    outlets: {
      UK: ['The Guardian', 'BBC News', 'The Independent', 'Metro'],
      US: ['The New York Times', 'NPR', 'USA Today', 'Business Insider'],
      DE: ['Der Spiegel', 'Die Zeit', 'Süddeutsche Zeitung'],
    },
    priceTopics: [],
    ownData: 'records',
  },
};

/** Trades whose customers find them by phone: their press is consumer advice and home pages, not food. */
export const TRADE_OUTLETS = {
  UK: ['Homebuilding & Renovating', 'Professional Builder'],
  US: ['This Old House', 'Remodeling'],
  DE: ['Bauhandwerk', 'Stiftung Warentest'],
} as const;
