// The bench's own table of national outlets and statistics offices per target region. Kept apart from
// the generator's knowledge tables on purpose: a measuring stick that shared the product's table would
// pass whatever the product knows and miss what it does not.
import { escapeRegExp } from '../../src/common/text/escape-reg-exp.js';

export type RegionOracle = {
  /** How briefs write the region ("UK", "United Kingdom", ...), lower case. */
  aliases: readonly string[];
  /** National outlets. All-capital names match case-sensitively as whole words, others ignore case. */
  outlets: readonly string[];
  /**
   * National statistics offices, central banks and public data bodies: a health ministry's survey
   * (Healthy Ireland, the New Zealand Health Survey), a public health institute, a national tourist
   * board's research are a market's own figures as much as its statistics office's.
   */
  statistics: readonly string[];
};

export const REGION_ORACLE: Readonly<Record<string, RegionOracle>> = {
  UK: {
    aliases: ['uk', 'united kingdom', 'britain', 'great britain', 'gb', 'england', 'scotland', 'wales'],
    outlets: ['BBC', 'The Guardian', 'The Times', 'The Sunday Times', 'The Telegraph', 'The Independent', 'Sky News', 'Daily Mail', 'Mail Online', 'The Sun', 'Metro', 'Daily Mirror', 'Mirror', 'Financial Times', 'Evening Standard', 'inews', 'The i', 'Daily Express', 'The Economist', 'The Register', 'TechRadar', 'Which?', 'This is Money', 'Wired UK', 'HuffPost UK', 'Computer Weekly', 'New Scientist', 'Estates Gazette', 'Property Week', 'Homes & Property', 'Ideal Home', 'City A.M.', 'Campaign', 'PRWeek', 'The Grocer', 'Retail Gazette', 'Autocar', 'Auto Express', 'Good Housekeeping UK', 'Stylist', 'Grazia', 'Channel 4 News', 'ITV News', 'The Scotsman', 'Wales Online', 'Manchester Evening News', 'Marie Claire UK', 'Which? Travel', 'The Observer'],
    statistics: ['ONS', 'Office for National Statistics', 'Bank of England', 'HMRC', 'DWP', 'NHS England', 'NHS Digital', 'Ofcom', 'Ofgem', 'HM Land Registry', 'Land Registry', 'Department for Transport', 'DfT', 'Defra', 'Department for Education', 'Met Office', 'Civil Aviation Authority', 'FCA', 'HESA', 'Sport England', 'VisitBritain', 'Companies House', 'Food Standards Agency', 'National Diet and Nutrition Survey', 'UK Health Security Agency', 'Department for Energy Security', 'DESNZ', 'Home Office'],
  },
  US: {
    aliases: ['us', 'usa', 'u.s.', 'united states', 'america'],
    outlets: ['The New York Times', 'New York Times', 'The Washington Post', 'Washington Post', 'USA Today', 'CNN', 'CNBC', 'NPR', 'The Wall Street Journal', 'Wall Street Journal', 'Bloomberg', 'Forbes', 'Business Insider', 'Axios', 'Politico', 'The Verge', 'Wired', 'TechCrunch', 'Engadget', 'Ars Technica', 'CNET', 'Gizmodo', 'HuffPost', 'BuzzFeed', 'Vox', 'The Atlantic', 'TIME', 'Fortune', 'Fox News', 'NBC News', 'ABC News', 'CBS News', 'Los Angeles Times', 'Parents', 'Good Housekeeping', 'VentureBeat', 'People', 'Eater', 'Bon Appétit', 'Food & Wine', 'Travel + Leisure', 'Condé Nast Traveler', 'Car and Driver', 'MotorTrend', 'Kotaku', 'IGN', 'Polygon', 'Vogue', 'Refinery29', 'Healthline', "Men's Health", "Women's Health", 'Real Simple', 'Fast Company', 'Inc.', 'MarketWatch', 'Yahoo Finance', 'The Points Guy', 'Allrecipes', 'Today', 'Apartment Therapy', 'Realtor.com', 'CoinDesk', 'Variety', 'The Hollywood Reporter', 'Rolling Stone', 'ESPN', 'The Athletic', 'Scientific American', 'STAT News', 'Grist', 'Inside Climate News', 'EdSurge', 'Education Week', 'Modern Retail', 'Retail Dive', 'Adweek', 'Ad Age', 'Mashable', 'Digiday'],
    statistics: ['BLS', 'Bureau of Labor Statistics', 'Census Bureau', 'US Census', 'Bureau of Economic Analysis', 'BEA', 'Federal Reserve', 'FRED', 'CDC', 'NCES', 'National Center for Education Statistics', 'EIA', 'Energy Information Administration', 'NOAA', 'USDA', 'Bureau of Transportation Statistics', 'National Travel and Tourism Office', 'SEC EDGAR', 'Pew Research Center', 'NHANES', 'FDA', 'FBI', 'NHTSA', 'Department of Labor', 'FTC'],
  },
  Ireland: {
    aliases: ['ireland', 'republic of ireland', 'roi', 'eire'],
    outlets: ['The Irish Times', 'Irish Times', 'Irish Independent', 'RTÉ', 'RTE', 'Irish Examiner', 'TheJournal.ie', 'The Journal', 'Business Post', 'Newstalk', 'Silicon Republic', 'The Irish Sun', 'Irish Daily Mail', 'Today FM', 'Sunday Independent', 'Irish Mirror', 'Breaking News.ie'],
    statistics: ['CSO', 'Central Statistics Office', 'Central Bank of Ireland', 'ESRI', 'Economic and Social Research Institute', 'Daft.ie', 'HSE', 'Revenue Commissioners', 'SEAI', 'Fáilte Ireland', 'Failte Ireland', 'Healthy Ireland'],
  },
  Germany: {
    aliases: ['germany', 'deutschland', 'de', 'dach'],
    outlets: ['Der Spiegel', 'Spiegel', 'Handelsblatt', 'Die Zeit', 'Zeit Online', 'Frankfurter Allgemeine', 'FAZ', 'Süddeutsche Zeitung', 'Sueddeutsche', 'Bild', 'Die Welt', 'Welt', 'Tagesschau', 'ZDF', 'ARD', 'Focus', 'Stern', 't-online', 'heise', 'WirtschaftsWoche', 'Manager Magazin', 'Deutsche Welle', 'DW', 'n-tv', 'Capital', 'Chip', 'Golem'],
    statistics: ['Destatis', 'Statistisches Bundesamt', 'Federal Statistical Office of Germany', 'Bundesbank', 'IAB', 'Bundesagentur für Arbeit', 'Federal Employment Agency', 'Kraftfahrt-Bundesamt', 'KBA', 'Umweltbundesamt', 'ifo Institute', 'DIW', 'Robert Koch Institute', 'German National Tourist Board'],
  },
  France: {
    aliases: ['france'],
    outlets: ['Le Monde', 'Le Figaro', 'Libération', 'Liberation', 'Les Echos', 'Le Parisien', 'France 24', 'BFM', 'BFMTV', 'franceinfo', 'France Info', "L'Express", 'Le Point', '20 Minutes', 'Ouest-France', 'TF1', 'Capital.fr', 'Challenges', 'Le Journal du Dimanche', 'Marie Claire France'],
    statistics: ['INSEE', 'Banque de France', 'DREES', 'DARES', 'ADEME', 'Santé publique France', 'France Travail', 'Pôle emploi', 'Atout France'],
  },
  Spain: {
    aliases: ['spain', 'españa', 'espana'],
    outlets: ['El País', 'El Pais', 'El Mundo', 'La Vanguardia', 'ABC España', 'ABC.es', 'Expansión', 'Expansion', 'Cinco Días', 'El Confidencial', '20minutos', 'RTVE', 'elDiario.es', 'El Economista', 'Marca', 'El Periódico', 'Antena 3'],
    statistics: ['INE', 'Instituto Nacional de Estadística', 'Instituto Nacional de Estadistica', 'Banco de España', 'Banco de Espana', 'CIS', 'Centro de Investigaciones Sociológicas', 'SEPE'],
  },
  Italy: {
    aliases: ['italy', 'italia'],
    outlets: ['Corriere della Sera', 'La Repubblica', 'Repubblica', 'La Stampa', 'Il Sole 24 Ore', 'ANSA', 'Il Messaggero', 'RAI', 'Sky TG24', 'Il Fatto Quotidiano', 'Milano Finanza', 'Il Giornale', 'Wired Italia'],
    statistics: ['Istat', 'ISTAT', "Banca d'Italia", 'Bank of Italy', 'INPS', 'Censis', 'Istituto Superiore di Sanità'],
  },
  Netherlands: {
    aliases: ['netherlands', 'the netherlands', 'holland', 'nl', 'benelux'],
    outlets: ['De Telegraaf', 'NRC', 'de Volkskrant', 'Volkskrant', 'Het Financieele Dagblad', 'FD', 'NOS', 'RTL Nieuws', 'Algemeen Dagblad', 'AD', 'Trouw', 'NU.nl', 'Het Parool'],
    statistics: ['CBS', 'Centraal Bureau voor de Statistiek', 'Statistics Netherlands', 'De Nederlandsche Bank', 'DNB', 'CPB', 'RIVM'],
  },
  Nordics: {
    aliases: ['nordics', 'nordic', 'scandinavia', 'nordic countries', 'sweden', 'norway', 'denmark', 'finland', 'iceland'],
    outlets: ['Dagens Nyheter', 'Svenska Dagbladet', 'Aftonbladet', 'Expressen', 'Dagens Industri', 'SVT', 'Aftenposten', 'VG', 'NRK', 'Dagens Næringsliv', 'Dagens Naeringsliv', 'E24', 'Politiken', 'Berlingske', 'DR', 'Børsen', 'Borsen', 'Jyllands-Posten', 'Helsingin Sanomat', 'Yle', 'Kauppalehti', 'RÚV'],
    statistics: ['Statistics Sweden', 'SCB', 'Statistics Norway', 'SSB', 'Statistics Denmark', 'Danmarks Statistik', 'Statistics Finland', 'Tilastokeskus', 'Statistics Iceland', 'Nordic Statistics', 'Riksbank', 'Norges Bank', 'Danmarks Nationalbank'],
  },
  Canada: {
    aliases: ['canada'],
    outlets: ['The Globe and Mail', 'Globe and Mail', 'Toronto Star', 'National Post', 'CBC', 'CTV News', 'CTV', 'Global News', 'Financial Post', 'La Presse', 'Le Devoir', "Maclean's", 'BNN Bloomberg', 'The Canadian Press', 'Radio-Canada', 'Narcity', 'BlogTO', 'MoneySense'],
    statistics: ['Statistics Canada', 'StatCan', 'Statcan', 'Bank of Canada', 'CMHC', 'Canada Mortgage and Housing Corporation', 'Health Canada', 'Canadian Institute for Health Information', 'CIHI'],
  },
  Australia: {
    aliases: ['australia', 'aus', 'anz', 'au'],
    outlets: ['The Sydney Morning Herald', 'Sydney Morning Herald', 'The Age', 'The Australian', 'ABC News Australia', 'ABC Australia', 'news.com.au', 'Australian Financial Review', 'AFR', 'Guardian Australia', 'The Guardian Australia', '9News', 'Nine News', 'SBS', 'Herald Sun', 'The Daily Telegraph (Sydney)', 'Crikey', 'Canstar', 'Mamamia', 'The Courier-Mail', 'Seven News', '7NEWS', 'Broadsheet', 'Finder'],
    statistics: ['Australian Bureau of Statistics', 'ABS', 'Reserve Bank of Australia', 'RBA', 'AIHW', 'Australian Institute of Health and Welfare', 'ACCC', 'CSIRO', 'Tourism Research Australia'],
  },
  'New Zealand': {
    aliases: ['new zealand', 'nz', 'aotearoa'],
    outlets: ['NZ Herald', 'The New Zealand Herald', 'New Zealand Herald', 'Stuff.co.nz', 'Stuff NZ', 'RNZ', 'Radio New Zealand', '1News', 'TVNZ', 'Newsroom', 'The Spinoff', 'Otago Daily Times', 'The Post', 'Newshub', 'BusinessDesk', 'interest.co.nz', 'The Press'],
    statistics: ['Stats NZ', 'Statistics New Zealand', 'Reserve Bank of New Zealand', 'RBNZ', 'Ministry of Health NZ', 'New Zealand Health Survey', 'MBIE', 'Te Whatu Ora'],
  },
  India: {
    aliases: ['india'],
    outlets: ['The Times of India', 'Times of India', 'Hindustan Times', 'The Hindu', 'The Indian Express', 'Indian Express', 'NDTV', 'The Economic Times', 'Economic Times', 'Mint', 'Livemint', 'Business Standard', 'India Today', 'Scroll', 'ThePrint', 'The Print', 'Moneycontrol', 'Deccan Herald', 'News18', 'Firstpost', 'YourStory', 'Inc42'],
    statistics: ['MOSPI', 'Ministry of Statistics and Programme Implementation', 'National Statistical Office', 'NSO', 'NSSO', 'Reserve Bank of India', 'RBI', 'Census of India', 'NFHS', 'National Family Health Survey', 'Periodic Labour Force Survey', 'PLFS', 'TRAI', 'NASSCOM'],
  },
  Singapore: {
    aliases: ['singapore', 'sg'],
    outlets: ['The Straits Times', 'Straits Times', 'CNA', 'Channel NewsAsia', 'The Business Times', 'Business Times', 'TODAY', 'Mothership', 'Lianhe Zaobao', 'The New Paper', 'The Edge Singapore', 'Tech in Asia', 'Vulcan Post'],
    statistics: ['Department of Statistics Singapore', 'SingStat', 'Singapore Department of Statistics', 'Monetary Authority of Singapore', 'MAS', 'Ministry of Manpower', 'MOM', 'Housing & Development Board', 'HDB', 'IMDA', 'Singapore Tourism Board'],
  },
  UAE: {
    aliases: ['uae', 'united arab emirates', 'emirates', 'dubai', 'abu dhabi', 'gcc', 'middle east'],
    outlets: ['The National', 'Gulf News', 'Khaleej Times', 'Arabian Business', 'Gulf Business', 'Al Khaleej', 'Emirates 24/7', 'Zawya', 'Time Out Dubai', 'Al Arabiya', 'Gulf Today', 'Al Bayan'],
    statistics: ['Federal Competitiveness and Statistics Centre', 'FCSC', 'Dubai Statistics Center', 'Dubai Statistics Centre', 'Statistics Centre Abu Dhabi', 'SCAD', 'Central Bank of the UAE', 'CBUAE', 'Dubai Land Department', 'Dubai Department of Economy and Tourism', 'Bayanat'],
  },
};

/** The oracle regions a brief's target_regions names, in its order; unknown names are skipped. */
export function oracleRegions(targetRegions: string): string[] {
  const parts = targetRegions
    .toLowerCase()
    .split(/\s*(?:,|;|\/|&|\+|\band\b)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const regions: string[] = [];
  for (const part of parts) {
    const region = Object.entries(REGION_ORACLE).find(([, oracle]) => oracle.aliases.includes(part))?.[0];
    if (region && !regions.includes(region)) regions.push(region);
  }
  return regions;
}

/** A name as a pattern: whole words, case-sensitive for acronyms ("CSO", "INE"), otherwise not. */
export function namePattern(name: string): RegExp {
  const escaped = escapeRegExp(name);
  const acronym = /^[A-Z0-9&.\-/]{2,}$/.test(name) || name === 'TIME' || name === 'TODAY';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, acronym ? 'u' : 'iu');
}

/** True when the text names any of the names (each as a whole word). */
export function mentionsAny(text: string, names: readonly string[]): boolean {
  return names.some((name) => namePattern(name).test(text));
}
