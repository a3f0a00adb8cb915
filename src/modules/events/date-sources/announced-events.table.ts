// One-off dated moments: announced major events and round-number anniversaries. Only dates we
// are sure of are listed (an unsure date is worse than none); add new ones as they are
// announced. Entries that have passed simply drop out of the 12-month window.
import type { EventRegion, EventSector } from '../../../contracts/events.contract.js';

export type AnnouncedEvent = {
  /** Stable slug; the event key is `announced:<key>:<year of startDate>`. */
  key: string;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, inclusive; null for a single day. */
  endDate: string | null;
  sector: EventSector;
  region: EventRegion;
  location: string;
  city: string | null;
  country: string | null;
  url: string | null;
  description: string;
  isHighlighted: boolean;
};

export const ANNOUNCED_EVENTS: readonly AnnouncedEvent[] = [
  {
    key: 'super-bowl-lxi',
    title: 'Super Bowl LXI',
    startDate: '2027-02-14',
    endDate: null,
    sector: 'sports',
    region: 'north_america',
    location: 'SoFi Stadium',
    city: 'Inglewood',
    country: 'United States',
    url: null,
    description:
      "The NFL championship game, on Valentine's Day 2027: the most-watched US broadcast of the year. Ad-spend, food and party spending, betting and halftime-show stories.",
    isHighlighted: true,
  },
  {
    key: 'expo-2027-belgrade',
    title: 'Expo 2027 Belgrade',
    startDate: '2027-05-15',
    endDate: '2027-08-15',
    sector: 'travel',
    region: 'europe',
    location: 'Expo site',
    city: 'Belgrade',
    country: 'Serbia',
    url: null,
    description:
      'Specialised world expo themed "Play for Humanity: Sport and Music for All". National pavilions, tourism and sport-and-music innovation stories.',
    isHighlighted: false,
  },
  {
    key: 'lindbergh-transatlantic-centenary',
    title: "Centenary of Lindbergh's solo transatlantic flight",
    startDate: '2027-05-20',
    endDate: '2027-05-21',
    sector: 'travel',
    region: 'global',
    location: 'New York to Paris',
    city: null,
    country: null,
    url: null,
    description:
      '100 years since Charles Lindbergh flew the Spirit of St. Louis nonstop from New York to Paris (May 20-21, 1927). Aviation history, the future of flight and travel-industry stories.',
    isHighlighted: false,
  },
  {
    key: 'star-wars-50th-anniversary',
    title: 'Star Wars 50th anniversary',
    startDate: '2027-05-25',
    endDate: null,
    sector: 'entertainment',
    region: 'global',
    location: 'Worldwide',
    city: null,
    country: null,
    url: 'https://www.starwars.com/',
    description:
      'Fifty years since the first Star Wars film opened in US cinemas on May 25, 1977. Fandom, merchandise, film-technology and nostalgia stories.',
    isHighlighted: true,
  },
  {
    key: 'fifa-womens-world-cup-2027',
    title: "FIFA Women's World Cup 2027",
    startDate: '2027-06-24',
    endDate: '2027-07-25',
    sector: 'sports',
    region: 'latin_america',
    location: 'Host cities across Brazil',
    city: null,
    country: 'Brazil',
    url: null,
    description:
      "The first women's World Cup in South America. Women's sport investment, viewing figures, sponsorship and fan-travel stories.",
    isHighlighted: true,
  },
  {
    key: 'solar-eclipse-2027-08-02',
    title: 'Total solar eclipse',
    startDate: '2027-08-02',
    endDate: null,
    sector: 'environment',
    region: 'global',
    location: 'Path of totality: southern Spain, North Africa and the Arabian Peninsula',
    city: 'Luxor',
    country: 'Egypt',
    url: null,
    description:
      'More than six minutes of totality near Luxor, one of the longest total eclipses seen from land in a lifetime. Eclipse tourism, eye-safety advice and science explainers.',
    isHighlighted: true,
  },
  {
    key: 'world-youth-day-2027',
    title: 'World Youth Day 2027',
    startDate: '2027-08-03',
    endDate: '2027-08-08',
    sector: 'other',
    region: 'asia',
    location: 'Seoul',
    city: 'Seoul',
    country: 'South Korea',
    url: null,
    description: 'Catholic youth gathering expected to draw hundreds of thousands of pilgrims. Travel, faith and youth-culture stories.',
    isHighlighted: false,
  },
  {
    key: 'elvis-presley-50th-anniversary',
    title: "50 years since Elvis Presley's death",
    startDate: '2027-08-16',
    endDate: null,
    sector: 'entertainment',
    region: 'north_america',
    location: 'Graceland',
    city: 'Memphis',
    country: 'United States',
    url: 'https://www.graceland.com/',
    description:
      'Elvis died on August 16, 1977; Elvis Week draws fans to Memphis. Music-legacy, tourism and rock-and-roll nostalgia stories.',
    isHighlighted: false,
  },
  {
    key: 'voyager-50th-anniversary',
    title: 'Voyager 1 launch 50th anniversary',
    startDate: '2027-09-05',
    endDate: null,
    sector: 'tech',
    region: 'global',
    location: 'Launched from Cape Canaveral, Florida',
    city: null,
    country: 'United States',
    url: 'https://voyager.jpl.nasa.gov/',
    description:
      'Voyager 1, launched on September 5, 1977, is the most distant human-made object. Space exploration, engineering longevity and the Golden Record.',
    isHighlighted: false,
  },
  {
    key: 'rugby-world-cup-2027',
    title: 'Rugby World Cup 2027',
    startDate: '2027-10-01',
    endDate: '2027-11-13',
    sector: 'sports',
    region: 'oceania',
    location: 'Host cities across Australia',
    city: null,
    country: 'Australia',
    url: 'https://www.rugbyworldcup.com/',
    description:
      "The men's Rugby World Cup, the first with 24 teams. Sports tourism, sponsorship, fan data and time-zone viewing stories for European audiences.",
    isHighlighted: true,
  },
  {
    key: 'jazz-singer-centenary',
    title: 'Centenary of The Jazz Singer, the first talkie',
    startDate: '2027-10-06',
    endDate: null,
    sector: 'entertainment',
    region: 'global',
    location: 'Premiered in New York',
    city: null,
    country: null,
    url: null,
    description:
      'The first feature film with synchronised dialogue premiered on October 6, 1927. Cinema history, sound technology and the future of film.',
    isHighlighted: false,
  },
];
