import { PhraseIndex } from './phrase-index.js';

/** The fixed list of business types the analyzer reports; "Other" when nothing is clear. */
export const BUSINESS_TYPES = [
  'SaaS / Software',
  'E-commerce / Retail',
  'Marketplace',
  'News & Media',
  'Charity / Non-profit',
  'Local Business',
  'Financial Services',
  'Travel & Hospitality',
  'Education',
  'Healthcare',
  'Entertainment & Gaming',
  'Technology Hardware',
  'Creative & Marketing Agency',
  'Professional Services',
  'Other',
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The page text the classifier weighs; each field is plain text. */
export type ClassifierInput = {
  jsonLdTypes: readonly string[];
  ogType: string | null;
  title: string;
  description: string;
  headings: string;
  bodyText: string;
  /** Headings that are only a date ("Sunday, 26 July 2015"): the day-by-day river of a blog or news site. */
  datedHeadings?: number;
};

/**
 * schema.org types that name a business type. Generic ones (Organization, Corporation, WebSite,
 * WebPage) are absent on purpose: almost every site declares them, so they say nothing.
 */
const SCHEMA_TYPES: Record<string, BusinessType> = {
  SoftwareApplication: 'SaaS / Software',
  WebApplication: 'SaaS / Software',
  MobileApplication: 'SaaS / Software',
  OnlineStore: 'E-commerce / Retail',
  OnlineBusiness: 'E-commerce / Retail',
  Store: 'E-commerce / Retail',
  Product: 'E-commerce / Retail',
  ProductGroup: 'E-commerce / Retail',
  OfferCatalog: 'E-commerce / Retail',
  ShoppingCenter: 'E-commerce / Retail',
  NewsMediaOrganization: 'News & Media',
  NewsArticle: 'News & Media',
  Newspaper: 'News & Media',
  Periodical: 'News & Media',
  Blog: 'News & Media',
  BlogPosting: 'News & Media',
  NGO: 'Charity / Non-profit',
  NonprofitOrganization: 'Charity / Non-profit',
  FinancialService: 'Financial Services',
  BankOrCreditUnion: 'Financial Services',
  InsuranceAgency: 'Financial Services',
  AccountingService: 'Financial Services',
  FinancialProduct: 'Financial Services',
  LoanOrCredit: 'Financial Services',
  InvestmentFund: 'Financial Services',
  TravelAgency: 'Travel & Hospitality',
  LodgingBusiness: 'Travel & Hospitality',
  Hotel: 'Travel & Hospitality',
  Motel: 'Travel & Hospitality',
  Hostel: 'Travel & Hospitality',
  Resort: 'Travel & Hospitality',
  BedAndBreakfast: 'Travel & Hospitality',
  Campground: 'Travel & Hospitality',
  VacationRental: 'Travel & Hospitality',
  Airline: 'Travel & Hospitality',
  TouristAttraction: 'Travel & Hospitality',
  TouristDestination: 'Travel & Hospitality',
  TouristTrip: 'Travel & Hospitality',
  EducationalOrganization: 'Education',
  CollegeOrUniversity: 'Education',
  School: 'Education',
  ElementarySchool: 'Education',
  HighSchool: 'Education',
  MiddleSchool: 'Education',
  Preschool: 'Education',
  Course: 'Education',
  EducationalOccupationalProgram: 'Education',
  MedicalOrganization: 'Healthcare',
  MedicalBusiness: 'Healthcare',
  MedicalClinic: 'Healthcare',
  Hospital: 'Healthcare',
  Physician: 'Healthcare',
  Dentist: 'Healthcare',
  Pharmacy: 'Healthcare',
  DiagnosticLab: 'Healthcare',
  Optician: 'Healthcare',
  VeterinaryCare: 'Healthcare',
  VideoGame: 'Entertainment & Gaming',
  Game: 'Entertainment & Gaming',
  EntertainmentBusiness: 'Entertainment & Gaming',
  MovieTheater: 'Entertainment & Gaming',
  Movie: 'Entertainment & Gaming',
  TVSeries: 'Entertainment & Gaming',
  MusicGroup: 'Entertainment & Gaming',
  SportsTeam: 'Entertainment & Gaming',
  SportsOrganization: 'Entertainment & Gaming',
  Casino: 'Entertainment & Gaming',
  AmusementPark: 'Entertainment & Gaming',
  AdvertisingAgency: 'Creative & Marketing Agency',
  ProfessionalService: 'Professional Services',
  LegalService: 'Professional Services',
  Attorney: 'Professional Services',
  Notary: 'Professional Services',
  EmploymentAgency: 'Professional Services',
  RealEstateAgent: 'Professional Services',
  LocalBusiness: 'Local Business',
  FoodEstablishment: 'Local Business',
  Restaurant: 'Local Business',
  Bakery: 'Local Business',
  CafeOrCoffeeShop: 'Local Business',
  BarOrPub: 'Local Business',
  HairSalon: 'Local Business',
  BeautySalon: 'Local Business',
  DaySpa: 'Local Business',
  AutoRepair: 'Local Business',
  Plumber: 'Local Business',
  Electrician: 'Local Business',
  Locksmith: 'Local Business',
  HomeAndConstructionBusiness: 'Local Business',
  RoofingContractor: 'Local Business',
  GeneralContractor: 'Local Business',
  HousePainter: 'Local Business',
  HVACBusiness: 'Local Business',
  MovingCompany: 'Local Business',
  ChildCare: 'Local Business',
  DryCleaningOrLaundry: 'Local Business',
};

/** Types so broad that a more specific one elsewhere on the page should win. */
const BROAD_SCHEMA_TYPES = new Set(['LocalBusiness', 'Store', 'Product', 'Periodical']);

/**
 * Keywords per business type, English first with a few common European words, so a German or French
 * page is not "Other" by default. Matched as whole words (multi-word phrases as word sequences).
 */
const KEYWORDS: Record<Exclude<BusinessType, 'Other'>, readonly string[]> = {
  'SaaS / Software': [
    'software',
    'saas',
    'platform',
    'cloud',
    'api',
    'free trial',
    'start free',
    'pricing',
    'integrations',
    'dashboard',
    'workflow',
    'workflows',
    'automation',
    'automate',
    'developers',
    'analytics',
    'crm',
    'deploy',
    'open source',
    'plugin',
    'for teams',
    'productivity',
    'collaboration',
    'cloud computing',
    'hosting',
    'database',
    'book a demo',
    'request a demo',
    'sdk',
    'web tools',
    'online tools',
    'widgets',
    'generator',
    'web service',
    'web services',
  ],
  'E-commerce / Retail': [
    'shop',
    'shop now',
    'buy now',
    'add to cart',
    'add to basket',
    'cart',
    'basket',
    'checkout',
    'free shipping',
    'free delivery',
    'sale',
    'new arrivals',
    'bestsellers',
    'best sellers',
    'collection',
    'collections',
    'free returns',
    'gift cards',
    'in stock',
    'warenkorb',
    'versandkostenfrei',
    'kaufen',
    'panier',
    'livraison gratuite',
    'tienda',
    'comprar',
  ],
  Marketplace: [
    'marketplace',
    'sellers',
    'suppliers',
    'buyers',
    'vendors',
    'wholesale',
    'wholesalers',
    'b2b',
    'manufacturers',
    'listings',
    'sell on',
    'trade leads',
    'exporters',
    'importers',
    'classifieds',
    'auction',
    'auctions',
    'second hand',
  ],
  'News & Media': [
    'news',
    'breaking news',
    'latest news',
    'headlines',
    'journalism',
    'journalists',
    'editorial',
    'opinion',
    'politics',
    'live updates',
    'magazine',
    'reporting',
    'correspondent',
    'top stories',
    'world news',
    'nachrichten',
    'schlagzeilen',
    'actualités',
    'noticias',
    'notizie',
    'blog',
    'rss feed',
    'newsroom',
    'podcast',
    'columnist',
    'sponsorship',
  ],
  'Charity / Non-profit': [
    'charity',
    'donate',
    'donation',
    'donations',
    'non profit',
    'nonprofit',
    'volunteer',
    'volunteers',
    'fundraising',
    'fundraise',
    'appeal',
    'registered charity',
    'foundation',
    'humanitarian',
    'ngo',
    'spenden',
    'spende',
    'ehrenamt',
    'faire un don',
    'bénévoles',
    'donar',
  ],
  'Local Business': [
    'opening hours',
    'open today',
    'book a table',
    'reservations',
    'visit us',
    'find us',
    'our shop',
    'family run',
    'family owned',
    'locally',
    'near you',
    'bakery',
    'restaurant',
    'café',
    'cafe',
    'salon',
    'barber',
    'plumber',
    'plumbing',
    'electrician',
    'takeaway',
    'öffnungszeiten',
    'bäckerei',
    'horaires',
    'horario',
    'call now',
    'free quote',
    'free survey',
    'no obligation',
    'callout',
    'call out',
    'roofing',
    'roofers',
    'waterproofing',
    'damp proofing',
    'basement',
    'builders',
    'plasterers',
    'landscaping',
    'locksmith',
    'removals',
    'guaranteed work',
    'fully insured',
    'local area',
    'serving',
  ],
  'Financial Services': [
    'bank',
    'banking',
    'loan',
    'loans',
    'mortgage',
    'mortgages',
    'credit card',
    'credit cards',
    'savings',
    'invest',
    'investing',
    'investment',
    'insurance',
    'pension',
    'pensions',
    'wealth',
    'payments',
    'financial',
    'interest rate',
    'current account',
    'trading',
    'stocks',
    'kredit',
    'versicherung',
    'banque',
    'assurance',
    'banco',
  ],
  'Travel & Hospitality': [
    'hotel',
    'hotels',
    'flights',
    'travel',
    'holiday',
    'holidays',
    'vacation',
    'vacations',
    'book your stay',
    'resort',
    'destinations',
    'trip',
    'trips',
    'car rental',
    'rental car',
    'car sharing',
    'carsharing',
    'cruise',
    'airline',
    'tours',
    'check in',
    'reisen',
    'urlaub',
    'voyage',
    'voyages',
    'viajes',
  ],
  Education: [
    'courses',
    'course',
    'learn',
    'learning',
    'students',
    'university',
    'school',
    'college',
    'tuition',
    'degree',
    'degrees',
    'enrol',
    'enroll',
    'curriculum',
    'teachers',
    'classes',
    'education',
    'library',
    'scholarships',
    'campus',
    'undergraduate',
    'postgraduate',
    'books',
    'research',
    'lectures',
    'archive',
    'archives',
    'studium',
    'schule',
    'cours',
    'école',
    'universidad',
  ],
  Healthcare: [
    'health',
    'healthcare',
    'patients',
    'patient',
    'clinic',
    'doctor',
    'doctors',
    'hospital',
    'medical',
    'treatment',
    'treatments',
    'appointment',
    'pharmacy',
    'nhs',
    'therapy',
    'dental',
    'dentist',
    'symptoms',
    'gp',
    'gesundheit',
    'arzt',
    'praxis',
    'santé',
    'médecin',
    'médecins',
    'clinique',
    'rendez vous',
    'consultation',
    'salud',
  ],
  'Entertainment & Gaming': [
    'games',
    'game',
    'gaming',
    'gamers',
    'play',
    'music',
    'movies',
    'films',
    'tv shows',
    'streaming',
    'videos',
    'entertainment',
    'celebrity',
    'tickets',
    'concerts',
    'esports',
    'fans',
    'league',
    'tippspiel',
    'tippspiele',
    'spiele',
    'bundesliga',
    'jeux',
    'juegos',
  ],
  'Technology Hardware': [
    'iphone',
    'ipad',
    'laptop',
    'laptops',
    'smartphone',
    'smartphones',
    'devices',
    'hardware',
    'chip',
    'chips',
    'processor',
    'headphones',
    'tablet',
    'tablets',
    'camera',
    'wearables',
    'gpu',
    'router',
    'battery life',
    'display',
    'accessories',
    'smartwatch',
  ],
  'Creative & Marketing Agency': [
    'design agency',
    'creative agency',
    'digital agency',
    'branding agency',
    'marketing agency',
    'pr agency',
    'advertising agency',
    'creative studio',
    'design studio',
    'brand identity',
    'branding',
    'web design',
    'art direction',
    'our work',
    'selected work',
    'case studies',
    'case study',
    'campaigns',
    'brand strategy',
    'agency',
    'werbeagentur',
    'designagentur',
    'agence',
  ],
  'Professional Services': [
    'consulting',
    'consultancy',
    'consultants',
    'law firm',
    'lawyers',
    'solicitors',
    'attorneys',
    'accountants',
    'advisory',
    'our services',
    'clients',
    'recruitment',
    'recruiters',
    'jobs',
    'careers',
    'employers',
    'architects',
    'beratung',
    'kanzlei',
    'rechtsanwälte',
    'recruiter',
    'stellenangebote',
    'conseil',
  ],
};

/** og:type values that hint at a type (og:type is mostly "website" on home pages). */
const OG_TYPE_HINTS: readonly [RegExp, BusinessType][] = [
  [/^product/, 'E-commerce / Retail'],
  [/^article$/, 'News & Media'],
  [/^(music|video)\./, 'Entertainment & Gaming'],
  [/^(restaurant|business)\./, 'Local Business'],
];

/** Dated headings from which a page reads as a blog or news river, and what they count for. */
const MIN_DATED_HEADINGS = 3;
const DATED_HEADINGS_WEIGHT = 10;
/**
 * A site that says what it is in its description ("X is a non-profit digital library", "an
 * independent design studio") has settled its type; that sentence outweighs topical keywords
 * (a digital library's "books", "research" and "archive").
 */
const SELF_DESCRIPTIONS: readonly [RegExp, BusinessType][] = [
  [/\b(?:is|are|we are|as) an? (?:\w+ ){0,2}(?:non-?profit|not-for-profit|registered charity|charity)\b/i, 'Charity / Non-profit'],
  [
    /\b(?:is|are|we are|as) an? (?:\w+ ){0,3}(?:design|creative|branding|digital|marketing|pr|advertising) (?:agency|studio|consultancy)\b/i,
    'Creative & Marketing Agency',
  ],
  [/\b(?:is|are|we are) an? (?:\w+ ){0,3}(?:news(?:paper)?|magazine|blog|publication|news site)\b/i, 'News & Media'],
];

const FIELD_WEIGHTS = { title: 3, description: 3, headings: 2, bodyText: 1 } as const;
/** Below this the page says too little to pick a type. */
const MIN_SCORE = 4;
const OG_TYPE_WEIGHT = 3;

const KEYWORD_INDEX = new PhraseIndex<BusinessType>(
  (Object.entries(KEYWORDS) as [BusinessType, readonly string[]][]).flatMap(([type, phrases]) =>
    phrases.map((phrase) => [phrase, type] as const),
  ),
);

/**
 * Classifies a home page into one of {@link BUSINESS_TYPES}. A schema.org type from JSON-LD decides
 * when it names one; otherwise distinct keyword hits are weighed by where they appear (title and
 * description count most). Deterministic; ties go to the earlier type in the list.
 */
export function classifyBusinessType(input: ClassifierInput): BusinessType {
  const fromSchema = businessTypeFromSchema(input.jsonLdTypes);
  if (fromSchema) {
    return fromSchema;
  }
  // A site that says what it is ("X is a non-profit digital library") has settled its type.
  const selfDescribed = SELF_DESCRIPTIONS.find(([pattern]) => pattern.test(`${input.title}. ${input.description}`));
  if (selfDescribed) {
    return selfDescribed[1];
  }
  const scores = new Map<BusinessType, number>();
  for (const field of Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]) {
    for (const type of KEYWORD_INDEX.distinctMatches(input[field])) {
      scores.set(type, (scores.get(type) ?? 0) + FIELD_WEIGHTS[field]);
    }
  }
  if ((input.datedHeadings ?? 0) >= MIN_DATED_HEADINGS) {
    scores.set('News & Media', (scores.get('News & Media') ?? 0) + DATED_HEADINGS_WEIGHT);
  }
  const ogType = (input.ogType ?? '').toLowerCase();
  for (const [pattern, type] of OG_TYPE_HINTS) {
    if (pattern.test(ogType)) {
      scores.set(type, (scores.get(type) ?? 0) + OG_TYPE_WEIGHT);
    }
  }
  let best: BusinessType = 'Other';
  let bestScore = MIN_SCORE - 1;
  for (const type of BUSINESS_TYPES) {
    const score = scores.get(type) ?? 0;
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return best;
}

/** The most specific business type named by the page's JSON-LD `@type` values, or null. */
export function businessTypeFromSchema(types: readonly string[]): BusinessType | null {
  let broad: BusinessType | null = null;
  for (const raw of types) {
    const name = raw.replace(/^(https?:\/\/)?schema\.org\//i, '').replace(/^schema:/i, '');
    // Own keys only: a page may declare "@type": "constructor".
    const type = Object.hasOwn(SCHEMA_TYPES, name) ? SCHEMA_TYPES[name] : undefined;
    if (!type) {
      continue;
    }
    if (!BROAD_SCHEMA_TYPES.has(name)) {
      return type;
    }
    broad ??= type;
  }
  return broad;
}
