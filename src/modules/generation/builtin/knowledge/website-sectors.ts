// What the built-in generator may say about a business from its home page, and nothing more. Graded
// blind, its template ideas were all discarded: they quoted the meta description as a claim to test,
// ran a Reddit deep-dive that fits any organisation, and sent a German football prediction game to
// "entertainment and culture desks". A site kind is a business the generator recognises from the
// site's own words (a prediction game, a car-sharing service, a jobs board): what it does, the data
// such a business really holds and what that data would measure, the recurring news moment of its
// field, the expert it really has, and the outlets and public statistics of each market.
//
// Text slots: {brand} (the site's name), {brands} (its possessive), {people} ("Germans"), {country}
// ("Germany"). A market without its own entry takes `any` for moments and the beat's outlets of that
// market; a market without statistics gets none rather than another country's.
import type { BeatKey } from './beats.js';
import type { RegionKey } from './regions.js';

/** Per market, with `any` for every market not listed. */
export type ByMarket = Partial<Record<RegionKey, string>> & { any: string };

export type SiteIdeaText = {
  title: string;
  /** The idea in two or three sentences; opens on what it is built on, never on a stock verb. */
  description: string;
  /** Why a desk takes it at that moment. */
  hook: string;
  /** PR category id (contracts/ideas.contract.ts). */
  category: number;
};

export type SiteKind = {
  key: string;
  /** The site's own words (title, description, key messages, business type) that make it this kind. */
  cues: RegExp;
  /** Analyzer business types it may be; a free-text business type passes on its cues alone. */
  types?: readonly string[];
  /** What the business does, as a clause after its name: "runs football prediction games ...". */
  does: string;
  /** The desk its stories go to: outlets of this beat in the site's market, unless `outlets` names them. */
  beat: BeatKey;
  /** A consumer sector whose stories may be playful (a league table, a taste test). */
  light: boolean;
  /** Who speaks for it, a role it really has: "its head of data" ("its" becomes the brand's name). */
  expert: string;
  /** The desks that take its stories, as a hook names them: "sports desks". */
  desks: string;
  /** The data such a business holds, what counting it shows, and the headline the count earns. */
  data: {
    asset: string;
    measures: string;
    title: string;
    publish: string;
    /** What the expert explains; "what the figures mean" by default. */ explain?: string;
  };
  /** The recurring moment the data story runs at, as a phrase: "before the last Bundesliga matchday". */
  moment: ByMarket;
  /** Public statistics of the market the count is set against; none where no national series fits. */
  stats?: Partial<Record<RegionKey | 'any', string>>;
  /** A second idea: expert comment, a service piece or (light kinds only) a playful format. */
  second?: SiteIdeaText & {
    moment?: ByMarket;
    /** Who speaks for this idea, where it is not the data story's expert. */
    expert?: string;
    /** What the idea is built on, where it is not the expert's knowledge and the kind's data. */
    sources?: string;
    /** How long it runs, where the category's playbook would misdescribe it. */
    timeline?: string;
  };
  /** Specialist outlets per market, where the beat's lists would miss the right desk. */
  outlets?: Partial<Record<RegionKey, readonly string[]>>;
};

