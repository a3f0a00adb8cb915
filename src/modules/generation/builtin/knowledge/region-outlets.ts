// National outlets per region and broad beat, for every region the brief form offers beyond the UK and
// the US (whose outlets are listed per beat in beats.ts). Real titles only, each one that a PR team in
// that market would pitch: a national news brand, the business paper, the tech site, the consumer
// and lifestyle press, and the health, travel and food desks where a brand in those sectors goes.
// A title whose bare name another market also uses carries its market ("ABC España", "Stuff.co.nz"
// beside the UK's Stuff magazine): one list can hold both, and a reader must tell them apart.
import type { BeatKey } from './beats.js';
import type { RegionKey } from './regions.js';

export type BroadBeat = 'news' | 'business' | 'technology' | 'lifestyle' | 'health' | 'travel' | 'food';

/** The broad desk a beat's stories go to in a market whose press we list by broad beat only. */
export const BROAD_BEATS: Readonly<Record<BeatKey, BroadBeat>> = {
  technology: 'technology',
  ai: 'technology',
  security: 'technology',
  science: 'news',
  business: 'business',
  'personal-finance': 'business',
  crypto: 'business',
  politics: 'news',
  health: 'health',
  environment: 'news',
  sport: 'news',
  entertainment: 'lifestyle',
  gaming: 'technology',
  food: 'food',
  travel: 'travel',
  lifestyle: 'lifestyle',
  fashion: 'lifestyle',
  motoring: 'lifestyle',
  property: 'business',
  education: 'news',
  retail: 'lifestyle',
  marketing: 'business',
  general: 'news',
};

type NationalRegion = Exclude<RegionKey, 'UK' | 'US' | 'global'>;

