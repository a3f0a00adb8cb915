// What a PR editor knows about each business type the website analyzer reports: which desks cover it,
// which real outlets and public data sources fit, who the spokesperson is, which recurring news moments
// and topics it can speak on. Keys are the analyzer's business types; "Other" is the fallback.

export type WebsiteSector = {
  /** Who covers the sector, as a pitch names them ("retail and consumer desks"). */
  desks: string;
  /** The spokesperson a business of this type puts up. */
  expert: string;
  /** Subjects the business can credibly speak on. */
  topics: readonly string[];
  /** Recurring news moments of the sector. */
  moments: readonly string[];
  /** Real public data sources by region. */
  dataSources: { UK: readonly string[]; US: readonly string[]; DE: readonly string[] };
  /** Real outlets by region. */
  outlets: { UK: readonly string[]; US: readonly string[]; DE: readonly string[] };
  /** What the business compares prices of, when its sector has prices people compare; else null. */
  priceTopic: string | null;
  /** What its first-party data is, in words a journalist understands. */
  ownData: string;
};

export const WEBSITE_SECTORS: Record<string, WebsiteSector> = {
  'SaaS / Software': {
    desks: 'technology and business desks',
    expert: 'chief technology officer',
    topics: ['how teams actually use software at work', 'the hidden cost of unused software licences', 'AI tools at work'],
    moments: ['a major cloud outage', 'the Budget', 'a big tech earnings week'],
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
    priceTopic: null,
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
    priceTopic: 'the everyday items it sells',
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
    priceTopic: 'the goods most traded on its platform',
    ownData: 'anonymised search and order data from buyers and suppliers',
  },
  'News & Media': {
    desks: 'media correspondents',
    expert: 'editor',
    topics: ['how readers really use news', 'trust in news', 'local news'],
    moments: ['the Reuters Institute Digital News Report', 'election night', 'a big breaking-news weekend'],
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
    priceTopic: null,
    ownData: 'its own readership and reading-time figures',
  },
  'Charity / Non-profit': {
    desks: 'social affairs and charity desks',
    expert: 'chief executive',
    topics: ['the volunteers behind its work', 'what a donation pays for', 'the public value of free access'],
    moments: ['Giving Tuesday', 'Volunteers\' Week', 'the publication of its annual report'],
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
    priceTopic: null,
    ownData: 'its own figures on the people it serves and what they use',
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
    priceTopic: 'the jobs and products customers ask about most',
    ownData: 'its own records of jobs, orders and customer questions',
  },
  'Financial Services': {
    desks: 'personal finance and money desks',
    expert: 'head of savings and lending',
    topics: ['what people really pay in fees', 'saving habits', 'first-time buyers'],
    moments: ['a Bank of England rate decision', 'the Budget', 'the end of the tax year'],
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
    priceTopic: 'everyday banking fees and rates',
    ownData: 'anonymised, aggregated customer account data',
  },
  'Travel & Hospitality': {
    desks: 'travel and consumer desks',
    expert: 'head of operations',
    topics: ['getting around a city without owning a car', 'what a short break really costs', 'travel habits after the pandemic'],
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
    priceTopic: 'a trip or a stay',
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
    priceTopic: null,
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
    priceTopic: null,
    ownData: 'anonymised appointment and enquiry data',
  },
  'Entertainment & Gaming': {
    desks: 'entertainment and culture desks',
    expert: 'head of community',
    topics: ['how fans play and watch together', 'what fans predict and get wrong', 'free entertainment online'],
    moments: ['the start of the season', 'a major tournament', 'the last matchday of the season'],
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
    priceTopic: null,
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
      DE: ['c\'t', 'heise online', 'Chip', 'Golem.de'],
    },
    priceTopic: null,
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
    priceTopic: null,
    ownData: 'its own project records and client briefs, anonymised',
  },
  'Professional Services': {
    desks: 'business and legal desks',
    expert: 'managing partner',
    topics: ['what growing companies get wrong', 'hiring and employment', 'new rules businesses must follow'],
    moments: ['a change in employment law', 'the Budget', 'year-end filing deadlines'],
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
    priceTopic: null,
    ownData: 'anonymised data from its own client work',
  },
  Other: {
    desks: 'consumer and features desks',
    expert: 'founder',
    topics: ['how the work is done', 'what customers ask most'],
    moments: ['a relevant awareness day', 'the new year'],
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
    priceTopic: null,
    ownData: 'its own records',
  },
};

/** Trades whose customers find them by phone: their press is consumer advice and home pages, not food. */
export const TRADE_OUTLETS = { UK: ['Homebuilding & Renovating', 'Professional Builder'], US: ['This Old House', 'Remodeling'], DE: ['Bauhandwerk', 'Stiftung Warentest'] } as const;