const EU_MARKETS: readonly RegionKey[] = ['DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'NORDICS', 'EU'];

/** The same phrase for every market of the EU, with `any` for the rest. */
function inEu(euPhrase: string, any: string, more: Partial<Record<RegionKey, string>> = {}): ByMarket {
  return { ...Object.fromEntries(EU_MARKETS.map((market) => [market, euPhrase])), ...more, any };
}

/** Kinds, most specific first: the first whose cues the site's words match is the site's. */
export const SITE_KINDS: readonly SiteKind[] = [
  {
    key: 'football-prediction',
    cues: /\b(?:tippspiel\w*|tipprunde\w*|tipper|kicktipp|prediction (?:game|league)s?|football predictions?|score predictor|predict every match|sports prediction)\b/i,
    does: 'runs football prediction games in which groups of friends and colleagues tip the results of league and tournament matches',
    beat: 'sport',
    light: true,
    expert: 'a spokesperson for {brand}',
    desks: 'sports desks',
    data: {
      asset: 'record of the tips players enter before every match',
      measures: 'which results the tipping crowd saw coming and which caught almost everyone out, club by club',
      title: 'The upsets nobody saw coming: a season of {brands} tips',
      publish: 'a table of the season’s biggest surprises as the tipping crowd saw them',
    },
    moment: {
      DE: 'in the week before the last Bundesliga matchday',
      UK: 'in the week before the final day of the Premier League season',
      any: 'in the week before the last matchday of the season',
    },
    second: {
      title: 'Crowd against the pundits: {brands} tippers take on the TV experts',
      description:
        '{brands} players against the pundits: over a season, compare the tipping crowd’s average prediction for each match with the predictions TV and newspaper pundits publish, and keep a running league table. A light, weekly sports-desk item that only a prediction game can supply, with the final table at the end of the season.',
      hook: 'Pundits’ predictions are public and fans love to see them beaten; a weekly table gives sports desks a recurring light item.',
      category: 6,
      timeline: 'A season: set up before the first matchday, a weekly table, a final round-up after the last',
    },
    outlets: {
      DE: ['kicker', 'Sport1', 'sportschau.de', 'Spiegel Sport', 'Bild'],
      UK: ['BBC Sport', 'The Athletic', 'Sky Sports', 'talkSPORT'],
      US: ['The Athletic', 'ESPN', 'CBS Sports', 'Yahoo Sports'],
      global: ['The Athletic', 'ESPN', 'Reuters Sports'],
    },
  },
  {
    key: 'video-platform',
    cues: /\b(?:upload\w*|hochladen|video platform|videoplattform|creators?|broadcast yourself)\b/i,
    types: ['Entertainment & Gaming', 'News & Media', 'Other'],
    does: 'is where people watch, upload and share videos and music',
    beat: 'entertainment',
    light: true,
    expert: 'its trends and culture team',
    desks: 'culture and technology desks',
    data: {
      asset: 'aggregated viewing and search data',
      measures: 'which videos, creators and songs {people} watched most this year, and which rose fastest',
      title: 'What {people} watched this year: the {brand} year in review',
      publish: 'an end-of-year list of the most-watched and fastest-rising videos and creators',
    },
    moment: { any: 'in early December, when the year-in-review lists run' },
    stats: {
      DE: 'the ARD/ZDF-Onlinestudie on how Germans use online video',
      UK: 'Ofcom’s Media Nations report',
      US: 'Pew Research Center’s figures on social media and YouTube use',
    },
    second: {
      title: 'A new tablet for Christmas: setting up {brand} for children',
      description:
        'New devices under the tree: a short guide for parents from {brands} safety team on setting up the app for a child, the controls that exist and what they do not catch. Offered to family and technology desks in the week before Christmas, when parents search for it.',
      hook: 'Every December parents set up new phones and tablets for children; a plain guide from the platform itself is reader service.',
      category: 4,
    },
    outlets: {
      DE: ['Spiegel Netzwelt', 'DWDL.de', 't3n', 'Süddeutsche Zeitung', 'Stern'],
      UK: ['The Guardian', 'BBC News', 'Metro', 'The Independent'],
      US: ['The Verge', 'Variety', 'USA Today', 'Business Insider'],
    },
  },
  {
    key: 'games-studio',
    cues: /\b(?:game studio|games studio|mobile games?|indie games?|game developer|spieleentwickl\w*)\b/i,
    does: 'makes games',
    beat: 'gaming',
    light: true,
    expert: 'its game director',
    desks: 'games desks',
    data: {
      asset: 'anonymised play data',
      measures: 'when players actually play (the commute, lunch, late at night), how long a session lasts and where players give up',
      title: 'When {people} really play: what {brands} play data shows',
      publish: 'a short report on when and how long people play',
    },
    moment: {
      DE: 'in the week of gamescom in August',
      UK: 'around the BAFTA Games Awards in April',
      any: 'around Summer Game Fest in June',
    },
    stats: {
      UK: 'Ukie’s UK games market figures',
      US: 'the Entertainment Software Association’s Essential Facts survey',
      DE: 'game – Verband der deutschen Games-Branche market figures',
    },
    outlets: {
      UK: ['Eurogamer', 'GamesIndustry.biz', 'PC Gamer', 'The Guardian Games'],
      US: ['Polygon', 'IGN', 'Kotaku', 'GamesBeat'],
      DE: ['GameStar', 'GamePro', 'Spiegel Netzwelt'],
      global: ['GamesIndustry.biz', 'IGN', 'Polygon'],
    },
  },
  {
    key: 'news-site',
    cues: /\b(?:news|headlines|nachrichten|breaking|latest stories|politics|weather)\b/i,
    types: ['News & Media'],
    does: 'publishes news and features online',
    beat: 'marketing',
    light: false,
    expert: 'its editor-in-chief',
    desks: 'media desks',
    data: {
      asset: 'readership figures',
      measures: 'which stories readers read to the end this year, compared with the ones that drew the most clicks',
      title: 'Clicked or read? The stories {brands} readers finished this year',
      publish: 'a year-in-review of the stories readers actually finished',
    },
    moment: { any: 'in December, when the year-in-review lists run' },
    stats: {
      UK: 'Ofcom’s News consumption in the UK survey',
      US: 'Pew Research Center’s news consumption research',
      DE: 'the Reuters Institute Digital News Report’s figures for Germany',
      any: 'the Reuters Institute Digital News Report',
    },
    second: {
      title: 'News avoidance, video and AI summaries: {brands} editor on the Digital News Report',
      description:
        'The Reuters Institute Digital News Report comes out every June: have {brands} editor-in-chief ready with a comment on what its findings (news avoidance, video, AI summaries, paying for news) look like from inside a newsroom, with one example from {brands} own readership. Media correspondents quote editors who answer with what they see.',
      hook: 'The Digital News Report is the yearly moment media desks write about how people get news; editors with first-hand numbers get quoted.',
      category: 1,
    },
    outlets: {
      UK: ['Press Gazette', 'The Guardian Media', 'BBC Radio 4 The Media Show', 'Campaign'],
      US: ['Nieman Lab', 'Axios Media Trends', 'Poynter', 'Columbia Journalism Review'],
      DE: ['kress', 'Meedia', 'DWDL.de', 'Übermedien'],
      global: ['Nieman Lab', 'Press Gazette', 'journalism.co.uk'],
    },
  },
  {
    key: 'digital-library',
    cues: /\b(?:digital library|wayback|archived web pages|borrowable|public domain|web archive|bibliothek)\b/i,
    does: 'keeps a free digital library and archive open to the public',
    beat: 'technology',
    light: false,
    expert: 'one of its librarians',
    desks: 'technology and culture desks',
    data: {
      asset: 'records of what people borrow, search for and save',
      measures: 'which books, films and pages people looked up most this year, and how many saved links now lead nowhere else',
      title: 'Saved from the void: the pages and books {brand} kept alive this year',
      publish: 'a year-end list of the most-borrowed works and the most-rescued pages',
    },
    moment: { any: 'on Public Domain Day, 1 January, when a new year of works becomes free to use' },
    stats: {
      US: 'Pew Research Center’s 2024 study of how much online content disappears',
      global: 'Pew Research Center’s 2024 study of how much online content disappears',
    },
    second: {
      title: 'Link rot: what disappears from the web, and how to save what matters',
      description:
        'World Digital Preservation Day, the first Thursday of November: one of {brands} librarians explains how pages, government records and news articles vanish from the web, and the three things anyone can do to keep a copy of what matters to them. A service piece with a named expert.',
      hook: 'Disappearing web pages are a recurring technology story; a librarian with practical steps gives it a reader-service angle.',
      category: 1,
    },
    outlets: {
      US: ['The Verge', 'Wired', 'NPR', 'Ars Technica', 'The Atlantic'],
      UK: ['The Guardian', 'BBC News Technology', 'New Scientist', 'Wired UK'],
      DE: ['heise online', 'Süddeutsche Zeitung', 'Deutschlandfunk'],
      global: ['The Verge', 'Wired', 'Ars Technica'],
    },
  },
  {
    key: 'random-draws',
    cues: /\b(?:random numbers?|randomness|true random|coin flips?|dice rolls?|prize draws?|raffles?)\b/i,
    does: 'generates random numbers for anyone online, for draws, games and research',
    beat: 'science',
    light: true,
    expert: 'the team that runs the service',
    desks: 'science desks',
    data: {
      asset: 'logs of requests by tool (coin flips, dice, list shuffles, lottery picks, prize draws)',
      measures: 'what people leave to chance and when: whether prize draws peak before Christmas and lottery picks before big jackpots',
      title: 'What the world leaves to chance: a year of {brand} requests',
      publish: 'a year of requests by tool and by week',
    },
    moment: { any: 'in December, when office raffles and Secret Santa draws peak' },
    second: {
      title: 'Can you fake a coin toss? A classroom test with {brand}',
      description:
        'A coin toss faked by hand against a real one: invite classes to write down 100 invented coin tosses, toss a real coin (or use {brand}) 100 times, and compare the longest streaks. People avoid long runs, so the fake is usually easy to spot. A free lesson for maths teachers and a light science story.',
      hook: 'A simple experiment anyone can repeat, with a surprising result, suits science pages and teachers’ press.',
      category: 6,
    },
    outlets: {
      UK: ['New Scientist', 'BBC Science Focus', 'The Guardian Science', 'Tes'],
      US: ['Popular Science', 'Scientific American', 'Wired', 'NPR'],
      DE: ['Spektrum der Wissenschaft', 'Spiegel Wissenschaft', 'heise online'],
      global: ['New Scientist', 'Scientific American', 'Wired'],
    },
  },
  {
    key: 'cloud',
    cues: /\b(?:cloud computing|cloud services?|cloud infrastructure|web hosting|hosting|servers?|data cent(?:er|re)s?)\b/i,
    does: 'rents computing power and storage to businesses as cloud services',
    beat: 'technology',
    light: false,
    expert: 'one of its industry specialists',
    desks: 'technology and business desks',
    data: {
      asset: 'aggregated, anonymised usage figures by industry and region',
      measures: 'which industries in {country} moved most work to the cloud this year, and what they use it for (storage, analytics, AI)',
      title: 'Which industries are moving to the cloud fastest: {brands} view',
      publish: 'a yearly picture of cloud adoption by industry',
    },
    moment: inEu(
      'when Eurostat publishes its yearly figures on cloud use by enterprises in December',
      'in January, when businesses set their technology budgets',
    ),
    stats: {
      DE: 'Eurostat’s figures on cloud computing use by enterprises',
      EU: 'Eurostat’s figures on cloud computing use by enterprises',
      UK: 'ONS figures on technology adoption by businesses',
      US: 'the Census Bureau’s Annual Business Survey technology module',
    },
    second: {
      title: 'How much power does the cloud use? {brand} answers',
      description:
        'Data centres’ electricity use is a standing story (the IEA’s reports on energy and AI keep it running): {brands} head of sustainability explains, with the company’s own published figures, how much power and water its data centres use, where the power comes from and what is being done to cut it.',
      hook: 'Energy use by data centres and AI is debated every time a new report or a new data centre is announced; a named expert with published figures is quotable.',
      category: 1,
      expert: 'its head of sustainability',
    },
    outlets: {
      US: ['The Wall Street Journal', 'TechCrunch', 'Axios', 'CNBC', 'The Register'],
      UK: ['Computer Weekly', 'The Register', 'Financial Times', 'City A.M.'],
      DE: ['heise online', 'Computerwoche', 'Handelsblatt', 't3n'],
      global: ['Reuters', 'The Register', 'Financial Times', 'Data Center Dynamics'],
    },
  },
  {
    key: 'car-sharing',
    cues: /\b(?:car ?sharing|carsharing|car clubs?|shared cars?|bike ?shar\w*|e-?scooter hire|ride-?hailing)\b/i,
    does: 'runs a car-sharing service for trips around the city',
    beat: 'motoring',
    light: true,
    expert: 'its head of operations',
    desks: 'transport and consumer desks',
    data: {
      asset: 'anonymised trip data (when, where and how far members drive)',
      measures: 'how long a typical trip is, the busiest hours and days, and how many trips start where public transport is thin',
      title: 'How a city really uses shared cars: {brands} trip data',
      publish: 'a city-by-city picture of how shared cars are used',
    },
    moment: inEu('during European Mobility Week, 16 to 22 September', 'around World Car-Free Day on 22 September', {
      UK: 'during European Mobility Week, 16 to 22 September',
    }),
    stats: {
      UK: 'the DfT National Travel Survey',
      US: 'the FHWA National Household Travel Survey',
      DE: 'the Mobilität in Deutschland survey',
    },
    second: {
      title: 'The car you drive twice a week: what it really costs against {brand}',
      description:
        'A car used twice a week: set the yearly cost of owning one ({costs}) against the same trips at {brands} published prices, trip by trip, and publish the method. Consumer and motoring desks run cost comparisons readers can check.',
      hook: 'Running costs are a standing consumer story; a like-for-like comparison with its method gives motoring and money desks a piece readers can use.',
      category: 2,
      sources: '{brands} published prices; the yearly cost of owning a car {costs}.',
    },
    outlets: {
      US: ['Bloomberg CityLab', 'Streetsblog', 'The Verge', 'Axios Local'],
      UK: ['Auto Express', 'Evening Standard', 'Which?', 'The Guardian'],
      DE: ['ADAC Motorwelt', 'Tagesspiegel', 'Spiegel Mobilität', 'auto motor und sport'],
    },
  },
  {
    key: 'b2b-trade',
    cues: /\b(?:manufacturers|suppliers|wholesal\w*|exporters?|importers?|sourcing|trade leads|b2b marketplace|großhandel)\b/i,
    does: 'connects business buyers with manufacturers and suppliers across borders',
    beat: 'business',
    light: false,
    expert: 'its trade and supply-chain analysts',
    desks: 'business and trade desks',
    data: {
      asset: 'anonymised buyer searches and supplier enquiries by product and country',
      measures: 'which products buyers started sourcing from other countries after tariffs changed, and where they turned instead',
      title: 'Where buyers turned after the tariffs: {brands} sourcing data',
      publish: 'a sourcing index of what buyers look for and where',
    },
    moment: { global: 'alongside the WTO’s yearly Global Trade Outlook in April', any: 'when a new tariff is announced or takes effect' },
    stats: {
      UK: 'HMRC Overseas Trade Statistics',
      US: 'Census Bureau international trade figures',
      DE: 'Destatis foreign trade figures',
      global: 'WTO trade statistics',
    },
    second: {
      title: 'Tariff day: what small importers should check first',
      description:
        'New tariffs announced: {brands} trade and supply-chain analysts explain, for small firms that import, how to check what a tariff adds to landed costs, which suppliers to ask about alternatives and how delivery times change. A reactive comment and checklist for business desks on the day.',
      hook: 'Tariff announcements send small importers looking for practical advice; business desks want an expert who can say what to do, not just what happened.',
      category: 5,
    },
    outlets: {
      global: ['Reuters', 'Financial Times', 'Bloomberg', 'Supply Chain Dive', 'The Loadstar'],
      US: ['Supply Chain Dive', 'The Wall Street Journal', 'CNBC', 'Modern Retail'],
      UK: ['Financial Times', 'Supply Management', 'City A.M.', 'The Grocer'],
      DE: ['Handelsblatt', 'DVZ Deutsche Verkehrs-Zeitung', 'WirtschaftsWoche'],
    },
  },
  {
    key: 'jobs-board',
    cues: /\b(?:jobs?|job board|jobbörse|recruit(?:er|ers|ing|ment)\w*|karriere|stellenangebot\w*|arbeitgeber\w*|gehaltsangaben|graduate jobs?)\b/i,
    types: ['Professional Services', 'Marketplace', 'SaaS / Software', 'Other'],
    does: 'lists jobs and connects job seekers with employers and recruiters',
    beat: 'business',
    light: false,
    expert: 'its labour market analyst',
    desks: 'business and careers desks',
    data: {
      asset: 'anonymised job ads and the salaries employers state in them',
      measures: 'which roles are advertised more or less than a year ago, by region, and what pay the ads offer',
      title: 'Who is hiring, and for how much: {brands} jobs and salaries index',
      publish: 'a quarterly jobs and salaries index by role and region',
    },
    moment: {
      DE: 'on the day the Bundesagentur für Arbeit publishes its monthly labour market figures',
      UK: 'on the day of the ONS monthly labour market release',
      US: 'in the week of the monthly BLS jobs report',
      any: 'when the national job figures come out',
    },
    stats: {
      DE: 'the Bundesagentur’s count of registered vacancies',
      UK: 'ONS vacancy figures',
      US: 'the BLS JOLTS job openings figures',
      IE: 'the CSO Labour Force Survey',
    },
    second: {
      title: 'Pay in job ads: how many {brand} ads already state a salary',
      description:
        '{pay}: {brands} labour market analyst explains what applicants may ask about pay before an interview, and counts how many ads on {brand} already state a salary range. A service piece for careers and money desks, with a figure only a jobs board has.',
      hook: 'Pay transparency is changing how jobs are advertised; a count of real ads with salary ranges makes the story concrete.',
      category: 1,
      moment: inEu('The EU pay transparency rules, which member states had to bring into law by June 2026', 'Pay transparency in job ads', {
        US: 'Salary-range laws in states such as Colorado, New York and California',
      }),
    },
    outlets: {
      DE: ['Handelsblatt', 'WirtschaftsWoche', 'Personalwirtschaft', 'Süddeutsche Zeitung'],
      UK: ['People Management', 'HR Magazine', 'The Guardian', 'City A.M.'],
      US: ['HR Dive', 'CNBC Make It', 'Business Insider', 'Fortune'],
      global: ['Reuters', 'Financial Times', 'Bloomberg'],
    },
  },
  {
    key: 'device-repair',
    cues: /\b(?:phone repairs?|repair shop|screen repairs?|device repairs?)\b/i,
    does: 'repairs phones and other devices',
    beat: 'technology',
    light: true,
    expert: 'one of its repair technicians',
    desks: 'consumer technology desks',
    data: {
      asset: 'repair records',
      measures: 'which faults bring phones in most (screens, batteries, charging ports), how old the phones are and what each repair costs',
      title: 'Cracked screen or tired battery? What {brands} repair records show',
      publish: 'a yearly report on what breaks and when',
    },
    moment: { any: 'in September, when the new phones launch and people decide whether to upgrade' },
    stats: { UK: 'Ofcom’s Technology Tracker', US: 'Pew Research Center’s mobile fact sheet' },
    outlets: {
      UK: ['TechRadar', 'Which?', 'Stuff', 'BBC News Technology'],
      US: ['CNET', 'The Verge', 'Wired', 'Engadget'],
      DE: ["c't", 'Chip', 'Computer Bild'],
    },
  },
  {
    key: 'consumer-devices',
    cues: /\b(?:iphone|ipad|mac|macbook|smartphones?|laptops?|tablets?|smartwatch\w*|consumer electronics|devices?)\b/i,
    types: ['Technology Hardware', 'E-commerce / Retail'],
    does: 'sells phones, computers and other devices',
    beat: 'technology',
    light: true,
    expert: 'one of its repair technicians',
    desks: 'consumer technology desks',
    data: {
      asset: 'anonymised trade-in and repair records',
      measures: 'how old devices are when people trade them in or get them repaired, and which faults end a device’s life',
      title: 'How long do phones really last? What {brands} trade-ins show',
      publish: 'a yearly report on how long devices last',
    },
    moment: { any: 'in September, when the new phones launch and people decide whether to upgrade' },
    stats: {
      UK: 'Ofcom’s Technology Tracker',
      US: 'Pew Research Center’s mobile fact sheet',
      DE: 'Destatis figures on devices in German households',
    },
    second: {
      title: 'Repair or replace? A checklist before the new phones',
      description:
        'Before the autumn launches: {brands} repair technicians list the faults worth repairing (a battery, a screen) and the signs a device is worth trading in, with what each repair involves. A buyer’s checklist for consumer technology desks.',
      hook: 'Every launch season readers ask whether to upgrade; a checklist from people who repair devices answers it.',
      category: 4,
    },
    outlets: {
      UK: ['TechRadar', 'Stuff', 'BBC News Technology', 'Which?'],
      US: ['The Verge', 'CNET', 'Engadget', 'Wired'],
      DE: ["c't", 'Chip', 'heise online', 'Computer Bild'],
    },
  },
  {
    key: 'travel-bookings',
    cues: /\b(?:hotels?|holidays?|walking holidays?|tours?|stays|book(?:ing)? (?:your|a) (?:stay|trip|room|holiday)|urlaub|reisen)\b/i,
    types: ['Travel & Hospitality'],
    does: 'takes bookings for trips and stays',
    beat: 'travel',
    light: true,
    expert: 'its head of travel',
    desks: 'travel desks',
    data: {
      asset: 'anonymised booking data',
      measures: 'how far ahead people now book, which destinations grew fastest and what a typical stay costs',
      title: 'When {people} book, and where to: {brands} booking data',
      publish: 'a booking trends report',
    },
    moment: {
      UK: 'in January, the peak month for booking summer holidays',
      DE: 'before the summer school holidays are booked',
      any: 'ahead of the summer booking season',
    },
    stats: {
      UK: 'ONS travel trends',
      US: 'NTTO figures on Americans travelling abroad',
      DE: 'Destatis accommodation statistics',
      IE: 'CSO tourism and travel statistics',
    },
    outlets: {
      UK: ['The Independent Travel', 'The Telegraph Travel', 'Which? Travel', 'Condé Nast Traveller'],
      US: ['Travel + Leisure', 'The Points Guy', 'CNN Travel', 'Skift'],
      DE: ['Spiegel Reise', 'Süddeutsche Zeitung Reise', 'GEO Saison', 'reisereporter'],
      global: ['Skift', 'CNN Travel', 'Condé Nast Traveler'],
    },
  },
  {
    key: 'pet-insurance',
    cues: /\bpet insurance\b|\b(?:dogs?|cats?|pets?)\b[^.]{0,40}\binsur\w*|\binsur\w*[^.]{0,40}\b(?:dogs?|cats?|pets?)\b/i,
    does: 'insures dogs and cats',
    beat: 'personal-finance',
    light: true,
    expert: 'its in-house vet',
    desks: 'consumer and pets desks',
    data: {
      asset: 'anonymised claims data',
      measures: 'which conditions lead to the most claims, by breed and age, and what a typical vet bill for each comes to',
      title: 'What sends pets to the vet: {brands} claims by breed',
      publish: 'a yearly list of the most claimed-for conditions by breed',
    },
    moment: { any: 'in the summer, when heatstroke and grass-seed injuries peak' },
    second: {
      title: 'The most popular pet names of the year, from {brands} policies',
      description:
        'Pet names of the year: count the names on {brands} new policies and publish the top ten for dogs and cats, with the names rising fastest. A light, shareable list that lifestyle desks run every year.',
      hook: 'Pet-name lists are a reliable light story for lifestyle pages and local radio.',
      category: 4,
    },
    outlets: {
      UK: ['This is Money', 'Metro', 'The Independent', 'Your Dog'],
      US: ['People', 'The Dodo', 'USA Today', 'CNBC Select'],
      DE: ['Stern', 'Finanztest', 'Bild'],
    },
  },
  {
    key: 'lending',
    // Not "borrow" alone: a library lends books too.
    cues: /\b(?:personal loans?|loans?|lend(?:er|ing)|borrowers|borrowing money|mortgages?|kredit\w*|debt consolidation|consolidating debt)\b/i,
    types: ['Financial Services', 'Other'],
    does: 'lends money to people',
    beat: 'personal-finance',
    light: false,
    expert: 'its head of lending',
    desks: 'personal finance desks',
    data: {
      asset: 'anonymised loan applications',
      measures:
        'what people borrow for (a car, home repairs, paying off other debt), how much, and how that changed as interest rates moved',
      title: 'What {people} borrow for now: {brands} application data',
      publish: 'a twice-yearly report on what people borrow for',
    },
    moment: {
      UK: 'on the day of a Bank of England interest rate decision',
      US: 'in the week of a Federal Reserve rate decision',
      DE: 'in the week of an ECB rate decision',
      any: 'around a central bank rate decision',
    },
    stats: {
      UK: 'Bank of England Money and Credit statistics',
      US: 'the Federal Reserve’s G.19 consumer credit figures',
      DE: 'Deutsche Bundesbank lending statistics',
    },
    outlets: {
      UK: ['This is Money', 'The Guardian Money', 'Moneywise', 'The Times Money'],
      US: ['CNBC Select', 'NerdWallet', 'Kiplinger', 'The Wall Street Journal'],
      DE: ['Finanztest', 'FAZ Finanzen', 'Handelsblatt', 'Focus Money'],
    },
  },
  {
    key: 'budgeting',
    cues: /\b(?:budget(?:ing)? app|budgeting|spending tracker|money app|savings app|personal finance app)\b/i,
    does: 'helps people track their spending and budget',
    beat: 'personal-finance',
    light: false,
    expert: 'its head of data',
    desks: 'personal finance desks',
    data: {
      asset: 'anonymised, aggregated spending data from its users',
      measures: 'which everyday costs take a bigger share of users’ budgets than a year ago, and where they cut back',
      title: 'Where the money goes now: {brands} spending data',
      publish: 'a monthly read of what users spend on everyday costs',
    },
    moment: { any: 'on the day the monthly inflation figures come out' },
    stats: {
      UK: 'ONS consumer price inflation',
      US: 'the BLS Consumer Price Index',
      DE: 'Destatis consumer prices',
      IE: 'the CSO Consumer Price Index',
    },
    outlets: {
      UK: ['This is Money', 'The Guardian Money', 'Moneywise', 'The i Paper'],
      US: ['CNBC Make It', 'NerdWallet', 'Business Insider', 'Kiplinger'],
      DE: ['Finanztest', 'Focus Money', 'Handelsblatt'],
    },
  },
  {
    key: 'invoicing',
    cues: /\b(?:invoic\w*|bookkeeping|accounting software|payroll|buchhaltung|rechnungen)\b/i,
    does: 'makes invoicing and bookkeeping software for small businesses and freelancers',
    beat: 'business',
    light: false,
    expert: 'its head of data',
    desks: 'small business desks',
    data: {
      asset: 'anonymised invoice records',
      measures: 'how many days late freelancers and small firms are paid, by sector and region, and whether it is getting worse',
      title: 'How late do freelancers get paid? {brands} invoice data',
      publish: 'a twice-yearly late-payment index',
    },
    moment: { UK: 'before the 31 January self-assessment deadline', US: 'before Tax Day in April', any: 'at the end of the tax year' },
    stats: {
      UK: 'the Department for Business and Trade’s payment practices data',
      US: 'the Census Bureau’s Nonemployer Statistics on self-employed businesses',
    },
    outlets: {
      UK: ['City A.M.', 'Startups.co.uk', 'Small Business', 'The Guardian Money'],
      US: ['Inc.', 'Entrepreneur', 'CNBC Make It', 'Business Insider'],
      DE: ['Handelsblatt', 'impulse', 'Gründerszene'],
    },
  },
  {
    key: 'cyber-security',
    cues: /\b(?:cyber ?security|cybersecurity|ransomware|phishing|penetration testing|incident response)\b/i,
    does: 'protects businesses against cyber attacks',
    beat: 'security',
    light: false,
    expert: 'its head of incident response',
    desks: 'technology and business desks',
    data: {
      asset: 'anonymised records of the incidents it handles for clients',
      measures: 'which attacks hit small businesses most, how attackers got in and how long recovery took',
      title: 'How attackers get into small businesses: {brands} incident records',
      publish: 'a yearly review of the attacks it handled',
    },
    moment: {
      UK: 'when the government’s Cyber Security Breaches Survey comes out in the spring',
      US: 'in Cybersecurity Awareness Month in October',
      DE: 'when the BSI publishes its yearly report on IT security in Germany',
      any: 'in Cybersecurity Awareness Month in October',
    },
    stats: {
      UK: 'the DSIT Cyber Security Breaches Survey',
      US: 'the FBI IC3 Internet Crime Report',
      DE: 'the BSI Lagebericht',
    },
    outlets: {
      UK: ['Computer Weekly', 'The Register', 'Infosecurity Magazine', 'BBC News Technology'],
      US: ['Dark Reading', 'CyberScoop', 'The Record', 'TechCrunch'],
      DE: ['heise Security', 'Golem.de', 'Handelsblatt'],
    },
  },
  {
    key: 'solar-energy',
    cues: /\b(?:solar|photovoltaic|heat pumps?|battery storage|photovoltaik|smart thermostats?)\b/i,
    does: 'helps households cut their energy bills with solar panels, heat pumps or smart heating',
    beat: 'environment',
    light: false,
    expert: 'its lead energy engineer',
    desks: 'energy and consumer desks',
    data: {
      asset: 'installation records',
      measures: 'what a typical home system costs and saves in each region, and how payback times moved with energy prices',
      title: 'What a home energy upgrade really saves: {brands} figures by region',
      publish: 'a regional table of costs, savings and payback times',
    },
    moment: { UK: 'when Ofgem announces the next energy price cap', any: 'before the heating season starts in the autumn' },
    stats: {
      UK: 'DESNZ energy price and solar deployment statistics',
      US: 'EIA residential electricity prices',
      DE: 'the Bundesnetzagentur Marktstammdatenregister',
    },
    outlets: {
      UK: ['This is Money', 'The Guardian Environment', 'Which?', 'BBC News'],
      US: ['Canary Media', 'CNET Home', 'The Verge', 'Axios'],
      DE: ['Finanztest', 'Spiegel Wirtschaft', 'Tagesspiegel Background Energie'],
    },
  },
  {
    key: 'ev-charging',
    cues: /\b(?:ev charging|charging (?:points?|network|stations?)|ladesäule\w*|electric car drivers)\b/i,
    does: 'runs a charging network for electric cars',
    beat: 'motoring',
    light: false,
    expert: 'its head of network operations',
    desks: 'motoring desks',
    data: {
      asset: 'anonymised charging sessions',
      measures: 'when and where drivers charge, how long they wait for a free charger and what a typical charge costs',
      title: 'Where drivers wait to charge: {brands} session data',
      publish: 'a charging report',
    },
    moment: { any: 'before the summer getaway, when long-distance charging is tested' },
    stats: {
      UK: 'DfT electric vehicle charging device statistics',
      US: 'the Department of Energy’s Alternative Fuels Data Center station counts',
      DE: 'the Bundesnetzagentur Ladesäulenregister',
    },
    outlets: {
      UK: ['Auto Express', 'Autocar', 'The Guardian', 'BBC News'],
      US: ['Electrek', 'InsideEVs', 'The Verge', 'Axios'],
      DE: ['ADAC Motorwelt', 'electrive.net', 'auto motor und sport'],
    },
  },
  {
    key: 'fitness',
    cues: /\b(?:fitness|workouts?|gym|personal training|running app)\b/i,
    does: 'helps people get fit',
    beat: 'health',
    light: true,
    expert: 'its head coach',
    desks: 'health and fitness desks',
    data: {
      asset: 'anonymised workout logs',
      measures: 'how many people who start in January are still training in February, and which workouts they drop first',
      title: 'When resolutions stall: what {brands} January workouts show',
      publish: 'a short report on who keeps going and who stops',
    },
    moment: { any: 'in mid-January, when new-year resolutions start to stall' },
    stats: {
      UK: 'Sport England’s Active Lives survey',
      US: 'CDC physical activity data',
      DE: 'the Robert Koch Institute’s health monitoring',
    },
    outlets: {
      UK: ['Women’s Health UK', 'Men’s Health UK', 'The Independent', 'Metro'],
      US: ['Runner’s World', 'SELF', 'Well+Good', 'USA Today'],
      DE: ['Fit for Fun', 'Men’s Health Deutschland', 'Stern'],
    },
  },
  {
    key: 'coffee-drinks',
    cues: /\b(?:coffee|roaster\w*|espresso|tea|craft beer|brewery|winery|wine)\b/i,
    does: 'roasts and sells coffee',
    beat: 'food',
    light: true,
    expert: 'its head roaster',
    desks: 'food and drink desks',
    data: {
      asset: 'sales by product and season',
      measures: 'which coffees and brewing methods customers buy more of than a year ago, and when tastes change',
      title: 'How {people} drink coffee now: {brands} sales',
      publish: 'a short report on how customers’ coffee habits are changing',
    },
    moment: { any: 'on International Coffee Day, 1 October' },
    stats: { UK: 'DEFRA Family Food statistics', US: 'USDA Economic Research Service food spending data' },
    second: {
      title: 'Blind taste test: can coffee drinkers tell {brand} from the supermarket best-seller?',
      description:
        'A blind tasting: a panel of everyday coffee drinkers tastes {brands} coffee beside the supermarket best-seller, unlabelled, and scores them, with the method and every result published whichever way it goes. A light consumer story with a result readers can argue about.',
      hook: 'Blind taste tests are a favourite consumer format; publishing the result either way makes it credible.',
      category: 6,
    },
  },
  {
    key: 'mental-health',
    cues: /\b(?:mental health|therapy|therapists?|counsell?ing|anxiety)\b/i,
    does: 'offers mental health support',
    beat: 'health',
    light: false,
    expert: 'its clinical lead',
    desks: 'health desks',
    data: {
      asset: 'anonymised, aggregated records of when people use it and what for',
      measures: 'which worries people bring most often, at which times of day and year, and how that changed from last year',
      title: 'When worries peak: what {brands} anonymised use data shows',
      publish: 'a short report on when and why people seek support',
      explain: 'what the patterns mean and where else people can get help',
    },
    moment: {
      UK: 'in Mental Health Awareness Week in May',
      US: 'in Mental Health Awareness Month in May',
      any: 'on World Mental Health Day, 10 October',
    },
    stats: {
      UK: 'NHS England mental health statistics',
      US: 'CDC mental health data',
      DE: 'the Robert Koch Institute’s health monitoring',
    },
    outlets: {
      UK: ['BBC News Health', 'The Guardian Society', 'The i Paper', 'Metro'],
      US: ['STAT News', 'KFF Health News', 'CNN Health', 'Verywell Mind'],
      DE: ['Spiegel Gesundheit', 'Apotheken Umschau', 'Süddeutsche Zeitung'],
    },
  },
  {
    key: 'home-care',
    cues: /\b(?:home care|care agency|carers?|elderly (?:parents?|relatives?)|care at home)\b/i,
    does: 'provides care at home for older people',
    beat: 'health',
    light: false,
    expert: 'its registered care manager',
    desks: 'health and social care desks',
    data: {
      asset: 'anonymised records of enquiries from families',
      measures:
        'what families ask first when arranging care for a parent, and what prompted the call (a fall, a hospital discharge, a carer burning out)',
      title: 'The call nobody plans for: what families ask {brand} first',
      publish: 'a short report on what prompts families to arrange care',
      explain: 'what families can do before a crisis',
    },
    moment: { UK: 'in Carers Week in June', US: 'in National Family Caregivers Month in November', any: 'in Carers Week in June' },
    stats: {
      UK: 'the ONS census figures on unpaid carers',
      US: 'the AARP and National Alliance for Caregiving report on caregiving in the US',
    },
    outlets: {
      UK: ['The Guardian Society', 'BBC News Health', 'Community Care', 'The i Paper'],
      US: ['KFF Health News', 'Next Avenue', 'AARP The Magazine', 'CNN Health'],
      DE: ['Apotheken Umschau', 'Süddeutsche Zeitung', 'Spiegel Gesundheit'],
    },
  },
  {
    key: 'food-venue',
    cues: /\b(?:bakery|bakeries|bäckerei|café|cafe|restaurants?|bistro|deli)\b/i,
    types: ['Local Business', 'Other', 'E-commerce / Retail'],
    does: 'serves food and drink to local customers',
    beat: 'food',
    light: true,
    expert: 'its owner',
    desks: 'local news and food desks',
    data: {
      asset: 'till records',
      measures: 'which items sell out first, what customers order more of than last year and how that changes with the seasons',
      title: 'What the neighbourhood orders: a year of {brands} till',
      publish: 'a short list of the year’s favourites and the surprises',
    },
    moment: {
      UK: 'on Small Business Saturday in early December',
      US: 'on Small Business Saturday after Thanksgiving',
      any: 'at the start of the Christmas season',
    },
  },
  {
    key: 'education',
    cues: /\b(?:tutor\w*|bootcamp|coding clubs?|courses?|lessons|students?|learners?|university|kurse)\b/i,
    types: ['Education', 'Other'],
    does: 'offers tutoring and courses',
    beat: 'education',
    light: false,
    expert: 'one of its senior tutors',
    desks: 'education desks',
    data: {
      asset: 'anonymised enrolment and lesson records',
      measures: 'which subjects learners sign up for, where they struggle most and how that changes across the school year',
      title: 'Where learners struggle most: {brands} lesson records',
      publish: 'a short report on the topics learners find hardest',
    },
    moment: {
      UK: 'in August, before GCSE and A-level results days',
      US: 'at back-to-school time in August',
      any: 'at the start of the school year',
    },
    stats: { UK: 'DfE education statistics', US: 'NCES figures', DE: 'Destatis education statistics' },
    outlets: {
      UK: ['Tes', 'Schools Week', 'The Guardian Education', 'BBC News Education'],
      US: ['The Hechinger Report', 'EdSurge', 'Education Week', 'The 74'],
      DE: ['Die Zeit Chancen', 'News4teachers', 'Der Spiegel'],
    },
  },
  {
    key: 'rentals-property',
    cues: /\b(?:rental listings?|estate agents?|letting agents?|renters|homes for sale|property listings?|immobilien)\b/i,
    does: 'lists homes to rent and buy',
    beat: 'property',
    light: false,
    expert: 'its head of research',
    desks: 'property and money desks',
    data: {
      asset: 'listings and enquiry records',
      measures: 'asking rents and prices by area, how fast homes let or sell, and how many people enquire about each',
      title: 'How many people chase each home: {brands} listings data',
      publish: 'a monthly read of asking rents and enquiries per home',
    },
    moment: {
      UK: 'on the day the ONS publishes its monthly private rents figures',
      any: 'when the official rent and house-price figures come out',
    },
    stats: {
      UK: 'the ONS Price Index of Private Rents',
      US: 'the Census Bureau Housing Vacancy Survey',
      DE: 'the Destatis house price index',
    },
    outlets: {
      UK: ['This is Money', 'The Guardian Money', 'Property Industry Eye', 'Homes & Property'],
      US: ['The Real Deal', 'Bloomberg CityLab', 'Business Insider', 'CNBC'],
      DE: ['Immobilien Zeitung', 'Handelsblatt', 'Süddeutsche Zeitung'],
    },
  },
  {
    key: 'ad-agency',
    cues: /\b(?:design agency|creative agency|branding|advertising agency|marketing agency|design studio)\b/i,
    does: 'makes brand and advertising work for clients',
    beat: 'marketing',
    light: false,
    expert: 'its creative director',
    desks: 'advertising trade desks',
    data: {
      asset: 'own review of the season’s big adverts',
      measures: 'which of the big adverts tell a story, which lean on celebrities and which could be for any brand',
      title: 'The big adverts, judged by {brands} creative director',
      publish: 'a short verdict on each big advert the day it launches',
      explain: 'what works and why',
    },
    moment: {
      UK: 'in November, when the big retailers launch their Christmas adverts',
      US: 'in Super Bowl week, when the big adverts are released',
      any: 'in November, when the big Christmas adverts launch',
    },
    outlets: {
      UK: ['Campaign', 'The Drum', 'Marketing Week', 'Creative Review'],
      US: ['Adweek', 'Ad Age', 'Fast Company', 'The Drum'],
      DE: ['W&V', 'Horizont', 'PAGE'],
    },
  },
  {
    key: 'florist',
    cues: /\b(?:florists?|flowers?|bouquets?|blumen)\b/i,
    does: 'sells and delivers flowers',
    beat: 'lifestyle',
    light: true,
    expert: 'its head florist',
    desks: 'lifestyle and consumer desks',
    data: {
      asset: 'anonymised order records',
      measures: 'which flowers people send for which occasion, how far ahead they order and what the typical bouquet costs',
      title: 'Red roses or tulips? What {people} really send: {brands} orders',
      publish: 'a short report on what people send and when',
    },
    moment: {
      UK: 'in the fortnight before Mother’s Day in March',
      US: 'in the fortnight before Mother’s Day in May',
      any: 'in the fortnight before Valentine’s Day',
    },
    outlets: {
      UK: ['The Independent', 'Metro', 'Good Housekeeping', 'Gardeners’ World'],
      US: ['Real Simple', 'Good Housekeeping', 'Today.com', 'USA Today'],
      DE: ['Stern', 'Brigitte', 'Bild'],
    },
  },
  {
    key: 'bookshop',
    cues: /\b(?:bookshops?|bookstores?|booksellers?|buchhandlung)\b/i,
    does: 'sells books',
    beat: 'entertainment',
    light: true,
    expert: 'its head bookseller',
    desks: 'books and culture desks',
    data: {
      asset: 'sales records',
      measures: 'which books its readers bought most this year, which ones sold by word of mouth and which local authors broke through',
      title: 'The books {brands} readers actually bought this year',
      publish: 'its own bestseller list beside the national charts',
    },
    moment: {
      UK: 'on World Book Day in March',
      US: 'on Independent Bookstore Day in April',
      any: 'in December, when the books-of-the-year lists run',
    },
    outlets: {
      UK: ['The Bookseller', 'The Guardian Books', 'BBC Radio 4 Front Row', 'The i Paper'],
      US: ['Publishers Weekly', 'Literary Hub', 'NPR Books', 'The New York Times Book Review'],
      DE: ['Börsenblatt', 'Die Zeit', 'Deutschlandfunk Kultur'],
    },
  },
  {
    key: 'bikes',
    cues: /\b(?:e-?bikes?|bicycles?|cycling|fahrrad\w*)\b/i,
    does: 'sells bikes and e-bikes',
    beat: 'lifestyle',
    light: true,
    expert: 'its head mechanic',
    desks: 'transport and consumer desks',
    data: {
      asset: 'anonymised sales and servicing records',
      measures: 'who is buying e-bikes now (commuters, parents, older riders), how far they say they ride and what they replace',
      title: 'Who is switching to e-bikes, and what they leave at home: {brands} sales',
      publish: 'a short report on who buys e-bikes and why',
    },
    moment: { UK: 'before Cycle to Work Day in August', US: 'before Bike to Work Day in May', any: 'before the spring cycling season' },
    stats: { UK: 'the DfT National Travel Survey', US: 'the Census Bureau American Community Survey figures on commuting' },
    outlets: {
      UK: ['road.cc', 'Cycling Weekly', 'Evening Standard', 'The Guardian'],
      US: ['Bicycling', 'Electrek', 'Bloomberg CityLab', 'Streetsblog'],
      DE: ['ADAC Motorwelt', 'Tagesspiegel', 'Spiegel Mobilität'],
    },
  },
  {
    key: 'online-shop',
    cues: /\b(?:shop now|online shop|online store|boutique|fashion|clothing|furniture|florist|mattress\w*|bookshop|retailer)\b/i,
    types: ['E-commerce / Retail', 'Other'],
    does: 'sells online',
    beat: 'retail',
    light: true,
    expert: 'its head of buying',
    desks: 'retail and consumer desks',
    data: {
      asset: 'anonymised sales by category and week',
      measures: 'what shoppers bought more of than last year, what sold out first and what came back as returns',
      title: 'What shoppers really bought this season: {brands} sales',
      publish: 'a seasonal list of what sold, what sold out and what came back',
    },
    moment: { UK: 'in the week after Black Friday, before the Christmas rush', any: 'in the week after Black Friday' },
    stats: { UK: 'ONS retail sales', US: 'Census Bureau monthly retail trade figures', DE: 'Destatis retail sales figures' },
    outlets: {
      UK: ['Retail Gazette', 'Retail Week', 'The Guardian Money', 'Which?'],
      US: ['Retail Dive', 'Modern Retail', 'CNBC', 'Business Insider'],
      DE: ['Textilwirtschaft', 'Handelsblatt', 'Der Spiegel'],
    },
  },
];

/**
 * A business the kinds do not recognise: the one story only it can tell, from its own customer data,
 * stated as what it would count. Keys are the analyzer's business types.
 */
export type SectorFallback = {
  /** The headline the count earns, with {brand} or {brands}. */
  title: string;
  asset: string;
  measures: string;
  beat: BeatKey;
  expert: string;
  /** Outlets per market where the beat's lists miss the desk. */
  outlets?: Partial<Record<RegionKey, readonly string[]>>;
};

export const SECTOR_FALLBACKS: Readonly<Record<string, SectorFallback>> = {
  'SaaS / Software': {
    title: 'How customers really use {brand}: a year of anonymised usage',
    asset: 'aggregated, anonymised usage data from its customers',
    measures: 'which tasks customers spend most time on, which features they use and which they ignore, and how that changed over the year',
    beat: 'technology',
    expert: 'its head of product',
  },
  'E-commerce / Retail': {
    title: 'What customers bought, and sent back: {brands} year in sales',
    asset: 'anonymised sales by category and week',
    measures: 'what customers bought more of than last year and what they returned',
    beat: 'retail',
    expert: 'its head of buying',
  },
  Marketplace: {
    title: 'What buyers looked for and could not find: {brands} search data',
    asset: 'anonymised search and order data from buyers and sellers',
    measures: 'what buyers search for most, what they cannot find, and how prices moved over the year',
    beat: 'business',
    expert: 'its head of insights',
  },
  'News & Media': {
    title: 'Clicked or read? What {brands} readers finished this year',
    asset: 'readership figures',
    measures: 'which pieces readers finished this year, not just clicked, and what topics they came back for',
    beat: 'marketing',
    expert: 'its editor',
    outlets: {
      UK: ['Press Gazette', 'The Guardian Media', 'journalism.co.uk'],
      US: ['Nieman Lab', 'Poynter', 'Axios Media Trends'],
      DE: ['kress', 'Meedia', 'DWDL.de'],
    },
  },
  'Charity / Non-profit': {
    title: 'Who asked {brand} for help this year, and why',
    asset: 'records of the people it serves',
    measures: 'how many people asked for help this year, what for, and how that changed from last year',
    beat: 'general',
    expert: 'its chief executive',
  },
  'Local Business': {
    title: 'What customers ask {brand} for most, season by season',
    asset: 'order and booking records',
    measures: 'what customers order or book most, by season, and what changed from last year',
    beat: 'general',
    expert: 'its owner',
  },
  'Financial Services': {
    title: 'How customers’ money habits changed this year: {brands} data',
    asset: 'anonymised, aggregated customer data',
    measures: 'how customers’ saving, borrowing or spending changed over the year',
    beat: 'personal-finance',
    expert: 'its head of data',
  },
  'Travel & Hospitality': {
    title: 'When people book, and for how long: {brands} booking data',
    asset: 'anonymised booking data',
    measures: 'when customers book, how far ahead and for how long, and what changed from last year',
    beat: 'travel',
    expert: 'its head of operations',
  },
  Education: {
    title: 'What learners choose, and what they finish: {brands} enrolments',
    asset: 'anonymised enrolment records',
    measures: 'which courses learners choose and finish, and how that changed from last year',
    beat: 'education',
    expert: 'its head of learning',
  },
  Healthcare: {
    title: 'What patients come in for, month by month: {brands} records',
    asset: 'anonymised appointment records',
    measures: 'what patients come in for most, by month, and how long they waited',
    beat: 'health',
    expert: 'its medical director',
  },
  'Entertainment & Gaming': {
    title: 'What {brands} users played and watched this year',
    asset: 'aggregated data on what its users play and watch',
    measures: 'what its users played or watched most this year, and what rose fastest',
    beat: 'entertainment',
    expert: 'its head of community',
  },
  'Technology Hardware': {
    title: 'How long {brands} devices stay in use, and what brings them back',
    asset: 'anonymised warranty and repair records',
    measures: 'how long its devices stay in use and which faults bring them back',
    beat: 'technology',
    expert: 'its head of product',
  },
  'Creative & Marketing Agency': {
    title: 'What clients asked {brand} for this year',
    asset: 'project records',
    measures: 'what clients asked for most this year (a rebrand, video, social) and how budgets moved',
    beat: 'marketing',
    expert: 'its creative director',
  },
  'Professional Services': {
    title: 'The questions clients brought {brand} most this year',
    asset: 'anonymised records of its client work',
    measures: 'the questions clients brought most often this year, and how they changed from last year',
    beat: 'business',
    expert: 'its managing partner',
  },
  Other: {
    title: 'What customers ask {brand} for most: a year of its own records',
    asset: 'customer records',
    measures: 'what customers ask for most, by season, and what changed from last year',
    beat: 'general',
    expert: 'its founder',
  },
};

/** Yearly cost-of-ownership figures per market, for the car-sharing price comparison. */
export const CAR_COSTS: ByMarket = {
  UK: 'from the RAC’s or the AA’s running-cost figures',
  US: 'from AAA’s yearly Your Driving Costs study',
  DE: 'from the ADAC’s Autokosten figures',
  any: 'from the national motoring organisation’s running-cost figures',
};