export const NATIONAL_OUTLETS: Readonly<Record<NationalRegion, Readonly<Record<BroadBeat, readonly string[]>>>> = {
  IE: {
    news: ['The Irish Times', 'RTÉ News', 'Irish Independent', 'TheJournal.ie', 'Irish Examiner'],
    business: ['The Irish Times Business', 'Business Post', 'Irish Independent Business', 'RTÉ Business'],
    technology: ['Silicon Republic', 'The Irish Times Technology', 'Business Post Tech', 'RTÉ News'],
    lifestyle: ['Irish Independent Life', 'The Irish Times Magazine', 'IMAGE.ie', 'RTÉ Lifestyle'],
    health: ['The Irish Times Health', 'Irish Independent Health', 'RTÉ News', 'Irish Examiner'],
    travel: ['The Irish Times Travel', 'Irish Independent Travel', 'Irish Examiner Travel', 'TheJournal.ie'],
    food: ['The Irish Times Food & Drink', 'Irish Independent Food', 'IMAGE.ie', 'Irish Examiner'],
  },
  DE: {
    news: ['Der Spiegel', 'Süddeutsche Zeitung', 'Frankfurter Allgemeine Zeitung', 'Die Zeit', 'tagesschau.de'],
    business: ['Handelsblatt', 'WirtschaftsWoche', 'Manager Magazin', 'Capital'],
    technology: ['heise online', "c't", 't3n', 'Golem.de'],
    lifestyle: ['Stern', 'Focus', 'Brigitte', 'Bild'],
    health: ['Apotheken Umschau', 'Spiegel Gesundheit', 'Focus Gesundheit', 'Süddeutsche Zeitung'],
    travel: ['GEO Saison', 'Merian', 'Süddeutsche Zeitung Reise', 'Spiegel Reise'],
    food: ['essen & trinken', 'Der Feinschmecker', 'Stern', 'Brigitte'],
  },
  FR: {
    news: ['Le Monde', 'Le Figaro', 'Libération', 'franceinfo', 'Le Parisien'],
    business: ['Les Echos', 'La Tribune', 'Challenges', 'BFM Business'],
    technology: ['01net', 'Numerama', 'Frandroid', "L'Usine Digitale"],
    lifestyle: ['Le Parisien', 'Madame Figaro', 'Elle France', 'Marie Claire France'],
    health: ['Santé Magazine', 'Top Santé', 'Le Figaro Santé', 'franceinfo'],
    travel: ['Le Figaro Voyage', 'GEO France', 'Le Monde M Voyage', 'Le Parisien'],
    food: ['Le Figaro Madame Cuisine', 'Elle à Table', 'Le Parisien', 'Marie Claire France'],
  },
  ES: {
    news: ['El País', 'El Mundo', 'La Vanguardia', 'ABC España', 'RTVE'],
    business: ['Expansión', 'Cinco Días', 'El Economista', 'El Confidencial'],
    technology: ['Xataka', 'Hipertextual', 'El País Tecnología', 'Genbeta'],
    lifestyle: ['20minutos', '¡Hola!', 'El País Semanal', 'Vogue España'],
    health: ['CuídatePlus', 'El País Salud', 'ABC Salud', 'RTVE'],
    travel: ['El País Viajero', 'Condé Nast Traveler España', 'National Geographic España', 'El Mundo Viajes'],
    food: ['El Comidista (El País)', 'Directo al Paladar', '20minutos', '¡Hola!'],
  },
  IT: {
    news: ['Corriere della Sera', 'la Repubblica', 'La Stampa', 'ANSA'],
    business: ['Il Sole 24 Ore', 'Milano Finanza', 'Corriere Economia', 'Forbes Italia'],
    technology: ['Wired Italia', 'DDay.it', 'HDblog', 'Il Sole 24 Ore Tecnologia'],
    lifestyle: ['Vanity Fair Italia', 'Donna Moderna', 'Grazia Italia', 'Io Donna'],
    health: ['Corriere Salute', 'Repubblica Salute', 'ANSA Salute', 'Starbene'],
    travel: ['Dove', 'Touring Club Italiano', 'Corriere Viaggi', 'la Repubblica Viaggi'],
    food: ['Gambero Rosso', 'La Cucina Italiana', 'Corriere Cook', 'Donna Moderna'],
  },
  NL: {
    news: ['NOS', 'de Volkskrant', 'NRC', 'De Telegraaf', 'AD'],
    business: ['Het Financieele Dagblad', 'Sprout', 'BNR Nieuwsradio', 'Quote'],
    technology: ['Tweakers', 'Emerce', 'Bright', 'Computable'],
    lifestyle: ['Libelle', 'Linda.', 'Margriet', 'AD'],
    health: ['Gezondheidsnet', 'NOS', 'de Volkskrant', 'Libelle'],
    travel: ['Columbus Travel', 'ANWB Kampioen', 'de Volkskrant', 'AD'],
    food: ['Allerhande', 'Delicious Nederland', 'de Volkskrant', 'Libelle'],
  },
  NORDICS: {
    news: ['Dagens Nyheter (Sweden)', 'Aftenposten (Norway)', 'Politiken (Denmark)', 'Helsingin Sanomat (Finland)', 'Yle News (Finland)'],
    business: ['Dagens Industri (Sweden)', 'Dagens Næringsliv (Norway)', 'Børsen (Denmark)', 'Kauppalehti (Finland)'],
    technology: ['Ny Teknik (Sweden)', 'Digi.no (Norway)', 'Version2 (Denmark)', 'Tivi (Finland)'],
    lifestyle: ['Aftonbladet (Sweden)', 'VG (Norway)', 'Ekstra Bladet (Denmark)', 'Ilta-Sanomat (Finland)'],
    health: ['Svenska Dagbladet (Sweden)', 'NRK (Norway)', 'DR (Denmark)', 'Yle (Finland)'],
    travel: ['Vagabond (Sweden)', 'VG Reise (Norway)', 'Politiken Rejser (Denmark)', 'Helsingin Sanomat (Finland)'],
    food: ['Allt om Mat (Sweden)', 'Aftenposten Mat (Norway)', 'Politiken Mad (Denmark)', 'Yle (Finland)'],
  },
  CA: {
    news: ['CBC News', 'The Globe and Mail', 'Toronto Star', 'CTV News', 'National Post'],
    business: ['The Globe and Mail Report on Business', 'Financial Post', 'BNN Bloomberg', 'The Logic'],
    technology: ['BetaKit', 'MobileSyrup', 'The Logic', 'CBC News'],
    lifestyle: ["Maclean's", 'Chatelaine', 'Toronto Life', 'CBC Life'],
    health: ['CBC Health', 'The Globe and Mail', 'CTV News', 'Chatelaine'],
    travel: ['The Globe and Mail Travel', 'Toronto Star Travel', 'Explore Magazine', 'CTV News'],
    food: ['Food & Drink (LCBO)', 'Chatelaine Food', 'Toronto Life', 'CBC Life'],
  },
  AU: {
    news: ['ABC News Australia', 'The Sydney Morning Herald', 'The Age', 'The Australian', 'Guardian Australia', 'news.com.au'],
    business: ['The Australian Financial Review', 'SmartCompany', 'Business News Australia', 'The Australian Business Review'],
    technology: ['iTnews', 'Gizmodo Australia', 'The Sydney Morning Herald Technology', 'SmartCompany'],
    lifestyle: ['news.com.au Lifestyle', 'Mamamia', "The Australian Women's Weekly", 'Broadsheet'],
    health: ['ABC Health', 'The Sydney Morning Herald Health', 'Medical Republic', 'news.com.au'],
    travel: ['Traveller (SMH and The Age)', 'Escape (news.com.au)', 'Australian Traveller', 'Broadsheet'],
    food: ['Good Food (SMH and The Age)', 'delicious. Australia', 'taste.com.au', 'Broadsheet'],
  },
  NZ: {
    news: ['RNZ', 'NZ Herald', 'Stuff.co.nz', '1News'],
    business: ['BusinessDesk (NZ Herald)', 'interest.co.nz', 'National Business Review', 'RNZ'],
    technology: ['IT Brief New Zealand', 'NZ Herald Technology', 'The Spinoff', 'Stuff.co.nz'],
    lifestyle: ['The Spinoff', 'Viva (NZ Herald)', "New Zealand Woman's Weekly", 'Stuff.co.nz'],
    health: ['RNZ', 'NZ Herald Health', 'The Spinoff', 'New Zealand Doctor'],
    travel: ['Stuff Travel', 'NZ Herald Travel', 'Kia Ora (Air New Zealand)', 'The Spinoff'],
    food: ['Cuisine', 'Viva (NZ Herald)', 'The Spinoff', 'Stuff.co.nz'],
  },
  IN: {
    news: ['The Times of India', 'The Hindu', 'Hindustan Times', 'The Indian Express', 'NDTV'],
    business: ['The Economic Times', 'Mint', 'Business Standard', 'Moneycontrol'],
    technology: ['Inc42', 'YourStory', 'ETTech (The Economic Times)', 'Gadgets 360'],
    lifestyle: ['Femina', 'Vogue India', 'Hindustan Times Lifestyle', 'India Today'],
    health: ['The Hindu (Health)', 'Hindustan Times Health', 'NDTV', 'India Today'],
    travel: ['Condé Nast Traveller India', 'Outlook Traveller', 'Lonely Planet India', 'Hindustan Times Lifestyle'],
    food: ['Femina', 'Condé Nast Traveller India', 'Hindustan Times Lifestyle', 'The Hindu'],
  },
  SG: {
    news: ['The Straits Times', 'CNA', 'TODAY'],
    business: ['The Business Times', 'The Edge Singapore', 'CNA'],
    technology: ['Tech in Asia', 'e27', 'The Straits Times Tech'],
    lifestyle: ['Mothership', 'Her World', 'CNA Lifestyle', 'The Straits Times Life'],
    health: ['The Straits Times', 'CNA', 'TODAY', 'HealthHub'],
    travel: ['CNA Lifestyle', 'The Straits Times Life', 'Honeycombers', 'Time Out Singapore'],
    food: ['8days', 'The Straits Times Food', 'Time Out Singapore', 'Honeycombers'],
  },
  AE: {
    news: ['The National', 'Gulf News', 'Khaleej Times'],
    business: ['Arabian Business', 'Gulf Business', 'The National Business'],
    technology: ['TahawulTech', 'Wamda', 'Gulf News Tech', 'Khaleej Times'],
    lifestyle: ["What's On (UAE)", 'Time Out Dubai', 'Emirates Woman', 'Gulf News'],
    health: ['Gulf News', 'Khaleej Times', 'The National', 'Emirates Woman'],
    travel: ['Time Out Dubai', 'Condé Nast Traveller Middle East', 'The National', "What's On (UAE)"],
    food: ['Time Out Dubai', "What's On (UAE)", 'Gulf News', 'Caterer Middle East'],
  },
  EU: {
    news: ['Politico Europe', 'Euronews', 'Euractiv'],
    business: ['Financial Times', 'Reuters', 'Bloomberg'],
    technology: ['Sifted', 'Tech.eu', 'The Next Web'],
    lifestyle: ['Euronews Culture', 'Monocle', 'Euronews'],
    health: ['Politico Europe', 'Euronews Health', 'Euractiv'],
    travel: ['Euronews Travel', 'Monocle', 'Lonely Planet'],
    food: ['Euronews Culture', 'Monocle', 'Euractiv'],
  },
};
